import { centsToDecimal, toCents } from '@shop/site/money.js';
import { ValueTransformer } from 'typeorm';

/** Money inside the service is an integer number of cents; on the wire and in the database it is "12.34". */
export type Cents = number;

// The wire format's rules, shared with the storefront: "18.5" → 1850 (toCents), 1850 → "18.50" (centsToDecimal).
export { centsToDecimal, isMoneyString, toCents } from '@shop/site/money.js';

/**
 * Reads what a DECIMAL(10,2) column gives back: mysql2 returns "24.00", SQLite returns 24 or 24.5.
 * Numbers from SQLite are rounded to the cent once, here, and never used for arithmetic.
 */
export function decimalToCents(value: string | number): Cents {
  if (typeof value === 'number') return Math.round(value * 100);
  return toCents(value);
}

/** Column transformer: the entity always holds a two-decimal string, whichever database is underneath. */
export const decimalStringTransformer: ValueTransformer = {
  to: (value: string | null | undefined) => value,
  from: (value: string | number | null) =>
    value === null || value === undefined ? value : centsToDecimal(decimalToCents(value)),
};

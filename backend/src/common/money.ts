import { ValueTransformer } from 'typeorm';

/** Money inside the service is an integer number of cents; on the wire and in the database it is "12.34". */
export type Cents = number;

const MONEY_PATTERN = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

export class MoneyFormatError extends Error {}

/** True when the text is a non-negative amount with at most two decimals (as sent by a person or a browser). */
export function isMoneyString(value: string): boolean {
  return MONEY_PATTERN.test(value.trim());
}

/** Parses "12", "12.3" or "12.34" into cents without floating point. */
export function parseMoney(value: string): Cents {
  const match = MONEY_PATTERN.exec(value.trim());
  if (!match) throw new MoneyFormatError(`"${value}" is not an amount with at most two decimals`);
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(fraction);
}

/** Formats cents as "12.34". */
export function formatMoney(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new MoneyFormatError(`${cents} is not a whole number of cents`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Reads what a DECIMAL(10,2) column gives back: mysql2 returns "24.00", SQLite returns 24 or 24.5.
 * Numbers from SQLite are rounded to the cent once, here, and never used for arithmetic.
 */
export function decimalToCents(value: string | number): Cents {
  if (typeof value === 'number') return Math.round(value * 100);
  return parseMoney(value);
}

/** Column transformer: the entity always holds a two-decimal string, whichever database is underneath. */
export const decimalStringTransformer: ValueTransformer = {
  to: (value: string | null | undefined) => value,
  from: (value: string | number | null) =>
    value === null || value === undefined ? value : formatMoney(decimalToCents(value)),
};

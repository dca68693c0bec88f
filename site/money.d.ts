/** True for a non-negative amount with at most two decimals ("18", "18.5", "18.50"). */
export function isMoneyString(value: unknown): value is string;
/** "18.5" → 1850; throws on anything else. */
export function toCents(amount: string): number;
/** 1850 → "18.50" (the wire format). */
export function centsToDecimal(cents: number): string;

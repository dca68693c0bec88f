/**
 * Money in the browser: prices arrive as two-decimal strings ("18.00") and are added and multiplied as integer cents,
 * never as floating-point dollars, so a cart of many lines always shows the same total as the server.
 */
const DECIMAL = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

/** "18.5" → 1850; throws on anything that is not a non-negative decimal with at most two places. */
export function toCents(amount: string): number {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new Error(`Not a money amount: "${amount}"`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function isMoneyString(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL.test(value.trim());
}

/** 1850 → "18.50" (the wire format). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1850 → "$18.50" (spec 9: a $ sign and two decimals). */
export function formatCents(cents: number): string {
  const decimal = centsToDecimal(cents);
  return decimal.startsWith('-') ? `-$${decimal.slice(1)}` : `$${decimal}`;
}

/** "18.5" → "$18.50". */
export function formatMoney(amount: string): string {
  return formatCents(toCents(amount));
}

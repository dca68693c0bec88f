// Money on the wire and in the database is a two-decimal string ("18.50"); both workspaces count in integer cents.
const DECIMAL = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

/** @param {unknown} value */
export function isMoneyString(value) {
  return typeof value === 'string' && DECIMAL.test(value.trim());
}

/** "18.5" → 1850, without floating point; throws on anything that is not a non-negative amount with at most two decimals. @param {string} amount */
export function toCents(amount) {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new Error(`"${amount}" is not an amount with at most two decimals`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1850 → "18.50" (the wire format); throws on a fraction of a cent. @param {number} cents */
export function centsToDecimal(cents) {
  if (!Number.isSafeInteger(cents)) throw new Error(`${cents} is not a whole number of cents`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Money in the browser: prices arrive as two-decimal strings ("18.00") and are added and multiplied as integer cents,
 * never as floating-point dollars, so a cart of many lines always shows the same total as the server.
 */
import { centsToDecimal, toCents } from '@shop/site/money.js';

// The wire format's rules, shared with the API (@shop/site): "18.5" → 1850, 1850 → "18.50".
export { centsToDecimal, isMoneyString, toCents } from '@shop/site/money.js';

/** 1850 → "$18.50" (docs/product.md, Constants: a $ sign and two decimals). */
export function formatCents(cents: number): string {
  const decimal = centsToDecimal(Math.round(cents));
  return decimal.startsWith('-') ? `-$${decimal.slice(1)}` : `$${decimal}`;
}

/** "18.5" → "$18.50". */
export function formatMoney(amount: string): string {
  return formatCents(toCents(amount));
}

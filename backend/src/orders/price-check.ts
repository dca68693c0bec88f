import { Cents, centsToDecimal, toCents } from '../common/money';
import { PriceMismatch } from '../common/errors/domain-errors';
import { cartFigures, PricedCart } from './cart-pricing';

/** What the browser believes it is paying; every figure is optional except the total. */
export interface BrowserFigures {
  lines?: Array<{ productId: number; size: string; price?: string }>;
  subtotal?: string;
  discountAmount?: string | null;
  total: string;
}

export const PRICES_CHANGED = 'The prices in your cart have changed.';

const dollars = (cents: Cents) => `$${centsToDecimal(cents)}`;

/** The 409 body: the sentence plus the server's figures (and unit prices) so the browser can update its cart. */
export function priceMismatch(cart: PricedCart, sentence: string, error = PRICES_CHANGED): PriceMismatch {
  const expected = {
    ...cartFigures(cart),
    items: cart.lines.map((l) => ({ productId: l.productId, size: l.size, price: centsToDecimal(l.unitPrice) })),
  };
  return new PriceMismatch(error, sentence, expected);
}

/**
 * The browser's amounts are compared with the server's and never used: one cent of difference is a 409
 * with a sentence saying which figure differs.
 */
export function assertBrowserFigures(cart: PricedCart, claimed: BrowserFigures): void {
  for (const line of claimed.lines ?? []) {
    if (line.price === undefined) continue;
    const ours = cart.lines.find((l) => l.productId === line.productId && l.size === line.size);
    if (ours && toCents(line.price) !== ours.unitPrice) {
      throw priceMismatch(
        cart,
        `The price of ${ours.productName} (${ours.size}) is ${dollars(ours.unitPrice)}, not $${centsToDecimal(toCents(line.price))}. Please review your cart.`,
      );
    }
  }
  if (claimed.subtotal !== undefined && toCents(claimed.subtotal) !== cart.subtotal) {
    throw priceMismatch(
      cart,
      `Your subtotal is ${dollars(cart.subtotal)}, not $${centsToDecimal(toCents(claimed.subtotal))}. Please review your order.`,
    );
  }
  if (claimed.discountAmount !== undefined) {
    const claimedDiscount = claimed.discountAmount === null ? 0 : toCents(claimed.discountAmount);
    if (claimedDiscount !== cart.discount) {
      throw priceMismatch(
        cart,
        cart.promo
          ? `The discount of promo code ${cart.promo.code} is ${dollars(cart.discount)}, not ${dollars(claimedDiscount)}.`
          : `No promo code is applied, so there is no discount (your order said ${dollars(claimedDiscount)}).`,
      );
    }
  }
  if (toCents(claimed.total) !== cart.total) {
    throw priceMismatch(
      cart,
      `Your order total is ${dollars(cart.total)}, not $${centsToDecimal(toCents(claimed.total))}. Please review your order.`,
    );
  }
}

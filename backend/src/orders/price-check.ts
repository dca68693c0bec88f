import { Cents, centsToDecimal, toCents } from '../common/money';
import { PriceMismatch } from '../common/errors/domain-errors';
import { millipercentToRate, OrderCharges } from './order-charges';

/** What the browser believes it is paying; every figure is optional except the total. */
export interface BrowserFigures {
  lines?: Array<{ productId: number; size: string; price?: string }>;
  subtotal?: string;
  discountAmount?: string | null;
  shippingAmount?: string | null;
  taxAmount?: string | null;
  total: string;
}

export const PRICES_CHANGED = 'The prices in your cart have changed.';

const dollars = (cents: Cents) => `$${centsToDecimal(cents)}`;

/** The server's figures as two-decimal strings, as the browser shows them. */
export function chargeFigures(charges: OrderCharges) {
  return {
    subtotal: centsToDecimal(charges.subtotal),
    discountAmount: charges.promo || charges.discount > 0 ? centsToDecimal(charges.discount) : null,
    shippingAmount: centsToDecimal(charges.shipping),
    taxAmount: centsToDecimal(charges.tax),
    total: centsToDecimal(charges.total),
  };
}

/** The 409 body: the sentence plus the server's figures (and unit prices) so the browser can update its cart. */
export function priceMismatch(charges: OrderCharges, sentence: string, error = PRICES_CHANGED): PriceMismatch {
  const expected = {
    ...chargeFigures(charges),
    items: charges.lines.map((l) => ({ productId: l.productId, size: l.size, price: centsToDecimal(l.unitPrice) })),
  };
  return new PriceMismatch(error, sentence, expected);
}

function taxSentence(charges: OrderCharges, claimed: Cents): string {
  const rate = charges.taxRate;
  if (!rate || charges.tax === 0)
    return `No sales tax applies to this order${rate ? '' : ' for its state'} (your order said ${dollars(claimed)}).`;
  return `The sales tax for ${rate.state} at ${millipercentToRate(rate.rateMillipercent)} % is ${dollars(charges.tax)}, not ${dollars(claimed)}.`;
}

/** The figures a wallet or free-order body claims: its lines, shipping, tax and `amount` as the total. */
export function claimedCheckout(body: {
  items: BrowserFigures['lines'];
  shippingAmount?: string | null;
  taxAmount?: string | null;
  amount: string;
}): BrowserFigures {
  return { lines: body.items, shippingAmount: body.shippingAmount, taxAmount: body.taxAmount, total: body.amount };
}

/**
 * The browser's amounts are compared with the server's and never used: one cent of difference is a 409
 * with a sentence saying which figure differs (a method's price or a rate that changed since the quote included).
 */
export function assertBrowserFigures(charges: OrderCharges, claimed: BrowserFigures): void {
  for (const line of claimed.lines ?? []) {
    if (line.price === undefined) continue;
    const ours = charges.lines.find((l) => l.productId === line.productId && l.size === line.size);
    if (ours && toCents(line.price) !== ours.unitPrice) {
      throw priceMismatch(
        charges,
        `The price of ${ours.productName} (${ours.size}) is ${dollars(ours.unitPrice)}, not $${centsToDecimal(toCents(line.price))}. Please review your cart.`,
      );
    }
  }
  if (claimed.subtotal !== undefined && toCents(claimed.subtotal) !== charges.subtotal) {
    throw priceMismatch(
      charges,
      `Your subtotal is ${dollars(charges.subtotal)}, not $${centsToDecimal(toCents(claimed.subtotal))}. Please review your order.`,
    );
  }
  if (claimed.discountAmount !== undefined) {
    const claimedDiscount = claimed.discountAmount === null ? 0 : toCents(claimed.discountAmount);
    if (claimedDiscount !== charges.discount) {
      throw priceMismatch(
        charges,
        charges.promo
          ? `The discount of promo code ${charges.promo.code} is ${dollars(charges.discount)}, not ${dollars(claimedDiscount)}.`
          : charges.discount > 0
            ? `The subscription saving is ${dollars(charges.discount)}, not ${dollars(claimedDiscount)}.`
            : `No promo code is applied, so there is no discount (your order said ${dollars(claimedDiscount)}).`,
      );
    }
  }
  if (claimed.shippingAmount !== undefined && claimed.shippingAmount !== null) {
    const claimedShipping = toCents(claimed.shippingAmount);
    if (claimedShipping !== charges.shipping) {
      throw priceMismatch(
        charges,
        charges.method
          ? `${charges.method.name} shipping is ${dollars(charges.shipping)} for this order, not ${dollars(claimedShipping)}.`
          : `No shipping is charged for this order (your order said ${dollars(claimedShipping)}).`,
      );
    }
  }
  if (claimed.taxAmount !== undefined && claimed.taxAmount !== null) {
    const claimedTax = toCents(claimed.taxAmount);
    if (claimedTax !== charges.tax) throw priceMismatch(charges, taxSentence(charges, claimedTax));
  }
  if (toCents(claimed.total) !== charges.total) {
    throw priceMismatch(
      charges,
      `Your order total is ${dollars(charges.total)}, not $${centsToDecimal(toCents(claimed.total))}. Please review your order.`,
    );
  }
}

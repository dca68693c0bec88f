import type { CheckoutQuoteDto } from '../../api/enhanced';
import { toCents } from '../../lib/money';
import type { CartItem } from '../../store/cart/cartItem';
import { cartSubtotalCents } from '../../store/cart/cartSlice';
import { cartSubscription, subscriptionSavingCents } from '../../store/cart/subscription';

/** An applied promo code (GET /api/promo-codes/validate/{code}): the discount follows the cart as it changes. */
export interface AppliedPromo {
  code: string;
  discountType: 'percentage' | 'fixed';
  /** Percent (0-100) or dollars, as a two-decimal string. */
  discountValue: string;
}

export interface OrderSummaryFigures {
  subtotalCents: number;
  discountCents: number;
  /** null until the server has priced it for a known address: the summary says 'Calculated at next step'. */
  shippingCents: number | null;
  taxCents: number | null;
  totalCents: number;
  /** The method the server priced in (sent with the order); null: none offered, or no quote yet. */
  shippingMethodId: number | null;
  /** The destination state and its rate in percent, when the tax is known and a rate applies. */
  taxState: string | null;
  taxRate: string | null;
}

/**
 * docs/product.md, Constants: percentage = subtotal × value / 100, fixed = value, either capped at the subtotal. The
 * percentage is rounded
 * half up to the cent in integers, exactly as the server does (backend promos/promo-discount.ts); both are tested
 * against one table, openapi/fixtures/promo-arithmetic.json, so the summary shows what the server charges.
 */
export function promoDiscountCents(subtotalCents: number, promo: AppliedPromo | null): number {
  if (!promo) return 0;
  const raw =
    promo.discountType === 'percentage'
      ? Math.floor((subtotalCents * toCents(promo.discountValue) + 5000) / 10000)
      : toCents(promo.discountValue);
  return Math.min(raw, subtotalCents);
}

/**
 * The figures the browser knows before the server's quote: subtotal − discount (docs/product.md, Constants), in
 * integer cents, with shipping and tax still to come. A subscription cart's discount is its saving (no promo code).
 */
export function orderSummaryFigures(items: CartItem[], promo: AppliedPromo | null): OrderSummaryFigures {
  const subtotalCents = cartSubtotalCents(items);
  const subscription = cartSubscription(items);
  const discountCents = subscription
    ? subscriptionSavingCents(subtotalCents, subscription.discountPercent)
    : promoDiscountCents(subtotalCents, promo);
  return {
    subtotalCents,
    discountCents,
    shippingCents: null,
    taxCents: null,
    totalCents: subtotalCents - discountCents,
    shippingMethodId: null,
    taxState: null,
    taxRate: null,
  };
}

/**
 * The server's quote (POST /api/checkout/quote) over the browser's figures: the server prices the order, so the
 * summary shows what the order will be charged (docs/shipping-and-tax.md). Before the address is known, shipping
 * and tax are not counted yet; a shop without shipping methods charges none whatever the address.
 */
export function quotedFigures(local: OrderSummaryFigures, quote: CheckoutQuoteDto | undefined): OrderSummaryFigures {
  if (!quote) return local;
  const subtotalCents = toCents(quote.subtotal);
  const discountCents = quote.discountAmount === null ? 0 : toCents(quote.discountAmount);
  const addressKnown = quote.taxState !== null;
  const shippingKnown = addressKnown || quote.shippingOptions.length === 0;
  return {
    subtotalCents,
    discountCents,
    shippingCents: shippingKnown ? toCents(quote.shippingAmount) : null,
    taxCents: addressKnown ? toCents(quote.taxAmount) : null,
    totalCents: addressKnown ? toCents(quote.total) : subtotalCents - discountCents,
    shippingMethodId: quote.shippingMethodId,
    taxState: quote.taxState,
    taxRate: quote.taxRate,
  };
}

/** The server's limit for a code (CheckoutDetailsDto.promoCode; checkoutLimits.test.ts holds it to openapi.json). */
export const PROMO_CODE_MAX_LENGTH = 50;

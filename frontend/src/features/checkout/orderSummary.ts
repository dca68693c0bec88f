import { toCents } from '../../lib/money';
import type { CartItem } from '../../store/cart/cartItem';
import { cartSubtotalCents } from '../../store/cart/cartSlice';

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
  totalCents: number;
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

/** Total = subtotal − discount (docs/product.md, Constants), all in integer cents. */
export function orderSummaryFigures(items: CartItem[], promo: AppliedPromo | null): OrderSummaryFigures {
  const subtotalCents = cartSubtotalCents(items);
  const discountCents = promoDiscountCents(subtotalCents, promo);
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}

/** The server's limit for a code (CheckoutDetailsDto.promoCode; checkoutLimits.test.ts holds it to openapi.json). */
export const PROMO_CODE_MAX_LENGTH = 50;

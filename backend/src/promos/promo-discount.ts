import { Cents, parseMoney, percentOf } from '../common/money';
import type { DiscountType } from './promo-code.entity';

/** The terms of an active promo code, as the pricing needs them. */
export interface PromoTerms {
  code: string;
  discountType: DiscountType;
  /** Percent (0-100) or dollars, as a two-decimal string. */
  discountValue: string;
}

/**
 * Spec section 9: a percentage takes subtotal × value / 100 (rounded half up to the cent), a fixed code takes its value;
 * either way the discount never exceeds the subtotal, so a total is never negative.
 */
export function promoDiscount(subtotal: Cents, promo: PromoTerms): Cents {
  const raw = promo.discountType === 'percentage' ? percentOf(subtotal, promo.discountValue) : parseMoney(promo.discountValue);
  return Math.min(raw, subtotal);
}

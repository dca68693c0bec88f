import { Cents, toCents } from '../common/money';
import type { DiscountType } from './promo-code.entity';

/** The terms of an active promo code, as the pricing needs them. */
export interface PromoTerms {
  code: string;
  discountType: DiscountType;
  /** Percent (0-100) or dollars, as a two-decimal string. */
  discountValue: string;
}

/** What the arithmetic reads of a code: its kind and value, not its name. */
export type PromoArithmeticTerms = Pick<PromoTerms, 'discountType' | 'discountValue'>;

/** A cart's figures once a code (or none) is applied, in integer cents. */
export interface PromoOutcome {
  discount: Cents;
  total: Cents;
}

/** Percentage of an amount, rounded half up to the cent; `percent` is itself a money-like string ("12.5"). */
export function percentOf(amount: Cents, percent: string): Cents {
  const hundredthsOfPercent = toCents(percent);
  // amount * percent/100, with percent in hundredths: amount * h / 10000, rounded half up in integers.
  return Math.floor((amount * hundredthsOfPercent + 5000) / 10000);
}

/**
 * docs/product.md, Constants: a percentage takes subtotal × value / 100 (rounded half up to the cent), a fixed code
 * takes its value;
 * either way the discount never exceeds the subtotal, so a total is never negative. The storefront's copy
 * (frontend orderSummary.ts) is held to the same table: openapi/fixtures/promo-arithmetic.json.
 */
export function promoDiscount(subtotal: Cents, promo: PromoArithmeticTerms): Cents {
  const raw =
    promo.discountType === 'percentage' ? percentOf(subtotal, promo.discountValue) : toCents(promo.discountValue);
  return Math.min(raw, subtotal);
}

/** Total = subtotal − discount (docs/product.md, Constants); no code, no discount. */
export function applyPromo(subtotal: Cents, promo: PromoArithmeticTerms | null): PromoOutcome {
  const discount = promo ? promoDiscount(subtotal, promo) : 0;
  return { discount, total: subtotal - discount };
}

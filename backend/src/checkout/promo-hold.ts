import type { CheckoutSnapshot } from '../orders/checkout-snapshot';
import type { OrderPricingService } from '../orders/order-pricing.service';
import { PromoRefusal } from '../promos/promo-rules';

/**
 * Runs a step that reserves the checkout's promo code (opening the checkout, or renewing its hold before the capture);
 * a refusal becomes the 409 that names the rule and carries the figures without the code.
 */
export async function withPromoHold<T>(
  pricing: OrderPricingService,
  snapshot: CheckoutSnapshot,
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof PromoRefusal) || !snapshot.promoCode) throw error;
    throw await pricing.promoRefused(snapshot, error);
  }
}

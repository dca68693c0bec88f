import { ValidationProblem } from '../common/errors/domain-errors';
import type { OrderCharges } from '../orders/order-charges';
import type { OrderPricingService } from '../orders/order-pricing.service';
import type { Subscription } from './subscription.entity';

/**
 * The next renewal priced as the runner will price it, today: the catalogue's prices, the subscription's saving, its
 * shipping method and the tax of its address. Null when a line can no longer be sold.
 */
export async function quoteRenewal(
  pricing: OrderPricingService,
  subscription: Subscription,
): Promise<OrderCharges | null> {
  try {
    const { charges } = await pricing.quote({
      items: subscription.lines,
      shippingState: subscription.customer.shippingState,
      shippingMethodId: subscription.shippingMethodId,
      subscriptionDiscountPercent: subscription.discountPercent,
    });
    return charges;
  } catch (error) {
    if (error instanceof ValidationProblem) return null;
    throw error;
  }
}

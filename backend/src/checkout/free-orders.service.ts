import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../common/database-errors';
import { centsToDecimal } from '../common/money';
import { ValidationProblem } from '../common/errors/domain-errors';
import { assertReplayMatches } from '../orders/order-replay-check';
import { buildCheckoutSnapshot } from '../orders/checkout-snapshot';
import { OrderPlacementService, PaidCheckout, PlacedOrder } from '../orders/order-placement.service';
import { OrderPricingService } from '../orders/order-pricing.service';
import { PendingCheckoutsService } from '../orders/pending-checkouts.service';
import { assertBrowserFigures, claimedCheckout } from '../orders/price-check';
import { CURRENCY } from '../payments/payment-provider';
import type { FreeOrderDto } from './dto/free-order.dto';
import { withPromoHold } from './promo-hold';

export const FREE_PROVIDER = 'free';

/**
 * Orders whose promo code covers the whole subtotal: no wallet, but the same path as a paid one. The checkout is
 * written already "captured" for $0.00 (payment id FREE-{checkoutKey}), with its code reserved in the same
 * transaction, then finished by the same placement (one order per checkout; the code redeemed in its transaction).
 */
@Injectable()
export class FreeOrdersService {
  constructor(
    private readonly pricing: OrderPricingService,
    private readonly checkouts: PendingCheckoutsService,
    private readonly placement: OrderPlacementService,
  ) {}

  async place(dto: FreeOrderDto): Promise<{ order: PlacedOrder; created: boolean }> {
    const paymentId = `FREE-${dto.checkoutKey.toLowerCase()}`;
    const replay = await this.checkouts.findByPaymentId(paymentId);
    if (replay) return { order: await this.replayed(replay, dto), created: false };

    const charges = await this.pricing.priceCheckout(dto);
    assertBrowserFigures(charges, claimedCheckout(dto));
    if (charges.total !== 0) {
      throw new ValidationProblem(
        'This order is not free.',
        `The order total is $${centsToDecimal(charges.total)}: pay it with the wallet (POST /order).`,
      );
    }
    const snapshot = buildCheckoutSnapshot(dto, charges);
    try {
      const checkout = await withPromoHold(this.pricing, snapshot, () =>
        this.checkouts.open(FREE_PROVIDER, snapshot, { paymentId, currency: CURRENCY }),
      );
      return { order: await this.placement.completeCheckout(checkout), created: true };
    } catch (error) {
      // Two simultaneous requests with one key: the unique payment id keeps one checkout, the other returns its order.
      if (!isUniqueViolation(error)) throw error;
      const winner = await this.checkouts.findByPaymentId(paymentId);
      if (!winner) throw error;
      return { order: await this.replayed(winner, dto), created: false };
    }
  }

  /** The order this checkoutKey placed, but only for the same checkout: its customer's details go to nobody else. */
  private async replayed(checkout: PaidCheckout, dto: FreeOrderDto): Promise<PlacedOrder> {
    const order = await this.placement.completeCheckout(checkout);
    assertReplayMatches(order, { customerEmail: dto.customerEmail, total: dto.amount });
    return order;
  }
}

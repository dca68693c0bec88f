import { Injectable } from '@nestjs/common';
import { OrderNotPaid } from '../common/errors/domain-errors';
import type { PlaceOrderDto } from './dto/place-order.dto';
import { OrderPlacementService, PlacedOrder } from './order-placement.service';
import { OrderPricingService } from './order-pricing.service';
import { PendingCheckoutsService } from './pending-checkouts.service';
import { assertReplayMatches } from './order-replay-check';
import { assertBrowserFigures } from './price-check';

export interface SubmittedOrder {
  order: PlacedOrder;
  /** False when the payment had already become this order (a replay). */
  created: boolean;
}

/**
 * POST /api/orders. An order only ever comes from a captured payment: a payment id that already made an order gets
 * that order back; a captured one is finished now; anything else is refused (no paid order, no order).
 */
@Injectable()
export class OrderSubmissionService {
  constructor(
    private readonly pricing: OrderPricingService,
    private readonly placement: OrderPlacementService,
    private readonly checkouts: PendingCheckoutsService,
  ) {}

  async submit(dto: PlaceOrderDto): Promise<SubmittedOrder> {
    const existing = await this.placement.findByPaymentId(dto.paymentId);
    if (existing) {
      assertReplayMatches(existing, dto);
      return { order: existing, created: false };
    }

    const charges = await this.pricing.priceCheckout(dto);
    assertBrowserFigures(charges, {
      lines: dto.items,
      subtotal: dto.subtotal,
      discountAmount: dto.discountAmount ?? null,
      shippingAmount: dto.shippingAmount,
      taxAmount: dto.taxAmount,
      total: dto.total,
    });

    const checkout = await this.checkouts.findByPaymentId(dto.paymentId);
    if (checkout?.status === 'captured' || checkout?.status === 'completed') {
      const { order, created } = await this.placement.placeCheckout(checkout);
      // The paid order is saved whoever asks (it is the payer's); only the payer's own checkout sees it.
      assertReplayMatches(order, dto);
      return { order, created };
    }
    throw new OrderNotPaid(
      'This payment has not been completed.',
      checkout
        ? `Payment ${dto.paymentId} has not been captured yet: complete the payment (POST /order/${dto.paymentId}/capture) to place the order.`
        : `No payment has the id ${dto.paymentId}: start the payment with POST /order first.`,
    );
  }
}

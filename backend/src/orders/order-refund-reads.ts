import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Cents } from '../common/money';
import type { PaymentCardDto, RefundStatus } from './dto/payment-card.dto';
import type { Order } from './order.entity';

/** A refund as the guest status page shows it. */
export interface RefundSummary {
  amountCents: Cents;
  status: RefundStatus;
  createdAt: Date;
}

/** An order's completed refunds for the CSV export: their sum and when each completed, oldest first. */
export interface CompletedRefunds {
  cents: Cents;
  dates: Date[];
}

/** What orders' screens read of an order's refunds; the refunds module answers (orders never imports it). */
export interface OrderRefundReader {
  /** The order detail's payment card; null for a free order. */
  paymentCard(manager: EntityManager, order: Order): Promise<PaymentCardDto | null>;
  /** Completed refunds per order (the CSV export); orders without any are absent. */
  completedRefunds(manager: EntityManager, orderIds: number[]): Promise<Map<number, CompletedRefunds>>;
  /** The order's refunds, oldest first. */
  refundsOf(manager: EntityManager, orderId: number): Promise<RefundSummary[]>;
}

/**
 * Where the refunds module registers its reader at start-up, so that imports run one way: refunds imports orders (it
 * asks OrderRefundLedger to hold the cents), never the reverse.
 */
@Injectable()
export class OrderRefundReads implements OrderRefundReader {
  private reader: OrderRefundReader | undefined;

  provide(reader: OrderRefundReader): void {
    this.reader = reader;
  }

  paymentCard(manager: EntityManager, order: Order): Promise<PaymentCardDto | null> {
    return this.registered().paymentCard(manager, order);
  }

  completedRefunds(manager: EntityManager, orderIds: number[]): Promise<Map<number, CompletedRefunds>> {
    return this.registered().completedRefunds(manager, orderIds);
  }

  refundsOf(manager: EntityManager, orderId: number): Promise<RefundSummary[]> {
    return this.registered().refundsOf(manager, orderId);
  }

  private registered(): OrderRefundReader {
    if (!this.reader) throw new Error('No refunds reader registered: RefundsModule is not part of the app');
    return this.reader;
  }
}

import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PlacedOrderEvent, RefundedOrderEvent, ShippedOrderEvent } from './order-event-payloads';

/**
 * What another module does when an order's life moves on (mail queues its e-mails). Each call runs inside the
 * transaction that records the step, with its manager, so what a listener writes commits with the order or not at all.
 */
export interface OrderEventListener {
  orderPlaced?(manager: EntityManager, order: PlacedOrderEvent): Promise<void>;
  orderShipped?(manager: EntityManager, order: ShippedOrderEvent): Promise<void>;
  orderRefunded?(manager: EntityManager, refund: RefundedOrderEvent): Promise<void>;
}

/**
 * The order's events, told to the listeners that registered at start-up, one after the other and awaited. Orders and
 * refunds tell them and mail listens; each imports this module and none imports mail.
 */
@Injectable()
export class OrderEvents {
  private readonly listeners: OrderEventListener[] = [];

  listen(listener: OrderEventListener): void {
    this.listeners.push(listener);
  }

  async orderPlaced(manager: EntityManager, order: PlacedOrderEvent): Promise<void> {
    for (const listener of this.listeners) await listener.orderPlaced?.(manager, order);
  }

  async orderShipped(manager: EntityManager, order: ShippedOrderEvent): Promise<void> {
    for (const listener of this.listeners) await listener.orderShipped?.(manager, order);
  }

  async orderRefunded(manager: EntityManager, refund: RefundedOrderEvent): Promise<void> {
    for (const listener of this.listeners) await listener.orderRefunded?.(manager, refund);
  }
}

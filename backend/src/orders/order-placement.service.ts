import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
import { OrderEmailsService } from '../mail/order-emails.service';
import { PromoRedemptionsService } from '../promos/promo-redemptions.service';
import { CheckoutWriteLock } from './checkout-write-lock';
import { recordOrderPlaced } from './history/order-event-records';
import { OrderItem } from './order-item.entity';
import { OrderNumberSequence } from './order-number-sequence.entity';
import { ShopMetrics } from '../metrics/shop-metrics';
import { Order } from './order.entity';
import { PendingCheckout } from './pending-checkout.entity';

/** Order numbers start here so the first customer does not see "Order #1". */
export const ORDER_NUMBER_BASE = 1000;

function isDeadlock(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; errno?: number } | undefined;
  return driverError?.code === 'ER_LOCK_DEADLOCK' || driverError?.errno === 1213;
}

/** Turns a paid checkout into the shop's order: once, in one transaction, whoever asks first. */
@Injectable()
export class OrderPlacementService {
  private readonly logger = new Logger(OrderPlacementService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lock: CheckoutWriteLock,
    private readonly orderEmails: OrderEmailsService,
    private readonly promoRedemptions: PromoRedemptionsService,
    private readonly metrics: ShopMetrics,
  ) {}

  findByPaymentId(paymentId: string): Promise<Order | null> {
    return this.dataSource.getRepository(Order).findOne({ where: { paymentId }, relations: { items: true }, order: { items: { id: 'ASC' } } });
  }

  /**
   * The finishing step (capture, POST /api/orders, webhook and startup sweep all call it): saves the order and its
   * items and marks the checkout completed, in one transaction. The unique index on orders.paymentId decides races:
   * the losers read the winner's order.
   */
  async completeCheckout(checkoutId: string): Promise<Order> {
    for (let attempt = 1; ; attempt++) {
      try {
        const { order, placedNow } = await this.lock.run(() => this.dataSource.transaction((manager) => this.completeIn(manager, checkoutId)));
        // Counted after the commit, once per order: a finisher that finds the order already placed does not count.
        if (placedNow) this.metrics.orderPlaced();
        return order;
      } catch (error) {
        if (!isUniqueViolation(error) && !isDeadlock(error)) throw error;
        const checkout = await this.dataSource.getRepository(PendingCheckout).findOneByOrFail({ id: checkoutId });
        const existing = checkout.paymentId ? await this.findByPaymentId(checkout.paymentId) : null;
        if (existing) return existing;
        if (attempt >= 3) throw error;
        this.logger.warn(`Retrying the order of checkout ${checkoutId} after a lock conflict`);
      }
    }
  }

  private async completeIn(manager: EntityManager, checkoutId: string): Promise<{ order: Order; placedNow: boolean }> {
    // On MySQL the row lock makes simultaneous finishers wait for each other instead of racing to the unique index.
    const lock = manager.connection.options.type === 'mysql' ? { mode: 'pessimistic_write' as const } : undefined;
    const checkout = await manager.findOne(PendingCheckout, { where: { id: checkoutId }, lock });
    if (!checkout) throw new Error(`Checkout ${checkoutId} does not exist`);
    if (checkout.orderId !== null) {
      return { order: await manager.findOneOrFail(Order, { where: { id: checkout.orderId }, relations: { items: true }, order: { items: { id: 'ASC' } } }), placedNow: false };
    }
    if (checkout.status !== 'captured') throw new Error(`Checkout ${checkoutId} is ${checkout.status}, not captured`);

    const sequence = await manager.save(OrderNumberSequence, manager.create(OrderNumberSequence, {}));
    const { snapshot } = checkout;
    const order = manager.create(Order, {
      ...snapshot.customer,
      orderNumber: ORDER_NUMBER_BASE + sequence.id,
      subtotal: snapshot.subtotal,
      total: snapshot.total,
      promoCode: snapshot.promoCode,
      discountAmount: snapshot.discountAmount,
      paymentId: checkout.paymentId,
      items: snapshot.lines.map((line) =>
        manager.create(OrderItem, { productId: line.productId, productName: line.productName, scent: line.scent, size: line.size, quantity: line.quantity, price: line.price }),
      ),
    });
    const saved = await manager.save(order);
    await recordOrderPlaced(manager, saved);
    await this.promoRedemptions.redeem(manager, { checkoutId, orderId: saved.id, code: snapshot.promoCode, email: snapshot.customer.customerEmail });
    await manager.update(PendingCheckout, { id: checkoutId }, { status: 'completed', orderId: saved.id });
    const placed = await manager.findOneOrFail(Order, { where: { id: saved.id }, relations: { items: true }, order: { items: { id: 'ASC' } } });
    // The confirmation and staff notice commit with the order or not at all.
    await this.orderEmails.queueOrderPlaced(manager, placed);
    return { order: placed, placedNow: true };
  }
}

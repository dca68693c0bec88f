import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
import { insertRow, insertRows } from '../common/insert-rows';
import { StockChange, StockLine, StockReservationsService } from '../catalog/inventory/stock-reservations.service';
import { PromoRedemptionsService } from '../promos/promo-redemptions.service';
import { CheckoutWriteLock } from './checkout-write-lock';
import { recordOrderPlaced } from './history/fulfilment-events';
import { OrderItem } from './order-item.entity';
import { ShopMetrics } from '../metrics/shop-metrics';
import { Order } from './order.entity';
import { OrderNumberSequence } from './order-number-sequence.entity';
import { FIXED_CARRIER } from './order-constants';
import { indexOrdersForSearch } from './order-search-grams';
import { PendingCheckout } from './pending-checkout.entity';
import { snapshotCharges } from './checkout-snapshot';
import { OrderEvents } from '../order-events/order-events';

/** What placing needs of a checkout: the caller's copy, as read (its snapshot is never rewritten). */
export type PaidCheckout = Pick<PendingCheckout, 'id' | 'paymentId' | 'orderId' | 'snapshot'> &
  Partial<Pick<PendingCheckout, 'captureId'>>;

/** A line of a placed order as it was written (its own auto-increment id is of no use to anyone who places orders). */
export type PlacedOrderLine = Omit<OrderItem, 'id' | 'order'>;

/** An order with its lines, as a finisher hands it back: the rows just written, or read back for an earlier order. */
export type PlacedOrder = Omit<Order, 'items'> & { items: PlacedOrderLine[] };

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
    private readonly events: OrderEvents,
    private readonly promoRedemptions: PromoRedemptionsService,
    private readonly metrics: ShopMetrics,
    private readonly stock: StockReservationsService,
  ) {}

  findByPaymentId(paymentId: string): Promise<Order | null> {
    return orderWithLines(this.dataSource.manager).where('o.paymentId = :paymentId', { paymentId }).getOne();
  }

  /**
   * The finishing step (capture, POST /api/orders, webhook and startup sweep all call it with the checkout they read):
   * saves the order and its items and marks the checkout completed, in one transaction, once. The checkout's snapshot
   * never changes after it is written, so the copy the caller holds is the one to place.
   */
  async completeCheckout(checkout: PaidCheckout): Promise<PlacedOrder> {
    return (await this.placeCheckout(checkout)).order;
  }

  /** completeCheckout, saying whether this call saved the order (false: it existed, or another finisher won). */
  async placeCheckout(checkout: PaidCheckout): Promise<{ order: PlacedOrder; created: boolean }> {
    if (typeof checkout.orderId === 'number')
      return { order: await this.placedOrder(checkout.orderId), created: false };
    const tracked = await this.stock.trackedLines(checkout.snapshot.lines);
    for (let attempt = 1; ; attempt++) {
      try {
        const change: StockChange = new Set();
        const placed = await this.lock.run(() =>
          this.dataSource.transaction((manager) => this.placeIn(manager, checkout, tracked, change)),
        );
        if (!placed) return { order: await this.orderPlacedElsewhere(checkout.id), created: false };
        await this.stock.publish(change);
        // Counted after the commit, once per order: a finisher that finds the order already placed does not count.
        this.metrics.orderPlaced();
        return { order: placed, created: true };
      } catch (error) {
        if (!isUniqueViolation(error) && !isDeadlock(error)) throw error;
        const existing = checkout.paymentId ? await this.findByPaymentId(checkout.paymentId) : null;
        if (existing) return { order: existing, created: false };
        if (attempt >= 3) throw error;
        this.logger.warn(`Retrying the order of checkout ${checkout.id} after a lock conflict`);
      }
    }
  }

  /**
   * Null when this call did not claim the checkout. The claim is a conditional UPDATE (captured → completed) rather than
   * a SELECT ... FOR UPDATE: its row lock is held to the commit, so simultaneous finishers wait for each other here
   * instead of racing to the unique index on orders.paymentId, and the one that waited matches nothing and reads the
   * winner's order. Writes: the claim, the number, the order, its search grams (one INSERT), its lines (one INSERT), its
   * first event, the promo redemption, the tracked sizes' sale, the order id on the checkout and the outbox rows;
   * nothing is read for an order without tracked sizes.
   */
  private async placeIn(
    manager: EntityManager,
    checkout: PaidCheckout,
    tracked: StockLine[],
    change: StockChange,
  ): Promise<PlacedOrder | null> {
    const claim = await manager.update(
      PendingCheckout,
      { id: checkout.id, status: 'captured' },
      { status: 'completed' },
    );
    if (!claim.affected) return null;

    const sequenceId = await insertRow(manager, OrderNumberSequence, {});
    const { snapshot } = checkout;
    const orderNumber = ORDER_NUMBER_BASE + sequenceId;
    // Every column is written, the defaults and the creation time included, so the order handed back is exactly these
    // rows and nothing is read back (the time is the app's clock in UTC, as every other time the shop writes).
    const row = {
      ...snapshot.customer,
      shippingAddress2: snapshot.customer.shippingAddress2 ?? null,
      billingAddress2: snapshot.customer.billingAddress2 ?? null,
      orderNumber,
      subtotal: snapshot.subtotal,
      total: snapshot.total,
      promoCode: snapshot.promoCode,
      discountAmount: snapshot.discountAmount,
      renewalOf: snapshot.renewalOf ?? null,
      ...snapshotCharges(snapshot),
      paymentId: checkout.paymentId,
      // Kept on the order for refunds (a free order has none).
      captureId: checkout.captureId ?? null,
      refundedCents: 0,
      trackingNumber: null,
      carrier: FIXED_CARRIER,
      shippedAt: null,
      deliveredAt: null,
      orderStatus: 'pending',
      netsuiteOrderId: null,
      createdAt: new Date(),
    };
    const orderId = await insertRow(manager, Order, row);
    await indexOrdersForSearch(manager, [{ id: orderId, orderNumber, ...snapshot.customer }]);
    const items: PlacedOrderLine[] = snapshot.lines.map((line) => ({
      orderId,
      productId: line.productId,
      productName: line.productName,
      scent: line.scent,
      size: line.size,
      quantity: line.quantity,
      price: line.price,
      discount: line.discount ?? '0.00',
      tax: line.tax ?? '0.00',
    }));
    if (items.length) await insertRows(manager, OrderItem, items);
    await recordOrderPlaced(manager, { id: orderId });
    await this.promoRedemptions.redeem(manager, {
      checkoutId: checkout.id,
      orderId,
      code: snapshot.promoCode,
      email: snapshot.customer.customerEmail,
    });
    await this.stock.sell(manager, checkout.id, orderId, tracked, change);
    await manager.update(PendingCheckout, { id: checkout.id }, { orderId });
    const placed: PlacedOrder = { ...row, id: orderId, items };
    // The confirmation and staff notice commit with the order or not at all.
    await this.events.orderPlaced(manager, placed);
    return placed;
  }

  /** Another finisher claimed the checkout first (and has committed), or it is not captured at all. */
  private async orderPlacedElsewhere(checkoutId: string): Promise<PlacedOrder> {
    const current = await this.dataSource.getRepository(PendingCheckout).findOneBy({ id: checkoutId });
    if (!current) throw new Error(`Checkout ${checkoutId} does not exist`);
    if (typeof current.orderId !== 'number')
      throw new Error(`Checkout ${checkoutId} is ${current.status}, not captured`);
    return this.placedOrder(current.orderId);
  }

  private placedOrder(orderId: number): Promise<Order> {
    return orderWithLines(this.dataSource.manager).where('o.id = :orderId', { orderId }).getOneOrFail();
  }
}

/** An order with its lines in the order they were written: one SELECT (find() with relations sends two). */
function orderWithLines(manager: EntityManager) {
  return manager.createQueryBuilder(Order, 'o').leftJoinAndSelect('o.items', 'i').orderBy('i.id', 'ASC');
}

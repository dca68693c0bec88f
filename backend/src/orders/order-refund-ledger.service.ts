import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import type { Cents } from '../common/money';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';

const isMysql = (manager: EntityManager) => manager.connection.options.type === 'mysql';

/**
 * The order's side of a refund, each call in the caller's transaction: the order row locked while a refund counts
 * what remains (cents and units), the refunded cents held and given back, and the cancellation a whole refund may
 * carry. The refunds module calls it; only orders writes the orders table.
 */
@Injectable()
export class OrderRefundLedger {
  /**
   * The order, its row locked until the transaction ends (SELECT ... FOR UPDATE on MySQL; SQLite runs every write
   * transaction one at a time). Every refund of an order takes this lock first, so refunds of one order count one
   * after the other on any number of instances; being a locking read, it sees the latest commits.
   */
  lockForRefund(manager: EntityManager, orderId: number): Promise<Order | null> {
    return manager.findOne(Order, {
      where: { id: orderId },
      ...(isMysql(manager) && { lock: { mode: 'pessimistic_write' as const } }),
    });
  }

  /** The order's lines, oldest first. */
  items(manager: EntityManager, orderId: number): Promise<OrderItem[]> {
    return manager.find(OrderItem, { where: { orderId }, order: { id: 'ASC' } });
  }

  /** The order a provider capture paid, if any. */
  byCapture(manager: EntityManager, captureId: string): Promise<Order | null> {
    return manager.findOneBy(Order, { captureId });
  }

  /**
   * Adds `cents` to the order's refunded cents when the sum stays within `ceiling` (what was captured); false when it
   * would not. The condition is the rule itself, so it holds even without the lock. `ceiling` null: the money already
   * moved at the provider and counts whatever was held.
   */
  async holdRefund(manager: EntityManager, orderId: number, cents: Cents, ceiling: Cents | null): Promise<boolean> {
    const query = manager
      .createQueryBuilder()
      .update(Order)
      .set({ refundedCents: () => 'refundedCents + :cents' })
      .where('id = :orderId', { orderId, cents });
    if (ceiling !== null) query.andWhere('refundedCents + :cents <= :ceiling', { ceiling });
    return (await query.execute()).affected === 1;
  }

  /** A failed refund's cents are held no more. */
  async releaseRefund(manager: EntityManager, orderId: number, cents: Cents): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(Order)
      .set({ refundedCents: () => 'refundedCents - :cents' })
      .where('id = :orderId', { orderId, cents })
      .execute();
  }

  /** Moves the order to 'cancelled' when it is still in one of `from`; true when it moved. */
  async cancel(manager: EntityManager, orderId: number, from: readonly string[]): Promise<boolean> {
    const moved = await manager.update(
      Order,
      { id: orderId, orderStatus: In([...from]) },
      { orderStatus: 'cancelled' },
    );
    return moved.affected === 1;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { NotFound } from '../../common/errors/domain-errors';
import { CheckoutWriteLock } from '../checkout-write-lock';
import { Order } from '../order.entity';
import { OrderEvent } from '../../order-events/order-event.entity';
import { recordOrderNote } from '../../order-events/order-event-records';

/** Reads an order's history and adds staff notes to it (other events are written by order-event-records.ts). */
@Injectable()
export class OrderHistoryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lock: CheckoutWriteLock,
  ) {}

  /** Newest first; events written in one transaction share a time, so the id breaks the tie. */
  async list(orderId: number): Promise<OrderEvent[]> {
    await this.requireOrder(this.dataSource.manager, orderId);
    return this.dataSource
      .getRepository(OrderEvent)
      .find({ where: { orderId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async addNote(orderId: number, note: string): Promise<OrderEvent> {
    return this.lock.run(() =>
      this.dataSource.transaction(async (manager) => {
        await this.requireOrder(manager, orderId);
        return recordOrderNote(manager, orderId, note);
      }),
    );
  }

  private async requireOrder(manager: EntityManager, orderId: number): Promise<void> {
    const exists = await manager.exists(Order, { where: { id: orderId } });
    if (!exists) throw new NotFound('Order not found', `No order has the id ${orderId}.`);
  }
}

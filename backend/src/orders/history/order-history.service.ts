import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { NotFound } from '../../common/errors/domain-errors';
import { CheckoutWriteLock } from '../checkout-write-lock';
import { Order } from '../order.entity';
import { OrderEvent } from './order-event.entity';
import { NewOrderEvent, recordOrderEvents } from './order-event-records';

/** Reads an order's history and adds to it (staff notes; e-mails sent, for the mail outbox). */
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
        const saved = await manager.save(OrderEvent, manager.create(OrderEvent, { orderId, kind: 'note', note }));
        return manager.findOneByOrFail(OrderEvent, { id: saved.id });
      }),
    );
  }

  /**
   * Records an event; pass the manager of an open transaction to commit it with the fact it describes
   * (e.g. the outbox row of an e-mail: `{ orderId, kind: 'email_sent', toValue: 'confirmation' }`).
   */
  record(event: NewOrderEvent, manager?: EntityManager): Promise<void> {
    return manager
      ? recordOrderEvents(manager, [event])
      : this.lock.run(() => recordOrderEvents(this.dataSource.manager, [event]));
  }

  private async requireOrder(manager: EntityManager, orderId: number): Promise<void> {
    const exists = await manager.exists(Order, { where: { id: orderId } });
    if (!exists) throw new NotFound('Order not found', `No order has the id ${orderId}.`);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Page, pageOffset, PageRequest } from '../common/pagination';
import { OrderEmailsService } from '../mail/order-emails.service';
import { NotFound, ValidationProblem } from '../common/errors/domain-errors';
import { AdminOrderFilter, applyAdminOrderFilter } from './admin-order-filter';
import { CheckoutWriteLock } from './checkout-write-lock';
import { UpdateOrderDto } from './dto/update-order.dto';
import { fulfilmentEvents, recordOrderEvents } from './history/order-event-records';
import { parseIsoDate } from './iso-date';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';

export type OrderWithItems = Order & { items: OrderItem[] };

/** The back office's view of orders: search, page, read one, record fulfilment. */
@Injectable()
export class AdminOrdersService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(OrderItem) private readonly items: Repository<OrderItem>,
    private readonly lock: CheckoutWriteLock,
    private readonly orderEmails: OrderEmailsService,
  ) {}

  /** Newest first; `search` is a case-insensitive substring (both databases, whatever their collation). */
  async search(filter: AdminOrderFilter, request: PageRequest): Promise<Page<Order>> {
    const query = applyAdminOrderFilter(this.orders.createQueryBuilder('o'), filter);
    const [items, total] = await query.orderBy('o.createdAt', 'DESC').addOrderBy('o.id', 'DESC').skip(pageOffset(request)).take(request.pageSize).getManyAndCount();
    return { items, total, ...request };
  }

  async findOne(id: number): Promise<OrderWithItems> {
    const order = await this.orders.findOneBy({ id });
    if (!order) throw orderNotFound(id);
    const items = await this.items.find({ where: { orderId: id }, order: { id: 'ASC' } });
    return Object.assign(order, { items });
  }

  /**
   * Applies the fields sent and, in the same transaction, records one history event per stored value that changed.
   * Becoming shipped stamps shippedAt, once: a later re-ship keeps the first date.
   */
  async update(id: number, input: UpdateOrderDto): Promise<OrderWithItems> {
    const changes: Record<string, unknown> = {};
    if (input.trackingNumber !== undefined) changes.trackingNumber = input.trackingNumber;
    if (input.carrier !== undefined) changes.carrier = input.carrier;
    if (input.deliveredAt !== undefined) changes.deliveredAt = input.deliveredAt === null ? null : this.deliveredAt(input.deliveredAt);
    if (input.orderStatus !== undefined) {
      changes.orderStatus = input.orderStatus;
      // COALESCE in the same UPDATE, so two simultaneous "shipped" saves cannot both stamp it.
      if (input.orderStatus === 'shipped') changes.shippedAt = () => 'COALESCE(shippedAt, :now)';
    }
    if (Object.keys(changes).length === 0) {
      throw new ValidationProblem('Nothing to update', 'Send at least one of trackingNumber, orderStatus, deliveredAt and carrier.');
    }
    await this.lock.run(() =>
      this.orders.manager.transaction(async (manager) => {
        // The row lock (MySQL) keeps a simultaneous save from slipping between the "before" read and the update.
        const lock = manager.connection.options.type === 'mysql' ? { mode: 'pessimistic_write' as const } : undefined;
        const before = await manager.findOne(Order, { where: { id }, lock });
        if (!before) throw orderNotFound(id);
        await manager.createQueryBuilder().update(Order).set(changes).where('id = :id', { id, now: new Date() }).execute();
        const after = await manager.findOneByOrFail(Order, { id });
        await recordOrderEvents(manager, fulfilmentEvents(id, before, after));
        // The shipping e-mail is queued in the transaction that records "shipped" (its dedupe key keeps it to one per order).
        if (after.orderStatus === 'shipped' && before.orderStatus !== 'shipped') await this.orderEmails.queueOrderShipped(manager, after);
      }),
    );
    return this.findOne(id);
  }

  private deliveredAt(text: string): Date {
    const date = parseIsoDate(text);
    if (!date) throw new ValidationProblem(`deliveredAt "${text}" is not a real date.`);
    return date;
  }
}

function orderNotFound(id: number): NotFound {
  return new NotFound('Order not found', `No order has the id ${id}.`);
}

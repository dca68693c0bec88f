import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, SelectQueryBuilder } from 'typeorm';
import { Page, pageOffset, PageRequest } from '../common/pagination';
import type { PaymentCardDto } from './dto/payment-card.dto';
import { NotFound, ValidationProblem } from '../common/errors/domain-errors';
import { AdminOrderFilter, applyAdminOrderFilter, searchTerm } from './admin-order-filter';
import { CheckoutWriteLock } from './checkout-write-lock';
import { OrderRefundReads } from './order-refund-reads';
import { UpdateOrderDto } from './dto/update-order.dto';
import { recordOrderEvents } from '../order-events/order-event-records';
import { fulfilmentEvents } from './history/fulfilment-events';
import { parseIsoDate } from './iso-date';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';
import { rarestGram } from './order-search-grams';
import { OrderEvents } from '../order-events/order-events';
import { AWAITING_FULFILMENT } from './order-constants';

export type OrderWithItems = Order & { items: OrderItem[]; payment: PaymentCardDto | null };

/** The back office's view of orders: search, page, read one, record fulfilment. */
@Injectable()
export class AdminOrdersService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(OrderItem) private readonly items: Repository<OrderItem>,
    private readonly lock: CheckoutWriteLock,
    private readonly events: OrderEvents,
    private readonly refundReads: OrderRefundReads,
  ) {}

  /**
   * Newest first; `search` is a case-insensitive substring (both databases, whatever their collation).
   *
   * Cost at 100,000 orders (docs/benchmarks.md, "Back office at scale"): on MySQL a term of three or more characters
   * reads only the orders listed under its rarest gram (order-search-grams.ts); a shorter term, a term whose every gram
   * lists more than MAX_GRAM_CANDIDATES orders, and every search on SQLite look at every order once. Either way it is
   * one query that reads the page's ids and the total together (`COUNT(*) OVER ()`) instead of TypeORM's page query
   * plus a `COUNT(DISTINCT id)` that read the same rows a second time. Without a search, the page is read in order
   * from IDX_orders_created_at (50 index entries) and the total is a plain COUNT(*) over an index, where a window over
   * every order would cost more than the two. Either way the page's full rows are read by id.
   */
  async search(filter: AdminOrderFilter, request: PageRequest): Promise<Page<Order>> {
    const gram = filter.search ? await rarestGram(this.orders.manager, searchTerm(filter.search)) : undefined;
    const filtered = () => applyAdminOrderFilter(this.orders.createQueryBuilder('o'), filter, gram);
    const newestFirst = () => filtered().orderBy('o.createdAt', 'DESC').addOrderBy('o.id', 'DESC');
    // COUNT(*), not TypeORM's getCount (COUNT(DISTINCT id)): no join here can repeat an order.
    const count = async () =>
      Number((await filtered().select('COUNT(*)', 'n').getRawOne<{ n: number | string }>())?.n ?? 0);
    const page = (query: SelectQueryBuilder<Order>) => query.offset(pageOffset(request)).limit(request.pageSize);
    let ids: number[];
    let total: number;
    if (filter.search) {
      const rows = await page(newestFirst().select('o.id', 'id').addSelect('COUNT(*) OVER ()', 'total')).getRawMany<{
        id: number | string;
        total: number | string;
      }>();
      ids = rows.map((r) => Number(r.id));
      // A page past the end has no rows to carry the total: only then is it counted on its own.
      total = rows.length ? Number(rows[0].total) : await count();
    } else {
      const [rows, all] = await Promise.all([
        page(newestFirst().select('o.id', 'id')).getRawMany<{ id: number | string }>(),
        count(),
      ]);
      ids = rows.map((r) => Number(r.id));
      total = all;
    }
    return { items: await this.inOrder(ids), total, ...request };
  }

  /**
   * Orders paid and not yet shipped (every order is paid when placed: 'pending' or 'processing'), oldest first, so staff
   * see first who has waited longest; the first `limit` of them and how many there are.
   */
  async awaitingFulfilment(limit: number): Promise<Page<Order>> {
    const waiting = () =>
      this.orders.createQueryBuilder('o').where('o.orderStatus IN (:...statuses)', { statuses: AWAITING_FULFILMENT });
    const [items, total] = await Promise.all([
      waiting().orderBy('o.createdAt', 'ASC').addOrderBy('o.id', 'ASC').limit(limit).getMany(),
      waiting().getCount(),
    ]);
    return { items, total, page: 1, pageSize: limit };
  }

  /** The orders with these ids, in the order of the ids. */
  private async inOrder(ids: number[]): Promise<Order[]> {
    if (!ids.length) return [];
    const byId = new Map((await this.orders.findBy({ id: In(ids) })).map((o) => [o.id, o]));
    return ids.map((id) => byId.get(id)).filter((o): o is Order => o !== undefined);
  }

  async findOne(id: number): Promise<OrderWithItems> {
    const order = await this.orders.findOneBy({ id });
    if (!order) throw orderNotFound(id);
    const items = await this.items.find({ where: { orderId: id }, order: { id: 'ASC' } });
    const payment = await this.refundReads.paymentCard(this.orders.manager, order);
    return Object.assign(order, { items, payment });
  }

  /**
   * Applies the fields sent and, in the same transaction, records one history event per stored value that changed.
   * Becoming shipped stamps shippedAt, once: a later re-ship keeps the first date.
   */
  async update(id: number, input: UpdateOrderDto): Promise<OrderWithItems> {
    const changes: Record<string, unknown> = {};
    if (input.trackingNumber !== undefined) changes.trackingNumber = input.trackingNumber;
    if (input.carrier !== undefined) changes.carrier = input.carrier;
    if (input.deliveredAt !== undefined)
      changes.deliveredAt = input.deliveredAt === null ? null : this.deliveredAt(input.deliveredAt);
    if (input.orderStatus !== undefined) {
      changes.orderStatus = input.orderStatus;
      // COALESCE in the same UPDATE, so two simultaneous "shipped" saves cannot both stamp it.
      if (input.orderStatus === 'shipped') changes.shippedAt = () => 'COALESCE(shippedAt, :now)';
    }
    if (Object.keys(changes).length === 0) {
      throw new ValidationProblem(
        'Nothing to update',
        'Send at least one of trackingNumber, orderStatus, deliveredAt and carrier.',
      );
    }
    await this.lock.run(() =>
      this.orders.manager.transaction(async (manager) => {
        // The row lock (MySQL) keeps a simultaneous save from slipping between the "before" read and the update.
        const lock = manager.connection.options.type === 'mysql' ? { mode: 'pessimistic_write' as const } : undefined;
        const before = await manager.findOne(Order, { where: { id }, lock });
        if (!before) throw orderNotFound(id);
        await manager
          .createQueryBuilder()
          .update(Order)
          .set(changes)
          .where('id = :id', { id, now: new Date() })
          .execute();
        // With its items: the shipping e-mail lists what is in the parcel.
        const after = await manager.findOneOrFail(Order, { where: { id }, relations: { items: true } });
        await recordOrderEvents(manager, fulfilmentEvents(id, before, after));
        // The shipping e-mail is queued in the transaction that records "shipped" (its dedupe key keeps it to one per order).
        if (after.orderStatus === 'shipped' && before.orderStatus !== 'shipped')
          await this.events.orderShipped(manager, after);
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

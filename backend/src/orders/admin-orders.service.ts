import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository, SelectQueryBuilder } from 'typeorm';
import { Page, pageOffset, PageRequest } from '../common/pagination';
import { OrderEmailsService } from '../mail/order-emails.service';
import { ShopError } from '../common/shop-error';
import { serializeOnSqlite } from '../common/sqlite-write-lock';
import { UpdateOrderDto } from './dto/update-order.dto';
import { parseIsoDate } from './iso-date';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';

/** Columns the back-office search looks in (spec section 5); the order number is compared as text. */
const SEARCHED_COLUMNS = ['CAST(o.orderNumber AS CHAR)', 'o.storeCode', 'o.customerName', 'o.customerEmail', 'o.shippingCity', 'o.shippingState'];

/** `!` escapes LIKE's wildcards the same way on MySQL and SQLite (backslash is not portable). */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

export type OrderWithItems = Order & { items: OrderItem[] };

/** The back office's view of orders: search, page, read one, record fulfilment. */
@Injectable()
export class AdminOrdersService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(OrderItem) private readonly items: Repository<OrderItem>,
    private readonly orderEmails: OrderEmailsService,
  ) {}

  /** Newest first; `search` is a case-insensitive substring (both databases, whatever their collation). */
  async search(search: string | undefined, request: PageRequest): Promise<Page<Order>> {
    const query = this.orders.createQueryBuilder('o');
    if (search) this.whereMatches(query, search);
    const [items, total] = await query.orderBy('o.createdAt', 'DESC').addOrderBy('o.id', 'DESC').skip(pageOffset(request)).take(request.pageSize).getManyAndCount();
    return { items, total, ...request };
  }

  async findOne(id: number): Promise<OrderWithItems> {
    const order = await this.orders.findOneBy({ id });
    if (!order) throw orderNotFound(id);
    const items = await this.items.find({ where: { orderId: id }, order: { id: 'ASC' } });
    return Object.assign(order, { items });
  }

  /** Applies the fields sent. Becoming shipped stamps shippedAt, once: a later re-ship keeps the first date. */
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
      throw new ShopError(400, 'Nothing to update', 'Send at least one of trackingNumber, orderStatus, deliveredAt and carrier.');
    }
    // The shipping e-mail is queued in the transaction that records "shipped" (its dedupe key keeps it to one per order).
    const dataSource = this.orders.manager.connection;
    await serializeOnSqlite(dataSource, () =>
      dataSource.transaction(async (manager) => {
        const result = await manager.getRepository(Order).createQueryBuilder().update().set(changes).where('id = :id', { id, now: new Date() }).execute();
        if (!result.affected) throw orderNotFound(id);
        if (input.orderStatus === 'shipped') await this.orderEmails.queueOrderShipped(manager, await manager.findOneByOrFail(Order, { id }));
      }),
    );
    return this.findOne(id);
  }

  private deliveredAt(text: string): Date {
    const date = parseIsoDate(text);
    if (!date) throw new ShopError(400, `deliveredAt "${text}" is not a real date.`);
    return date;
  }

  private whereMatches(query: SelectQueryBuilder<Order>, search: string): void {
    query.where(
      new Brackets((any) => {
        for (const column of SEARCHED_COLUMNS) any.orWhere(`LOWER(${column}) LIKE :pattern ESCAPE '!'`);
      }),
      { pattern: likePattern(search) },
    );
  }
}

function orderNotFound(id: number): ShopError {
  return new ShopError(404, 'Order not found', `No order has the id ${id}.`);
}

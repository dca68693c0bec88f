import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { In, Repository } from 'typeorm';
import { csvRow, CsvValue, UTF8_BOM } from '../common/csv';
import { centsToDecimal, toCents } from '../common/money';
import { AdminOrderFilter, applyAdminOrderFilter, searchTerm } from './admin-order-filter';
import { OrderItem } from './order-item.entity';
import { CompletedRefunds, OrderRefundReads } from './order-refund-reads';
import { Order } from './order.entity';
import { rarestGram } from './order-search-grams';
import { ConcurrencyGate } from '../common/concurrency-gate';
import { localIsoTime } from '../common/shop-time-zone';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/**
 * Orders read per query: small enough that a batch's objects are collected young instead of being promoted to V8's
 * old generation (which makes RSS grow with the export), large enough to keep the queries few.
 */
export const EXPORT_BATCH_SIZE = 500;
/**
 * Orders per slice on SQLite, whose driver reads synchronously: a slice holds the event loop while it is read,
 * and the export yields to it between slices, so other requests (a third export's 503 too) are answered meanwhile.
 */
export const SQLITE_EXPORT_SLICE = 100;
/** Exports that may stream at once: each holds a connection and buffers, and five at once more than doubled the heap. */
export const MAX_CONCURRENT_EXPORTS = 2;

/** What a row is written from besides its order: its lines, the shop's time zone and its completed refunds. */
interface RowContext {
  items: OrderItem[];
  timeZone: string;
  refunds: CompletedRefunds;
}

/** The two downloads: one row per order, or one row per order line (for an accountant's sums by product). */
export type ExportKind = 'orders' | 'lines';

type BillingField = 'Address' | 'City' | 'State' | 'Zip';

/** The billing address as charged: an order whose billing equals its shipping stores none, so the shipping one. */
function billing(o: Order, field: BillingField): string | null {
  const same = o.billingAddress === null;
  switch (field) {
    case 'Address':
      return same ? o.shippingAddress : o.billingAddress;
    case 'City':
      return same ? o.shippingCity : o.billingCity;
    case 'State':
      return same ? o.shippingState : o.billingState;
    case 'Zip':
      return same ? o.shippingZip : o.billingZip;
  }
}

// Times on the shop's clock with their offset (SHOP_TIME_ZONE): a spreadsheet reads the day staff mean, and the
// offset keeps the instant exact.
const COLUMNS: Array<[header: string, value: (order: Order, row: RowContext) => CsvValue]> = [
  ['Order Number', (o) => o.orderNumber],
  ['Store', (o) => o.storeCode],
  ['Placed At', (o, row) => shopTime(o.createdAt, row.timeZone)],
  ['Status', (o) => o.orderStatus],
  ['Customer Name', (o) => o.customerName],
  ['Email', (o) => o.customerEmail],
  ['Phone', (o) => o.customerPhone],
  ['Shipping Address', (o) => o.shippingAddress],
  ['Shipping City', (o) => o.shippingCity],
  ['Shipping State', (o) => o.shippingState],
  ['Shipping Zip', (o) => o.shippingZip],
  ['Billing Address', (o) => billing(o, 'Address')],
  ['Billing City', (o) => billing(o, 'City')],
  ['Billing State', (o) => billing(o, 'State')],
  ['Billing Zip', (o) => billing(o, 'Zip')],
  ['Items', (_o, row) => row.items.map(describeItem).join('; ')],
  ['Subtotal', (o) => o.subtotal],
  ['Promo Code', (o) => o.promoCode],
  ['Discount', (o) => o.discountAmount],
  ['Shipping', (o) => o.shippingAmount],
  ['Tax', (o) => o.taxAmount],
  ['Tax state', (o) => o.taxState],
  ['Total', (o) => o.total],
  // Completed refunds, and what the shop keeps of the total after them.
  ['Refunded', (_o, row) => centsToDecimal(row.refunds.cents)],
  ['Refund Dates', (_o, row) => row.refunds.dates.map((date) => shopTime(date, row.timeZone)).join('; ')],
  ['Net', (o, row) => centsToDecimal(toCents(o.total) - row.refunds.cents)],
  ['Payment ID', (o) => o.paymentId],
  ['Tracking Number', (o) => o.trackingNumber],
  ['Carrier', (o) => o.carrier],
  ['Shipped At', (o, row) => shopTime(o.shippedAt, row.timeZone)],
  ['Delivered At', (o, row) => shopTime(o.deliveredAt, row.timeZone)],
  ['Notes', (o) => o.customerNotes],
  ['Renewal Of Subscription', (o) => o.renewalOf],
];

export const EXPORT_HEADERS = COLUMNS.map(([header]) => header);

/** Per line: what it charged before tax; the lines of an order add up to its subtotal less its discount. */
const LINE_COLUMNS: Array<[header: string, value: (order: Order, line: OrderItem, timeZone: string) => CsvValue]> = [
  ['Order Number', (o) => o.orderNumber],
  ['Placed At', (o, _l, timeZone) => shopTime(o.createdAt, timeZone)],
  ['Product', (_o, l) => l.productName],
  ['Scent', (_o, l) => l.scent],
  ['Size', (_o, l) => l.size],
  ['Quantity', (_o, l) => l.quantity],
  ['Unit Price', (_o, l) => l.price],
  ['Line Discount', (_o, l) => l.discount],
  ['Line Total', (_o, l) => centsToDecimal(toCents(l.price) * l.quantity - toCents(l.discount))],
];

export const LINE_EXPORT_HEADERS = LINE_COLUMNS.map(([header]) => header);

const NO_REFUNDS: CompletedRefunds = { cents: 0, dates: [] };

function shopTime(date: Date | null, timeZone: string): string | null {
  return date ? localIsoTime(date.getTime(), timeZone) : null;
}

/** "Hand Soap No. 42 (42, 16 oz) x2 @ 18.00": name, then scent and size when known, quantity and unit price. */
export function describeItem(item: Pick<OrderItem, 'productName' | 'scent' | 'size' | 'quantity' | 'price'>): string {
  const details = [item.scent, item.size].filter(Boolean).join(', ');
  return `${item.productName}${details ? ` (${details})` : ''} x${item.quantity} @ ${item.price}`;
}

/**
 * The CSV downloads of the orders a filter selects (all by default), oldest first, read in batches: one row per order,
 * or one row per order line.
 */
@Injectable()
export class OrderCsvExportService {
  private readonly exportSlots = new ConcurrencyGate(MAX_CONCURRENT_EXPORTS);

  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(OrderItem) private readonly items: Repository<OrderItem>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly refundReads: OrderRefundReads,
  ) {}

  /** A file name for today's export, e.g. orders-2025-10-24.csv or order-lines-2025-10-24.csv (UTC date). */
  fileName(kind: ExportKind = 'orders', now = new Date()): string {
    return `${kind === 'lines' ? 'order-lines' : 'orders'}-${now.toISOString().slice(0, 10)}.csv`;
  }

  /**
   * A stream that pulls the next batch only when the reader wants more, so memory stays flat whatever the
   * number of orders, and a client that goes away stops the queries.
   */
  stream(filter: AdminOrderFilter = {}, kind: ExportKind = 'orders'): Readable {
    return Readable.from(this.chunks(filter, kind), { objectMode: false, highWaterMark: 1 });
  }

  /** Like `stream`, or undefined when MAX_CONCURRENT_EXPORTS are already running; the slot frees when the stream closes. */
  tryStream(filter: AdminOrderFilter = {}, kind: ExportKind = 'orders'): Readable | undefined {
    const release = this.exportSlots.tryEnter();
    if (!release) return undefined;
    const stream = this.stream(filter, kind);
    stream.once('close', release);
    return stream;
  }

  private async *chunks(filter: AdminOrderFilter, kind: ExportKind): AsyncGenerator<string> {
    yield UTF8_BOM + csvRow(kind === 'lines' ? LINE_EXPORT_HEADERS : EXPORT_HEADERS);
    // Narrowed like the list's search (same rows): each batch reads the gram's orders above afterId only.
    const gram = filter.search ? await rarestGram(this.orders.manager, searchTerm(filter.search)) : undefined;
    // Keyset pagination by id: each batch is an index range scan, not an ever-growing OFFSET.
    const batchSize =
      this.orders.manager.connection.options.type === 'better-sqlite3' ? SQLITE_EXPORT_SLICE : EXPORT_BATCH_SIZE;
    let afterId = 0;
    for (;;) {
      // Every batch starts on a new turn of the event loop (a synchronous driver would otherwise never give it back).
      await nextTurn();
      const query = applyAdminOrderFilter(this.orders.createQueryBuilder('o'), filter, gram).andWhere(
        'o.id > :afterId',
        { afterId },
      );
      const batch = await query.orderBy('o.id', 'ASC').limit(batchSize).getMany();
      if (batch.length === 0) return;
      const lines = await this.items.find({
        where: { orderId: In(batch.map((o) => o.id)) },
        order: { orderId: 'ASC', id: 'ASC' },
      });
      const linesByOrder = new Map<number, OrderItem[]>();
      for (const line of lines) {
        const list = linesByOrder.get(line.orderId);
        if (list) list.push(line);
        else linesByOrder.set(line.orderId, [line]);
      }
      const timeZone = this.config.shopTimeZone;
      if (kind === 'lines') {
        yield batch
          .flatMap((order) =>
            (linesByOrder.get(order.id) ?? []).map((line) =>
              csvRow(LINE_COLUMNS.map(([, value]) => value(order, line, timeZone))),
            ),
          )
          .join('');
      } else {
        const refunds = await this.refundReads.completedRefunds(
          this.orders.manager,
          batch.map((o) => o.id),
        );
        yield batch
          .map((order) => {
            const row: RowContext = {
              items: linesByOrder.get(order.id) ?? [],
              timeZone,
              refunds: refunds.get(order.id) ?? NO_REFUNDS,
            };
            return csvRow(COLUMNS.map(([, value]) => value(order, row)));
          })
          .join('');
      }
      afterId = batch[batch.length - 1].id;
    }
  }
}

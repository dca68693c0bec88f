import { DataSource } from 'typeorm';
import { OrderItem } from '../../src/orders/order-item.entity';
import { Order } from '../../src/orders/order.entity';
import { indexOrdersForSearch, SearchedFields } from '../../src/orders/order-search-grams';

/** Rows per INSERT: well inside SQLite's bound-variable limit (27 columns x 500) and MySQL's packet size. */
const ROWS_PER_INSERT = 500;
const STATES = ['IN', 'OH', 'IL', 'MI', 'KY'];

/** Changes to synthetic order n (its fields, and its lines in place of the two default ones). */
export type BulkOrderShape = (n: number) => { order?: Partial<Order>; items?: Array<Partial<OrderItem>> };

/**
 * Inserts `count` synthetic orders with explicit ids from `firstId` (so items can point at them without
 * reading ids back), two lines each, using multi-row INSERTs in one transaction per chunk, with their search grams.
 * Order n has orderNumber firstId + n and its first line has quantity (n % 5) + 1, so a reader can check.
 */
export async function insertOrdersInBulk(
  dataSource: DataSource,
  count: number,
  firstId: number,
  onProgress?: (done: number) => void,
  shape?: BulkOrderShape,
): Promise<void> {
  for (let start = 0; start < count; start += ROWS_PER_INSERT) {
    const orders: Array<Partial<Order>> = [];
    const items: Array<Partial<OrderItem>> = [];
    for (let n = start; n < Math.min(count, start + ROWS_PER_INSERT); n++) {
      const id = firstId + n;
      const custom = shape?.(n) ?? {};
      orders.push({
        id,
        orderNumber: id,
        storeCode: 'NHA',
        customerName: `Customer ${n}`,
        customerEmail: `customer${n}@example.com`,
        customerPhone: '+1 317 555 0100',
        customerNotes: n % 10 === 0 ? 'Leave at the door, please' : null,
        shippingAddress: `${n} Elm Street, Apt 3`,
        shippingCity: 'Indianapolis',
        shippingState: STATES[n % STATES.length],
        shippingZip: '46204',
        subtotal: '68.00',
        total: '68.00',
        paymentId: `PAY-${id}`,
        orderStatus: 'pending',
        createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000),
        ...custom.order,
      });
      if (custom.items) items.push(...custom.items.map((item) => ({ ...item, orderId: id })));
      else
        items.push(
          {
            orderId: id,
            productName: 'Hand Soap No. 42',
            scent: '42',
            size: '16 oz',
            quantity: (n % 5) + 1,
            price: '18.00',
          },
          { orderId: id, productName: 'Soy Wax Candle No. 09', scent: '09', size: '8 oz', quantity: 1, price: '32.00' },
        );
    }
    await dataSource.transaction(async (manager) => {
      await manager.createQueryBuilder().insert().into(Order).values(orders).updateEntity(false).execute();
      await manager.createQueryBuilder().insert().into(OrderItem).values(items).updateEntity(false).execute();
      await indexOrdersForSearch(manager, orders as Array<SearchedFields & Pick<Order, 'id'>>);
    });
    onProgress?.(start + orders.length);
  }
}

import { DataSource, DeepPartial } from 'typeorm';
import { OrderItem } from '../../src/orders/order-item.entity';
import { Order } from '../../src/orders/order.entity';
import { indexOrdersForSearch } from '../../src/orders/order-search-grams';

export type OrderSeed = DeepPartial<Order> & { items?: Array<DeepPartial<OrderItem>> };

let nextOrderNumber = 1000;

/**
 * Writes an order straight through the repositories (order placement is a separate feature), with
 * plausible defaults for every required column; `createdAt` may be given to control "newest first".
 * Its search grams are written as placement writes them (MySQL), so the back office's search finds it.
 */
export async function insertOrder(dataSource: DataSource, seed: OrderSeed = {}): Promise<Order> {
  const {
    items = [{ productName: 'Hand Soap No. 42', scent: '42', size: '16 oz', quantity: 2, price: '18.00' }],
    ...fields
  } = seed;
  const orders = dataSource.getRepository(Order);
  const saved = await orders.save(
    orders.create({
      orderNumber: nextOrderNumber++,
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      shippingAddress: '12 Elm Street',
      shippingCity: 'Indianapolis',
      shippingState: 'IN',
      shippingZip: '46204',
      subtotal: '36.00',
      total: '36.00',
      ...fields,
    }),
  );
  await indexOrdersForSearch(dataSource.manager, [saved]);
  await dataSource.getRepository(OrderItem).insert(items.map((item) => ({ ...item, orderId: saved.id })));
  return saved;
}

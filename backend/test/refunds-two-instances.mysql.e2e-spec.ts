import { InventoryEvent } from '../src/catalog/inventory/inventory-event.entity';
import { ProductStock } from '../src/catalog/inventory/product-stock.entity';
import { OrderItem } from '../src/orders/order-item.entity';
import { Order } from '../src/orders/order.entity';
import { DemoRefund } from '../src/payments/demo/demo-refund.entity';
import { OrderRefund } from '../src/refunds/order-refund.entity';
import { BEARER_HEADER, PASSWORD_HEADER } from './support/admin-headers';
import { payWithDemoWallet, productIds } from './support/checkout-fixtures';
import { createIsolatedDatabase, IsolatedDatabase } from './support/test-database';
import { startTestApp, TestApp } from './support/test-app';

describe('two app instances refunding one order at once on MariaDB', () => {
  let database: IsolatedDatabase;
  let apps: TestApp[];
  beforeAll(async () => {
    database = await createIsolatedDatabase();
    apps = [await startTestApp({ ...database.env }), await startTestApp({ ...database.env, SEED_ON_START: 'false' })];
  });
  afterAll(async () => {
    for (const t of apps) await t.app.close();
    await database.drop();
  });

  it('10 simultaneous refunds of the whole amount, split over both instances: exactly one refunds, nine hear 409 with what remains', async () => {
    const [a] = apps;
    const ids = await productIds(a.dataSource);
    const { capture } = await payWithDemoWallet(
      a.http,
      [{ productId: ids['soy-wax-candle-no-92'], size: '8 oz', quantity: 2 }],
      '68.00',
    );
    const orderId = capture.body.orderId as number;

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        apps[i % 2].http
          .post(`/api/admin/orders/${orderId}/refunds`)
          .set(BEARER_HEADER)
          .send({ reason: `Staff member ${i}` }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const refused of answers.filter((r) => r.status === 409))
      expect(refused.body.message).toMatch(
        /^(Only 0\.00 USD remains|The refund of 68\.00 USD is more than the 0\.00 USD)/,
      );

    expect(await a.dataSource.getRepository(OrderRefund).findBy({ orderId })).toEqual([
      expect.objectContaining({ amountCents: 6800, status: 'completed' }),
    ]);
    expect((await a.dataSource.getRepository(Order).findOneByOrFail({ id: orderId })).refundedCents).toBe(6800);
    expect(await a.dataSource.getRepository(DemoRefund).count()).toBe(1);
  });

  it('20 simultaneous refunds of one unit of a 3-unit line with restock, over both instances: 3 refund, stock rises by 3', async () => {
    const [a] = apps;
    const ids = await productIds(a.dataSource);
    const candle = ids['soy-wax-candle-no-92'];
    await a.http
      .patch(`/api/admin/products/${candle}`)
      .set(PASSWORD_HEADER)
      .send({ inventory: [{ size: '8 oz', quantity: 10 }] })
      .expect(200);
    // A second line keeps cents to spare, so only the count of the candle's units can stop the fourth refund.
    const { capture } = await payWithDemoWallet(
      a.http,
      [
        { productId: candle, size: '8 oz', quantity: 3 },
        { productId: ids['room-mist-no-62'], size: '16 oz', quantity: 2 },
      ],
      '146.00',
    );
    const orderId = capture.body.orderId as number;
    const stock = async () =>
      (await a.dataSource.getRepository(ProductStock).findOneByOrFail({ productId: candle, size: '8 oz' })).quantity;
    expect(await stock()).toBe(7);
    const line = await a.dataSource.getRepository(OrderItem).findOneByOrFail({ orderId, productId: candle });

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        apps[i % 2].http
          .post(`/api/admin/orders/${orderId}/refunds`)
          .set(BEARER_HEADER)
          .send({ lines: [{ orderItemId: line.id, quantity: 1 }], reason: `Broken jar ${i}`, restock: true }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    // The others hear that no unit (or no cent) is left: never a 5xx.
    expect(statuses.filter((s) => s !== 201).every((s) => s === 400 || s === 409)).toBe(true);

    const refunds = await a.dataSource.getRepository(OrderRefund).findBy({ orderId });
    expect(refunds.map((r) => r.status)).toEqual(['completed', 'completed', 'completed']);
    expect(refunds.flatMap((r) => r.lines ?? []).reduce((units, l) => units + l.quantity, 0)).toBe(3);
    expect(refunds.reduce((cents, r) => cents + r.amountCents, 0)).toBe(10200);
    expect((await a.dataSource.getRepository(Order).findOneByOrFail({ id: orderId })).refundedCents).toBe(10200);
    expect(await stock()).toBe(10);
    const returned = await a.dataSource.getRepository(InventoryEvent).findBy({ orderId, reason: 'returned' });
    expect(returned.reduce((units, e) => units + e.delta, 0)).toBe(3);
  });

  it('10 simultaneous refunds with one requestId, over both instances: one refund, the rest its card or 409, no 5xx', async () => {
    const [a] = apps;
    const ids = await productIds(a.dataSource);
    const { capture } = await payWithDemoWallet(
      a.http,
      [{ productId: ids['soy-wax-candle-no-92'], size: '8 oz', quantity: 1 }],
      '34.00',
    );
    const orderId = capture.body.orderId as number;
    const requestId = '3f0c2a7e-8d41-4b6a-9e25-7c1d0b9a4e11';
    const demoRefundsBefore = await a.dataSource.getRepository(DemoRefund).count();

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        apps[i % 2].http
          .post(`/api/admin/orders/${orderId}/refunds`)
          .set(BEARER_HEADER)
          .send({ amount: '5.00', reason: 'Scratched lid', requestId }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses).toContain(201);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    for (const answer of answers.filter((r) => r.status === 201))
      expect(answer.body).toMatchObject({ refunded: '5.00', refunds: [{ requestId, status: 'completed' }] });

    expect(await a.dataSource.getRepository(OrderRefund).findBy({ orderId })).toEqual([
      expect.objectContaining({ amountCents: 500, status: 'completed', requestId }),
    ]);
    expect((await a.dataSource.getRepository(Order).findOneByOrFail({ id: orderId })).refundedCents).toBe(500);
    expect(await a.dataSource.getRepository(DemoRefund).count()).toBe(demoRefundsBefore + 1);
    // Once it has settled, the same request answers with the first refund.
    await apps[1].http
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set(BEARER_HEADER)
      .send({ amount: '5.00', reason: 'Scratched lid', requestId })
      .expect(201);
  });
});

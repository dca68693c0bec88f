import { Order } from '../src/orders/order.entity';
import { DemoRefund } from '../src/payments/demo/demo-refund.entity';
import { OrderRefund } from '../src/refunds/order-refund.entity';
import { BEARER_HEADER } from './support/admin-headers';
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
});

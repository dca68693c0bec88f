import { Order } from '../src/orders/order.entity';
import { paymentOrderBody, productIds } from './support/checkout-fixtures';
import { startTestApp, TestApp } from './support/test-app';

describe('order numbers under concurrency (MySQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PAYMENT_PROVIDER: 'demo' });
  });
  afterAll(() => t.close());

  it('200 orders captured at once get 200 distinct order numbers, and the next one a higher number', async () => {
    const ids = await productIds(t.dataSource);
    const items = [{ productId: ids['dish-soap-no-09'], size: '16 oz', quantity: 1 }];
    const paymentIds: string[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const created = await Promise.all(
        Array.from({ length: 20 }, () => t.http.post('/order').send(paymentOrderBody(items, '16.00')).expect(201)),
      );
      paymentIds.push(...created.map((r) => r.body.id as string));
    }
    await Promise.all(paymentIds.map((id) => t.http.post(`/order/${id}/approve`).expect(200)));

    const captures = await Promise.all(paymentIds.map((id) => t.http.post(`/order/${id}/capture`)));
    expect(captures.map((r) => r.status)).toEqual(paymentIds.map(() => 200));
    const numbers = captures.map((r) => r.body.orderNumber as number);
    expect(new Set(numbers).size).toBe(200);

    const rows = await t.dataSource.getRepository(Order).find({ order: { id: 'ASC' } });
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((r) => r.orderNumber)).size).toBe(200);
    expect(Math.min(...numbers)).toBeGreaterThan(1000);

    // An order placed after all of them gets a higher number than any of them (numbers only grow).
    const next = await t.http.post('/order').send(paymentOrderBody(items, '16.00')).expect(201);
    await t.http.post(`/order/${next.body.id}/approve`).expect(200);
    const last = await t.http.post(`/order/${next.body.id}/capture`).expect(200);
    expect(last.body.orderNumber).toBeGreaterThan(Math.max(...numbers));
  });
});

import { BEARER_HEADER } from './support/admin-headers';
import { insertOrder } from './support/insert-orders';
import { startTestApp, TestApp } from './support/test-app';

describe('GET /api/admin/orders/awaiting-fulfilment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists paid orders not yet shipped, oldest first, and counts them all', async () => {
    const day = (n: number) => new Date(Date.UTC(2025, 9, n, 12));
    await insertOrder(t.dataSource, { orderNumber: 5003, orderStatus: 'processing', createdAt: day(3) });
    await insertOrder(t.dataSource, { orderNumber: 5001, orderStatus: 'pending', createdAt: day(1) });
    await insertOrder(t.dataSource, { orderNumber: 5002, orderStatus: 'shipped', createdAt: day(2) });
    await insertOrder(t.dataSource, { orderNumber: 5004, orderStatus: 'delivered', createdAt: day(4) });
    await insertOrder(t.dataSource, { orderNumber: 5005, orderStatus: 'cancelled', createdAt: day(5) });
    for (let n = 0; n < 11; n++)
      await insertOrder(t.dataSource, { orderNumber: 6000 + n, orderStatus: 'pending', createdAt: day(10 + n) });

    const res = await t.http.get('/api/admin/orders/awaiting-fulfilment').set(BEARER_HEADER).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.total).toBe(13);
    expect(res.body.items.map((o: { orderNumber: number }) => o.orderNumber)).toEqual([
      5001, 5003, 6000, 6001, 6002, 6003, 6004, 6005, 6006, 6007,
    ]);
  });

  it('is for staff only', async () => {
    await t.http.get('/api/admin/orders/awaiting-fulfilment').expect(401);
  });
});

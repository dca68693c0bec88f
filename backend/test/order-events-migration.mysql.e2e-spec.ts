import { OrderEvents1764300000000 } from '../src/database/migrations/1764300000000-order-events';
import { OrderEvent } from '../src/order-events/order-event.entity';
import { insertOrder } from './support/insert-orders';
import { startTestApp, TestApp } from './support/test-app';
import { rerunMigration } from './support/rerun-migration';

describe('order_events migration (MySQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('starts the history of orders placed before it with their placement, at their placement time', async () => {
    const placedAt = new Date(Date.UTC(2025, 9, 1, 12, 30));
    const older = await insertOrder(t.dataSource, { orderNumber: 9901, createdAt: placedAt });
    await rerunMigration(t.dataSource, new OrderEvents1764300000000());
    const events = await t.dataSource.getRepository(OrderEvent).find({ where: { orderId: older.id } });
    expect(events.map((e) => [e.kind, e.createdAt.toISOString(), e.fromValue, e.toValue, e.note])).toEqual([
      ['placed', placedAt.toISOString(), null, null, null],
    ]);
  });
});

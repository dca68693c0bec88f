import { OrderEvent } from '../src/order-events/order-event.entity';
import { recordOrderEvents } from '../src/order-events/order-event-records';
import { BEARER_HEADER } from './support/admin-headers';
import { payWithDemoWallet, productIds } from './support/checkout-fixtures';
import { insertOrder } from './support/insert-orders';
import { startTestApp, TestApp } from './support/test-app';

describe('order history (order_events, /api/admin/orders/{id}/events and /notes)', () => {
  let t: TestApp;
  const events = (orderId: number) => t.http.get(`/api/admin/orders/${orderId}/events`).set(BEARER_HEADER).expect(200);
  const kinds = (body: Array<{ kind: string }>) => body.map((e) => e.kind);
  const patch = (orderId: number, body: Record<string, unknown>) =>
    t.http.patch(`/api/admin/orders/${orderId}`).set(BEARER_HEADER).send(body);
  const stored = (orderId: number) => t.dataSource.getRepository(OrderEvent).count({ where: { orderId } });

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('records the placement of a paid order as its first event', async () => {
    const ids = await productIds(t.dataSource);
    const { capture } = await payWithDemoWallet(
      t.http,
      [{ productId: ids['dish-soap-no-62'], size: '16 oz', quantity: 1 }],
      '16.00',
    );
    expect(capture.status).toBe(200);
    const res = await events(capture.body.orderId);
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        orderId: capture.body.orderId,
        createdAt: expect.any(String),
        kind: 'placed',
        fromValue: null,
        toValue: null,
        note: null,
      },
    ]);
    expect(res.headers['cache-control']).toBe('no-store');
    // Replaying the placement (POST /api/orders with the same payment) adds nothing.
    expect(await stored(capture.body.orderId)).toBe(1);
  });

  it('writes one event per changed field, and none for a PATCH that changes nothing', async () => {
    const order = await insertOrder(t.dataSource, { orderNumber: 8101 });
    await patch(order.id, { orderStatus: 'processing' }).expect(200);
    await patch(order.id, { orderStatus: 'shipped', trackingNumber: '1Z999AA10123456784', carrier: 'UPS' }).expect(200);
    expect(await stored(order.id)).toBe(3);

    // The same values again (the tracking number only differs by spaces the server trims): nothing changed.
    await patch(order.id, { orderStatus: 'shipped', trackingNumber: ' 1Z999AA10123456784 ', carrier: 'UPS' }).expect(
      200,
    );
    expect(await stored(order.id)).toBe(3);

    await patch(order.id, { deliveredAt: '2025-10-24', orderStatus: 'delivered' }).expect(200);
    await patch(order.id, { deliveredAt: '2025-10-24' }).expect(200);
    await patch(order.id, { trackingNumber: '' }).expect(200);

    const res = await events(order.id);
    expect(res.body.map((e: OrderEvent) => [e.kind, e.fromValue, e.toValue])).toEqual([
      ['tracking_changed', '1Z999AA10123456784', null],
      ['delivered_at_changed', null, '2025-10-24T00:00:00.000Z'],
      ['status_changed', 'shipped', 'delivered'],
      ['tracking_changed', null, '1Z999AA10123456784'],
      ['status_changed', 'processing', 'shipped'],
      ['status_changed', 'pending', 'processing'],
    ]);
  });

  it('keeps events and the change together: a refused PATCH writes neither', async () => {
    const order = await insertOrder(t.dataSource, { orderNumber: 8102 });
    await patch(order.id, { orderStatus: 'lost' }).expect(400);
    await patch(order.id, { deliveredAt: '2025-02-30' }).expect(400);
    await patch(987654, { orderStatus: 'shipped' }).expect(404);
    expect(await stored(order.id)).toBe(0);
    expect(await t.dataSource.getRepository(OrderEvent).count({ where: { orderId: 987654 } })).toBe(0);
  });

  it('adds staff notes, newest first among the other events', async () => {
    const order = await insertOrder(t.dataSource, { orderNumber: 8103 });
    const first = await t.http
      .post(`/api/admin/orders/${order.id}/notes`)
      .set(BEARER_HEADER)
      .send({ note: '  Customer called about the delivery day.  ' })
      .expect(201);
    expect(first.body).toMatchObject({
      orderId: order.id,
      kind: 'note',
      note: 'Customer called about the delivery day.',
      fromValue: null,
      toValue: null,
    });
    await patch(order.id, { orderStatus: 'cancelled' }).expect(200);
    await t.http
      .post(`/api/admin/orders/${order.id}/notes`)
      .set(BEARER_HEADER)
      .send({ note: 'Refunded in PayPal.' })
      .expect(201);
    const res = await events(order.id);
    expect(kinds(res.body)).toEqual(['note', 'status_changed', 'note']);
    expect(res.body[0].note).toBe('Refunded in PayPal.');
  });

  it.each([
    ['an empty note', { note: '   ' }, /note must not be empty/],
    ['a missing note', {}, /note must be text/],
    ['a note that is too long', { note: 'x'.repeat(2001) }, /note must be at most 2000 characters/],
  ])('refuses %s with a 400', async (_label, body, message) => {
    const order = await insertOrder(t.dataSource);
    const res = await t.http.post(`/api/admin/orders/${order.id}/notes`).set(BEARER_HEADER).send(body).expect(400);
    expect(res.body.message).toMatch(message);
    expect(await stored(order.id)).toBe(0);
  });

  it('answers 404 for the events and notes of an order that does not exist', async () => {
    await t.http.get('/api/admin/orders/987654/events').set(BEARER_HEADER).expect(404);
    await t.http.post('/api/admin/orders/987654/notes').set(BEARER_HEADER).send({ note: 'x' }).expect(404);
  });

  it('lists an e-mail sent that the mail outbox recorded', async () => {
    const order = await insertOrder(t.dataSource);
    await recordOrderEvents(t.dataSource.manager, [{ orderId: order.id, kind: 'email_sent', toValue: 'confirmation' }]);
    expect(kinds((await events(order.id)).body)).toEqual(['email_sent']);
  });

  it('needs the bearer password', async () => {
    const order = await insertOrder(t.dataSource);
    await t.http.get(`/api/admin/orders/${order.id}/events`).expect(401);
    await t.http.post(`/api/admin/orders/${order.id}/notes`).send({ note: 'x' }).expect(401);
  });
});

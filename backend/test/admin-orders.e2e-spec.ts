import { Order } from '../src/orders/order.entity';
import { BEARER_HEADER, freshAddress, PASSWORD_HEADER } from './support/admin-headers';
import { insertOrder } from './support/insert-orders';
import { startTestApp, TestApp } from './support/test-app';

describe('order management (/api/admin/orders)', () => {
  let t: TestApp;
  const list = (query = '') => t.http.get(`/api/admin/orders${query}`).set(BEARER_HEADER);
  const numbers = (body: { items: Order[] }) => body.items.map((o) => o.orderNumber);
  const orders: Record<string, Order> = {};

  beforeAll(async () => {
    t = await startTestApp();
    // Distinct values per searched column, with createdAt spread so "newest first" is observable.
    const day = (n: number) => new Date(Date.UTC(2025, 9, n, 12));
    orders.ada = await insertOrder(t.dataSource, {
      orderNumber: 5001,
      storeCode: 'NHA',
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      shippingCity: 'Indianapolis',
      shippingState: 'IN',
      createdAt: day(1),
    });
    orders.grace = await insertOrder(t.dataSource, {
      orderNumber: 5002,
      storeCode: 'NH',
      customerName: 'Grace Hopper',
      customerEmail: 'grace@navy.example',
      shippingCity: 'Arlington',
      shippingState: 'VA',
      createdAt: day(2),
    });
    orders.katherine = await insertOrder(t.dataSource, {
      orderNumber: 7313,
      storeCode: 'DOL',
      customerName: 'Katherine Johnson',
      customerEmail: 'kj@nasa.example',
      shippingCity: 'Hampton',
      shippingState: 'Virginia',
      createdAt: day(3),
    });
    orders.percent = await insertOrder(t.dataSource, {
      orderNumber: 5004,
      customerName: '100% Natural_Fan',
      customerEmail: 'fan@example.org',
      shippingCity: 'Bloomington',
      shippingState: 'IN',
      createdAt: day(4),
    });
    orders.hostile = await insertOrder(t.dataSource, {
      orderNumber: 5005,
      customerName: '"; DROP TABLE orders; --',
      customerEmail: 'x@evil.example',
      shippingCity: "O'Fallon",
      shippingState: 'MO',
      createdAt: day(5),
    });
  });
  afterAll(() => t.close());

  it('lists orders newest first with the total and the default paging', async () => {
    const res = await list().expect(200);
    expect(res.body).toMatchObject({ total: 5, page: 1, pageSize: 50 });
    expect(numbers(res.body)).toEqual([5005, 5004, 7313, 5002, 5001]);
    expect(res.body.items[0]).toMatchObject({
      customerName: '"; DROP TABLE orders; --',
      subtotal: '36.00',
      carrier: 'UPS',
      orderStatus: 'pending',
      storeCode: 'NHA',
    });
    expect(res.body.items[0].items).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['order number', '7313', [7313]],
    ['part of an order number', '500', [5005, 5004, 5002, 5001]],
    ['store code, any case', 'dol', [7313]],
    ['customer name, any case', 'grace HOP', [5002]],
    ['email', 'NASA.example', [7313]],
    ['shipping city', 'indianap', [5001]],
    ['shipping state', 'virginia', [7313]],
    ['a term found in several columns', 'in', [5004, 7313, 5002, 5001]],
    ['a literal %', '100%', [5004]],
    ['a literal _', 'l_f', [5004]],
    ['a quote', "o'fallon", [5005]],
    ['SQL-looking text', '"; DROP TABLE', [5005]],
    ['nothing that matches', 'zzz', []],
  ])('searches by %s', async (_label, search, expected) => {
    const res = await list(`?search=${encodeURIComponent(search)}`).expect(200);
    expect(numbers(res.body)).toEqual(expected);
    expect(res.body.total).toBe(expected.length);
  });

  it('does not search columns outside the list (zip, address, notes)', async () => {
    expect((await list('?search=46204').expect(200)).body.total).toBe(0);
    expect((await list('?search=Elm%20Street').expect(200)).body.total).toBe(0);
  });

  it('treats a blank search as no search', async () => {
    expect((await list('?search=%20%20').expect(200)).body.total).toBe(5);
  });

  it('pages through results with the total of all pages', async () => {
    const first = await list('?pageSize=2').expect(200);
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(numbers(first.body)).toEqual([5005, 5004]);
    const third = await list('?page=3&pageSize=2').expect(200);
    expect(numbers(third.body)).toEqual([5001]);
    const beyond = await list('?page=9&pageSize=2').expect(200);
    expect(beyond.body).toMatchObject({ items: [], total: 5, page: 9 });
    const searched = await list('?search=500&page=2&pageSize=3').expect(200);
    expect(searched.body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(numbers(searched.body)).toEqual([5001]);
    // Past the last page of a search there is no row to carry the total, which is still given.
    const searchedBeyond = await list('?search=500&page=3&pageSize=3').expect(200);
    expect(searchedBeyond.body).toMatchObject({ items: [], total: 4, page: 3 });
    await list('?pageSize=200').expect(200);
  });

  it.each([
    ['page 0', '?page=0', /page must be 1 or more/],
    ['a negative page', '?page=-1', /page must be a whole number/],
    ['a non-numeric page', '?page=two', /page must be a whole number/],
    ['a fractional page', '?page=1.5', /page must be a whole number/],
    ['pageSize 0', '?pageSize=0', /pageSize must be 1 or more/],
    ['pageSize 201', '?pageSize=201', /pageSize must be at most 200/],
    ['a non-numeric pageSize', '?pageSize=all', /pageSize must be a whole number/],
    ['an over-long search', `?search=${'a'.repeat(201)}`, /search must be at most 200 characters/],
    ['an unknown parameter', '?sort=name', /Unknown field "sort"/],
  ])('refuses %s with a 400 naming it', async (_label, query, expected) => {
    const res = await list(query).expect(400);
    expect(res.body.error).toMatch(expected);
  });

  it('shows one order with its items', async () => {
    const res = await t.http.get(`/api/admin/orders/${orders.grace.id}`).set(BEARER_HEADER).expect(200);
    expect(res.body).toMatchObject({
      id: orders.grace.id,
      orderNumber: 5002,
      customerName: 'Grace Hopper',
      storeCode: 'NH',
    });
    expect(res.body.items).toEqual([
      {
        id: expect.any(Number),
        orderId: orders.grace.id,
        productId: null,
        productName: 'Hand Soap No. 42',
        scent: '42',
        size: '16 oz',
        quantity: 2,
        price: '18.00',
        discount: '0.00',
        tax: '0.00',
      },
    ]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 for an unknown order and 400 for a bad id', async () => {
    const res = await t.http.get('/api/admin/orders/999999').set(BEARER_HEADER).expect(404);
    expect(res.body).toMatchObject({ error: 'Order not found', message: 'No order has the id 999999.' });
    await t.http.get('/api/admin/orders/12abc').set(BEARER_HEADER).expect(400);
    await t.http.patch('/api/admin/orders/999999').set(BEARER_HEADER).send({ orderStatus: 'shipped' }).expect(404);
  });

  describe('PATCH', () => {
    const patch = (id: number, body: object) => t.http.patch(`/api/admin/orders/${id}`).set(BEARER_HEADER).send(body);
    const stored = (id: number) => t.dataSource.getRepository(Order).findOneByOrFail({ id });

    it('saves tracking trimmed, the status and the carrier, and stamps shippedAt once on becoming shipped', async () => {
      const id = orders.ada.id;
      const before = Date.now();
      const shipped = await patch(id, {
        trackingNumber: '  1Z999AA10123456784 ',
        orderStatus: 'shipped',
        deliveredAt: null,
        carrier: 'UPS',
      }).expect(200);
      expect(shipped.body).toMatchObject({
        trackingNumber: '1Z999AA10123456784',
        orderStatus: 'shipped',
        carrier: 'UPS',
        deliveredAt: null,
      });
      expect(shipped.body.items).toHaveLength(1);
      const shippedAt = Date.parse(shipped.body.shippedAt);
      expect(shippedAt).toBeGreaterThanOrEqual(before - 2000);
      expect(shippedAt).toBeLessThanOrEqual(Date.now() + 2000);

      await patch(id, { orderStatus: 'processing' }).expect(200);
      const again = await patch(id, { orderStatus: 'shipped' }).expect(200);
      expect(again.body.shippedAt).toBe(shipped.body.shippedAt);
      expect((await stored(id)).shippedAt?.toISOString()).toBe(shipped.body.shippedAt);
    });

    it('allows any status after any other', async () => {
      const id = orders.grace.id;
      for (const status of ['delivered', 'pending', 'cancelled', 'processing', 'shipped', 'pending', 'delivered']) {
        const res = await patch(id, { orderStatus: status }).expect(200);
        expect(res.body.orderStatus).toBe(status);
      }
    });

    it('sets the delivered date from an ISO date or date-time, and clears it with null or blank', async () => {
      const id = orders.katherine.id;
      const dateOnly = await patch(id, { deliveredAt: ' 2025-10-24 ' }).expect(200);
      expect(dateOnly.body.deliveredAt).toBe('2025-10-24T00:00:00.000Z');
      const withTime = await patch(id, { deliveredAt: '2025-10-25T15:30:00+02:00' }).expect(200);
      expect(withTime.body.deliveredAt).toBe('2025-10-25T13:30:00.000Z');
      const noOffset = await patch(id, { deliveredAt: '2025-10-26T08:00' }).expect(200);
      expect(noOffset.body.deliveredAt).toBe('2025-10-26T08:00:00.000Z');
      expect((await patch(id, { deliveredAt: '' }).expect(200)).body.deliveredAt).toBeNull();
      await patch(id, { deliveredAt: '2025-10-24' }).expect(200);
      expect((await patch(id, { deliveredAt: null }).expect(200)).body.deliveredAt).toBeNull();
    });

    it('clears the tracking number with blank text', async () => {
      const id = orders.percent.id;
      await patch(id, { trackingNumber: 'ABC' }).expect(200);
      expect((await patch(id, { trackingNumber: '   ' }).expect(200)).body.trackingNumber).toBeNull();
    });

    it.each([
      [
        'an unknown status',
        { orderStatus: 'lost' },
        /orderStatus must be one of pending, processing, shipped, delivered, cancelled/,
      ],
      ['a status in capitals', { orderStatus: 'Shipped' }, /orderStatus must be one of/],
      ['another carrier', { carrier: 'FedEx' }, /carrier must be UPS, the shop's only carrier/],
      ['a non-ISO date', { deliveredAt: '24/10/2025' }, /deliveredAt must be an ISO date/],
      ['a date that does not exist', { deliveredAt: '2025-02-30' }, /deliveredAt "2025-02-30" is not a real date/],
      ['a month 13', { deliveredAt: '2025-13-01' }, /is not a real date/],
      ['a numeric date', { deliveredAt: 20251024 }, /deliveredAt must be an ISO date/],
      [
        'an over-long tracking number',
        { trackingNumber: 'x'.repeat(101) },
        /trackingNumber must be at most 100 characters/,
      ],
      ['a numeric tracking number', { trackingNumber: 12345 }, /trackingNumber must be text/],
      ['an empty body', {}, /Nothing to update/],
      ['a field the admin may not change', { total: '0.00' }, /Unknown field "total"/],
    ])('refuses %s with a 400, changing nothing', async (_label, body, expected) => {
      const id = orders.hostile.id;
      const before = await stored(id);
      const res = await patch(id, body).expect(400);
      expect(res.body.error).toMatch(expected);
      expect(await stored(id)).toEqual(before);
    });
  });

  it('refuses the x-admin-password header on every order endpoint', async () => {
    const id = orders.ada.id;
    const before = await t.dataSource.getRepository(Order).findOneByOrFail({ id });
    await t.http.get('/api/admin/orders').set(freshAddress()).set(PASSWORD_HEADER).expect(401);
    await t.http.get(`/api/admin/orders/${id}`).set(freshAddress()).set(PASSWORD_HEADER).expect(401);
    await t.http
      .patch(`/api/admin/orders/${id}`)
      .set(freshAddress())
      .set(PASSWORD_HEADER)
      .send({ orderStatus: 'cancelled' })
      .expect(401);
    await t.http.get('/api/admin/orders/export').set(freshAddress()).set(PASSWORD_HEADER).expect(401);
    expect(await t.dataSource.getRepository(Order).findOneByOrFail({ id })).toEqual(before);
  });
});

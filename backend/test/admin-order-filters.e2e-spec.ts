import { EXPORT_BATCH_SIZE } from '../src/orders/order-csv-export.service';
import { BEARER_HEADER } from './support/admin-headers';
import { insertOrdersInBulk } from './support/bulk-orders';
import { insertOrder } from './support/insert-orders';
import { parseCsv } from './support/parse-csv';
import { startTestApp, TestApp } from './support/test-app';

describe('order list and CSV filters (status, placed-date range, search)', () => {
  let t: TestApp;
  const list = (query: string) => t.http.get(`/api/admin/orders?${query}`).set(BEARER_HEADER);
  const numbers = (body: { items: Array<{ orderNumber: number }> }) => body.items.map((o) => o.orderNumber);
  const csvNumbers = async (query: string) => {
    const res = await t.http
      .get(`/api/admin/orders/export?${query}`)
      .set(BEARER_HEADER)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      });
    expect(res.status).toBe(200);
    const [, ...rows] = parseCsv((res.body as string).slice(1));
    return rows.map((cells) => Number(cells[0]));
  };

  beforeAll(async () => {
    t = await startTestApp();
    const at = (day: number, hour = 12) => new Date(Date.UTC(2025, 9, day, hour));
    await insertOrder(t.dataSource, {
      orderNumber: 6001,
      orderStatus: 'pending',
      customerName: 'Ada Lovelace',
      customerEmail: 'lovelace@example.org',
      createdAt: at(1),
    });
    await insertOrder(t.dataSource, {
      orderNumber: 6002,
      orderStatus: 'shipped',
      customerName: 'Grace Hopper',
      customerEmail: 'hopper@example.org',
      createdAt: at(2),
    });
    await insertOrder(t.dataSource, {
      orderNumber: 6003,
      orderStatus: 'shipped',
      customerName: 'Ada Byron',
      customerEmail: 'byron@example.org',
      createdAt: at(3, 0),
    });
    await insertOrder(t.dataSource, {
      orderNumber: 6004,
      orderStatus: 'shipped',
      customerName: 'Katherine Johnson',
      customerEmail: 'johnson@example.org',
      createdAt: at(3, 23),
    });
    await insertOrder(t.dataSource, {
      orderNumber: 6005,
      orderStatus: 'delivered',
      customerName: 'Ada Palmer',
      customerEmail: 'palmer@example.org',
      createdAt: at(4),
    });
    await insertOrder(t.dataSource, {
      orderNumber: 6006,
      orderStatus: 'shipped',
      customerName: 'Mary Jackson',
      customerEmail: 'jackson@example.org',
      createdAt: at(5),
    });
  });
  afterAll(() => t.close());

  it.each([
    ['status', 'status=shipped', [6006, 6004, 6003, 6002]],
    [
      'a date range of whole days, both ends inclusive',
      'placedFrom=2025-10-02&placedTo=2025-10-03',
      [6004, 6003, 6002],
    ],
    ['a single day', 'placedFrom=2025-10-03&placedTo=2025-10-03', [6004, 6003]],
    ['only a start', 'placedFrom=2025-10-04', [6006, 6005]],
    ['only an end', 'placedTo=2025-10-01', [6001]],
    [
      'instants with an offset (a shopper-local day)',
      `placedFrom=${encodeURIComponent('2025-10-03T00:00:00-04:00')}&placedTo=${encodeURIComponent('2025-10-03T23:59:59.999-04:00')}`,
      [6004],
    ],
    [
      'status, range and search together',
      'status=shipped&placedFrom=2025-10-02&placedTo=2025-10-05&search=ada',
      [6003],
    ],
    ['blank filters as none', 'status=&placedFrom=&placedTo=', [6006, 6005, 6004, 6003, 6002, 6001]],
  ])('filters the list by %s, server-side with the total', async (_label, query, expected) => {
    const res = await list(query).expect(200);
    expect(numbers(res.body)).toEqual(expected);
    expect(res.body.total).toBe(expected.length);
  });

  it('pages within a filter', async () => {
    const res = await list('status=shipped&pageSize=3&page=2').expect(200);
    expect(res.body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(numbers(res.body)).toEqual([6002]);
  });

  it('exports the same orders as the filtered list, oldest first', async () => {
    expect(await csvNumbers('status=shipped&placedFrom=2025-10-02&placedTo=2025-10-03')).toEqual([6002, 6003, 6004]);
    expect(await csvNumbers('search=ada')).toEqual([6001, 6003, 6005]);
    expect(await csvNumbers('')).toEqual([6001, 6002, 6003, 6004, 6005, 6006]);
  });

  it.each([
    ['an unknown status', 'status=lost', /status must be one of pending, processing, shipped, delivered, cancelled/],
    ['a date that is not ISO', 'placedFrom=10/03/2025', /placedFrom must be an ISO date/],
    ['an impossible date', 'placedTo=2025-02-30', /placedTo "2025-02-30" is not a real date/],
    [
      'a range that ends before it starts',
      'placedFrom=2025-10-05&placedTo=2025-10-01',
      /starts \(2025-10-05\) after it ends \(2025-10-01\)/,
    ],
    // SQLite's LIKE stopped at the NUL: the pattern became '%' and matched every order.
    ['a search with a NUL', "search=%00'", /search must not contain control characters/],
    ['a search with a control character', 'search=ada%07', /search must not contain control characters/],
  ])('refuses %s with a 400 on the list and the export', async (_label, query, message) => {
    expect((await list(query).expect(400)).body.message).toMatch(message);
    const res = await t.http.get(`/api/admin/orders/export?${query}`).set(BEARER_HEADER).expect(400);
    expect(res.body.message).toMatch(message);
  });

  it('streams a filtered export across several batches', async () => {
    const count = EXPORT_BATCH_SIZE * 2 + 40;
    await insertOrdersInBulk(t.dataSource, count, 200_000);
    await t.dataSource.query("UPDATE orders SET orderStatus = 'cancelled' WHERE id >= 200000 AND id % 3 = 0");
    const rows = await csvNumbers('status=cancelled');
    const expected = Array.from({ length: count }, (_, n) => 200_000 + n).filter((id) => id % 3 === 0);
    expect(rows).toEqual(expected);
  });
});

import { OrderSearchGrams1764700000000 } from '../src/database/migrations/1764700000000-order-search-grams';
import { applyAdminOrderFilter, searchTerm } from '../src/orders/admin-order-filter';
import { Order } from '../src/orders/order.entity';
import { rarestGram } from '../src/orders/order-search-grams';
import { BEARER_HEADER } from './support/admin-headers';
import { insertOrdersInBulk } from './support/bulk-orders';
import { payWithDemoWallet, productIds } from './support/checkout-fixtures';
import { insertOrder } from './support/insert-orders';
import { startTestApp, TestApp } from './support/test-app';
import { rerunMigration } from './support/rerun-migration';

/**
 * The back office's search over the trigram index (src/orders/order-search-grams.ts, MySQL/MariaDB only) must answer
 * exactly what the six-column LIKE scan answers: both are run on the same orders and compared.
 */
describe('order search over the gram index (MySQL)', () => {
  let t: TestApp;
  const list = (query: string) => t.http.get(`/api/admin/orders${query}`).set(BEARER_HEADER);
  /** Order numbers the scan finds for a term, newest first (the filter without a gram is the plain LIKE over every order). */
  const scan = (search: string) => narrowed(search, undefined);
  /** The same, reading only the orders listed under `gram`. */
  const narrowed = async (search: string, gram: string | undefined) =>
    (
      await applyAdminOrderFilter(t.dataSource.getRepository(Order).createQueryBuilder('o'), { search }, gram)
        .orderBy('o.createdAt', 'DESC')
        .addOrderBy('o.id', 'DESC')
        .getMany()
    ).map((o) => o.orderNumber);
  const searched = async (search: string) => {
    const res = await list(`?search=${encodeURIComponent(search)}&pageSize=100`).expect(200);
    return { numbers: (res.body.items as Order[]).map((o) => o.orderNumber), total: res.body.total as number };
  };
  const gramFor = (search: string) => rarestGram(t.dataSource.manager, searchTerm(search));

  beforeAll(async () => {
    t = await startTestApp({ PAYMENT_PROVIDER: 'demo' });
    const day = (n: number) => new Date(Date.UTC(2025, 9, n, 12));
    const tricky: Array<Partial<Order>> = [
      {
        customerName: 'Jürgen Müller',
        customerEmail: 'jm@beispiel.example',
        shippingCity: 'MÜNCHEN',
        shippingState: 'BY',
      },
      { customerName: 'Anna Muller', customerEmail: 'anna@example.com', shippingCity: 'Munster', shippingState: 'IN' },
      {
        customerName: 'Zoë Straße',
        customerEmail: 'zoe@strasse.example',
        shippingCity: 'İstanbul',
        shippingState: 'TR',
      },
      {
        customerName: '100% Natural_Fan',
        customerEmail: 'fan@example.org',
        shippingCity: 'Bloomington',
        shippingState: 'IN',
      },
      {
        customerName: 'Katherine Johnson',
        customerEmail: 'kj@NASA.example',
        shippingCity: 'Hampton',
        shippingState: 'Virginia',
      },
      {
        customerName: 'Émile 😀 Zola',
        customerEmail: 'ez@example.fr',
        shippingCity: 'Paris',
        shippingState: 'IDF',
        storeCode: 'DOL',
      },
      {
        customerName: "O'Brien  Double Space",
        customerEmail: 'ob@example.ie',
        shippingCity: 'Cork ',
        shippingState: 'CO',
      },
    ];
    for (const [i, fields] of tricky.entries())
      await insertOrder(t.dataSource, { orderNumber: 8100 + i, createdAt: day(i + 1), ...fields });
  });
  afterAll(() => t.close());

  const TERMS = [
    'müller',
    'MULLER',
    'ller',
    'ünc',
    'MÜN',
    'straße',
    'strasse',
    'İstanbul',
    'istanbul',
    'stanbul',
    '100%',
    '0% n',
    'l_f',
    '_fa',
    '%_%',
    'nasa.EXAMPLE',
    'example',
    '.example',
    'zoë',
    'zoe',
    'émile',
    '😀 z',
    '😁 z',
    "o'brien  d",
    'ien  ',
    'cork ',
    'ork',
    'dol',
    '810',
    '8106',
    'virginia',
    'zzz',
    'ab',
    'ü',
    'n',
    '',
  ];

  it.each(TERMS)('"%s": the gram search returns exactly what the scan returns', async (term) => {
    // The query's search arrives trimmed (AdminOrderFilterDto), so the scan is asked for the trimmed term.
    const expected = term.trim()
      ? await scan(term.trim())
      : (await t.dataSource.getRepository(Order).find({ order: { createdAt: 'DESC', id: 'DESC' } })).map(
          (o) => o.orderNumber,
        );
    expect(await searched(term)).toEqual({ numbers: expected, total: expected.length });
  });

  it.each(TERMS.filter((s) => Array.from(s.trim()).length >= 3))(
    '"%s": whichever of its grams narrows the search, the orders are the same',
    async (term) => {
      const expected = await scan(term.trim());
      // Every window of the term, worked out here rather than by the code under test.
      const chars = Array.from(searchTerm(term.trim()));
      const windows = chars.slice(2).map((_, i) => chars.slice(i, i + 3).join(''));
      for (const gram of windows)
        expect({ gram, found: await narrowed(term.trim(), gram) }).toEqual({ gram, found: expected });
    },
  );

  it('narrows every term of three or more characters by a gram, and scans for shorter ones', async () => {
    for (const term of TERMS.map((s) => s.trim()).filter((s) => Array.from(searchTerm(s)).length >= 3))
      expect(await gramFor(term)).toEqual(expect.any(String));
    for (const term of ['ab', 'ü', 'n', '%_']) expect(await gramFor(term)).toBeUndefined();
    // The terms that find something find it through the index, not by accident of an empty table.
    expect(await scan('müller')).toEqual([8101, 8100]);
    expect(await scan('istanbul')).toEqual([8102]);
  });

  it('pages a gram search newest first with the exact total, also past the end', async () => {
    // 130 orders in "Fort Wayne" among 260, one a minute from 2025-01-01; ids and numbers from 20,000.
    await insertOrdersInBulk(t.dataSource, 260, 20_000, undefined, (n) => ({
      order: { shippingCity: n % 2 ? 'Fort Wayne' : 'Gary' },
    }));
    const all = await scan('fort wayne');
    expect(all).toHaveLength(130);
    expect(await gramFor('fort wayne')).toEqual(expect.any(String));
    const page2 = await list('?search=Fort%20Wayne&page=2&pageSize=50').expect(200);
    expect(page2.body).toMatchObject({ total: 130, page: 2, pageSize: 50 });
    expect((page2.body.items as Order[]).map((o) => o.orderNumber)).toEqual(all.slice(50, 100));
    const beyond = await list('?search=Fort%20Wayne&page=4&pageSize=50').expect(200);
    expect(beyond.body).toMatchObject({ items: [], total: 130, page: 4 });
    // Combined with another filter, the LIKE and the status both still decide.
    expect((await list('?search=Fort%20Wayne&status=shipped').expect(200)).body.total).toBe(0);
  });

  it('finds an order placed through the checkout by its e-mail and city (the grams are written with the order)', async () => {
    const ids = await productIds(t.dataSource);
    const { capture } = await payWithDemoWallet(
      t.http,
      [{ productId: ids['dish-soap-no-09'], size: '16 oz', quantity: 1 }],
      '16.00',
      null,
      {
        customerEmail: 'Grams.Placed@Example.NET',
        shippingCity: 'Terre Haute',
      },
    );
    expect(capture.status).toBe(200);
    const orderNumber = capture.body.orderNumber as number;
    const [{ n }] = await t.dataSource.query<Array<{ n: string }>>(
      'SELECT COUNT(*) AS n FROM order_search_grams WHERE orderId = ?',
      [capture.body.orderId],
    );
    expect(Number(n)).toBeGreaterThan(10);
    for (const term of ['grams.placed@example.net', 'TERRE HAUTE', String(orderNumber)]) {
      expect(await searched(term)).toEqual({ numbers: [orderNumber], total: 1 });
      expect(await gramFor(term)).toEqual(expect.any(String));
    }
  });

  it('keeps the index through a fulfilment edit (staff cannot change the searched columns)', async () => {
    const [order] = await t.dataSource.getRepository(Order).findBy({ orderNumber: 8100 });
    await t.http
      .patch(`/api/admin/orders/${order.id}`)
      .set(BEARER_HEADER)
      .send({ orderStatus: 'shipped', trackingNumber: '1Z999AA10123456784' })
      .expect(200);
    expect(await searched('jürgen')).toEqual({ numbers: [8100], total: 1 });
    expect(await searched('1Z999AA')).toEqual({ numbers: [], total: 0 });
  });

  it('the migration indexes the orders already there exactly as the app does', async () => {
    const count = async (sql: string) => Number((await t.dataSource.query<Array<{ n: string }>>(sql))[0].n);
    await t.dataSource.query('CREATE TABLE grams_written AS SELECT * FROM order_search_grams');
    await rerunMigration(t.dataSource, new OrderSearchGrams1764700000000());
    const backfilled = await count('SELECT COUNT(*) AS n FROM order_search_grams');
    expect(backfilled).toBeGreaterThan(260 * 10);
    expect(await count('SELECT COUNT(*) AS n FROM grams_written')).toBe(backfilled);
    // Same keys under the collation (the stored spelling may differ where JavaScript and MariaDB lower-case differently, as "İ").
    const missing = (from: string, other: string) =>
      count(
        `SELECT COUNT(*) AS n FROM ${from} a LEFT JOIN ${other} b ON b.gram = a.gram AND b.orderId = a.orderId WHERE b.orderId IS NULL`,
      );
    expect([
      await missing('order_search_grams', 'grams_written'),
      await missing('grams_written', 'order_search_grams'),
    ]).toEqual([0, 0]);
    for (const term of ['müller', 'istanbul', '100%', 'fort wayne'])
      expect((await searched(term)).numbers).toEqual((await scan(term)).slice(0, 100));
  });
});

import { Readable } from 'node:stream';
import { EXPORT_BATCH_SIZE, OrderCsvExportService } from '../src/orders/order-csv-export.service';
import { Order } from '../src/orders/order.entity';
import { OrderRefund, type RefundStatus } from '../src/refunds/order-refund.entity';
import { BEARER_HEADER } from './support/admin-headers';
import { insertOrdersInBulk } from './support/bulk-orders';
import { insertOrder } from './support/insert-orders';
import { parseCsv } from './support/parse-csv';
import { startTestApp, TestApp } from './support/test-app';

const HEADER = [
  'Order Number',
  'Store',
  'Placed At',
  'Status',
  'Customer Name',
  'Email',
  'Phone',
  'Shipping Address',
  'Shipping City',
  'Shipping State',
  'Shipping Zip',
  'Billing Address',
  'Billing City',
  'Billing State',
  'Billing Zip',
  'Items',
  'Subtotal',
  'Promo Code',
  'Discount',
  'Shipping',
  'Tax',
  'Tax state',
  'Total',
  'Refunded',
  'Refund Dates',
  'Net',
  'Payment ID',
  'Tracking Number',
  'Carrier',
  'Shipped At',
  'Delivered At',
  'Notes',
  'Renewal Of Subscription',
];

describe('GET /api/admin/orders/export', () => {
  let t: TestApp;
  /** Raw text of the download, decoded as UTF-8 without dropping the BOM. */
  const download = async (encoding = 'identity') => {
    const res = await t.http
      .get('/api/admin/orders/export')
      .set(BEARER_HEADER)
      .set('accept-encoding', encoding)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      })
      .expect(200);
    return { res, text: res.body as string };
  };
  const rowsOf = (text: string) => {
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual(HEADER);
    return rows.map((cells) => Object.fromEntries(HEADER.map((h, i) => [h, cells[i]])));
  };

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('downloads a header-only CSV named for today when there are no orders', async () => {
    const { res, text } = await download();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(rowsOf(text)).toEqual([]);
  });

  describe('with hostile and awkward orders', () => {
    let hyperlink: Order;
    let dropTable: Order;
    beforeAll(async () => {
      hyperlink = await insertOrder(t.dataSource, {
        orderNumber: 9001,
        storeCode: 'DOL',
        customerName: '=HYPERLINK("http://x")',
        customerEmail: '@evil@example.com',
        customerPhone: '+1 317 555 0100',
        customerNotes: 'Ring twice,\nthen "knock"',
        shippingAddress: '-12 Elm Street, Apt 3',
        billingAddress: '\tcmd|/C calc',
        billingCity: '\r=1+1',
        subtotal: '68.00',
        discountAmount: '6.80',
        promoCode: 'WELCOME10',
        total: '61.20',
        paymentId: 'PAY-1',
        trackingNumber: '1Z999',
        orderStatus: 'shipped',
        shippedAt: new Date('2025-10-21T10:00:00Z'),
        deliveredAt: new Date('2025-10-24T00:00:00Z'),
        createdAt: new Date('2025-10-20T09:30:00Z'),
        items: [
          { productName: 'Hand Soap No. 42', scent: '42', size: '16 oz', quantity: 2, price: '18.00' },
          { productName: 'Soy Wax Candle No. 09', scent: '09', size: null, quantity: 1, price: '32.00' },
          { productName: 'Gift Card', scent: null, size: null, quantity: 1, price: '0.00' },
        ],
      });
      dropTable = await insertOrder(t.dataSource, {
        orderNumber: 9002,
        customerName: '"; DROP TABLE orders; --',
        customerEmail: 'zoë@example.com',
        shippingCity: 'Zürich',
      });
    });

    it('writes one row per order with every column, quoted per RFC 4180 and formulas neutralised', async () => {
      const { text } = await download();
      const rows = rowsOf(text);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toEqual({
        'Order Number': '9001',
        Store: 'DOL',
        // On the shop's clock (America/Indiana/Indianapolis, EDT in October) with the offset.
        'Placed At': '2025-10-20T05:30:00-04:00',
        Status: 'shipped',
        'Customer Name': `'=HYPERLINK("http://x")`,
        Email: "'@evil@example.com",
        Phone: "'+1 317 555 0100",
        'Shipping Address': "'-12 Elm Street, Apt 3",
        'Shipping City': 'Indianapolis',
        'Shipping State': 'IN',
        'Shipping Zip': '46204',
        'Billing Address': "'\tcmd|/C calc",
        'Billing City': "'\r=1+1",
        'Billing State': '',
        'Billing Zip': '',
        Items: 'Hand Soap No. 42 (42, 16 oz) x2 @ 18.00; Soy Wax Candle No. 09 (09) x1 @ 32.00; Gift Card x1 @ 0.00',
        Subtotal: '68.00',
        'Promo Code': 'WELCOME10',
        Discount: '6.80',
        Shipping: '0.00',
        Tax: '0.00',
        'Tax state': '',
        Total: '61.20',
        Refunded: '0.00',
        'Refund Dates': '',
        Net: '61.20',
        'Payment ID': 'PAY-1',
        'Tracking Number': '1Z999',
        Carrier: 'UPS',
        'Shipped At': '2025-10-21T06:00:00-04:00',
        'Delivered At': '2025-10-23T20:00:00-04:00',
        Notes: 'Ring twice,\nthen "knock"',
        'Renewal Of Subscription': '',
      });
      expect(rows[1]).toMatchObject({
        'Order Number': '9002',
        'Customer Name': '"; DROP TABLE orders; --',
        Email: 'zoë@example.com',
        'Shipping City': 'Zürich',
        // Billing the same as shipping: the shipping address fills the billing columns.
        'Billing Address': '12 Elm Street',
        'Billing City': 'Zürich',
        'Billing State': 'IN',
        'Billing Zip': '46204',
        Discount: '',
        Shipping: '0.00',
        Tax: '0.00',
        'Tax state': '',
        'Shipped At': '',
      });
      // The raw bytes: the formula is quoted and its quotes doubled; the SQL-looking name is one quoted cell.
      expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
      expect(text).toContain(`,"""; DROP TABLE orders; --",`);
      expect(text).toContain('"Ring twice,\nthen ""knock""",\r\n');
      // Exporting changed nothing.
      expect(await t.dataSource.getRepository(Order).count()).toBe(2);
      expect((await t.dataSource.getRepository(Order).findOneByOrFail({ id: dropTable.id })).customerName).toBe(
        '"; DROP TABLE orders; --',
      );
      expect(hyperlink.id).toBeLessThan(dropTable.id);
    });

    it('says when each completed refund was made, on the shop clock, and counts only completed ones', async () => {
      const refunds = t.dataSource.getRepository(OrderRefund);
      const refund = (amountCents: number, status: RefundStatus, requestId: string) =>
        refunds.save(refunds.create({ orderId: hyperlink.id, amountCents, reason: 'Damaged', status, requestId }));
      const first = await refund(1000, 'completed', 'csv-refund-1');
      await refund(500, 'failed', 'csv-refund-2');
      const second = await refund(220, 'completed', 'csv-refund-3');
      await refunds.update(first.id, { updatedAt: new Date('2025-10-22T14:00:00Z') });
      await refunds.update(second.id, { updatedAt: new Date('2025-10-25T16:30:00Z') });
      try {
        const row = rowsOf((await download()).text)[0];
        expect(row).toMatchObject({
          Refunded: '12.20',
          'Refund Dates': '2025-10-22T10:00:00-04:00; 2025-10-25T12:30:00-04:00',
          Net: '49.00',
        });
      } finally {
        await refunds.delete({ orderId: hyperlink.id });
      }
    });

    it('sends the same file compressed when the client accepts gzip', async () => {
      const plain = await download();
      const gzipped = await download('gzip');
      expect(gzipped.res.headers['content-encoding']).toBe('gzip');
      expect(gzipped.text).toBe(plain.text);
    });
  });

  it('streams more orders than one batch, each once, oldest first, with its own lines', async () => {
    const before = rowsOf((await download()).text).length;
    const count = EXPORT_BATCH_SIZE * 2 + 37;
    await insertOrdersInBulk(t.dataSource, count, 100_000);
    const rows = rowsOf((await download('gzip')).text).slice(before);
    expect(rows).toHaveLength(count);
    rows.forEach((row, n) => {
      expect(row['Order Number']).toBe(String(100_000 + n));
      expect(row['Items']).toBe(
        `Hand Soap No. 42 (42, 16 oz) x${(n % 5) + 1} @ 18.00; Soy Wax Candle No. 09 (09, 8 oz) x1 @ 32.00`,
      );
      expect(row['Shipping Address']).toBe(`${n} Elm Street, Apt 3`);
    });
  });

  describe('with 4,000 more orders', () => {
    beforeAll(() => insertOrdersInBulk(t.dataSource, 4000, 300_000));

    it('answers other requests while a large export streams, a few slices in, on either database', async () => {
      // Read in process, never pushing back (as a fast client would): only the export's own yield between slices lets
      // the server answer meanwhile. Each slice gives the event loop one turn, and a request needs a few turns.
      let slices = 0;
      let answeredAfter: number | undefined;
      let health: Promise<void> | undefined;
      for await (const _chunk of t.app.get(OrderCsvExportService).stream()) {
        slices++;
        health ??= fetch(`${t.baseUrl}/api/health`).then((res) => {
          expect(res.status).toBe(200);
          answeredAfter = slices;
        });
      }
      await health;
      expect(slices).toBeGreaterThan(8);
      expect(answeredAfter).toBeLessThanOrEqual(8);
    });

    it('caps real parallel downloads at two (503 for the rest), on either database', async () => {
      const statuses = (
        await Promise.all(
          Array.from({ length: 10 }, () =>
            t.http
              .get('/api/admin/orders/export')
              .set(BEARER_HEADER)
              .then((res) => res.status),
          ),
        )
      ).sort();
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    });
  });

  it('answers a third export while two run with 503, Retry-After and the error shape', async () => {
    const exports = t.app.get(OrderCsvExportService);
    const running = [exports.tryStream(), exports.tryStream()].filter(
      (stream): stream is Readable => stream !== undefined,
    );
    expect(running).toHaveLength(2);
    try {
      const res = await t.http.get('/api/admin/orders/export').set(BEARER_HEADER).expect(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['cache-control']).toBe('no-store');
      const busy = 'Two exports are already running. Please try again in a moment.';
      expect(res.body).toEqual({ statusCode: 503, error: busy, message: busy });
    } finally {
      for (const stream of running) stream.destroy();
    }
  });
});

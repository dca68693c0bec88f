import { toCents } from '../src/common/money';
import { LINE_EXPORT_HEADERS } from '../src/orders/order-csv-export.service';
import { BEARER_HEADER } from './support/admin-headers';
import { insertOrder } from './support/insert-orders';
import { parseCsv } from './support/parse-csv';
import { startTestApp, TestApp } from './support/test-app';

describe('GET /api/admin/orders/export/lines', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const download = async (query = '') => {
    const res = await t.http
      .get(`/api/admin/orders/export/lines${query}`)
      .set(BEARER_HEADER)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      })
      .expect(200);
    const text = res.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    return { res, header, rows: rows.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i]]))) };
  };

  it('writes one row per line whose totals add up to each order: subtotal less discount, then shipping and tax', async () => {
    const orders = [
      await insertOrder(t.dataSource, {
        orderNumber: 7001,
        createdAt: new Date('2025-10-20T09:30:00Z'),
        subtotal: '68.00',
        promoCode: 'WELCOME10',
        discountAmount: '6.80',
        shippingAmount: '5.95',
        taxAmount: '4.28',
        taxState: 'IN',
        total: '71.43',
        items: [
          {
            productName: 'Hand Soap No. 42',
            scent: '42',
            size: '16 oz',
            quantity: 2,
            price: '18.00',
            discount: '3.60',
          },
          {
            productName: 'Soy Wax Candle No. 09',
            scent: '09',
            size: '8 oz',
            quantity: 1,
            price: '32.00',
            discount: '3.20',
          },
        ],
      }),
      await insertOrder(t.dataSource, {
        orderNumber: 7002,
        createdAt: new Date('2025-10-21T12:00:00Z'),
        subtotal: '60.00',
        total: '60.00',
        items: [{ productName: 'Hand Soap No. 92', scent: '92', size: 'Refill Box', quantity: 1, price: '60.00' }],
      }),
    ];
    const { res, header, rows } = await download();
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="order-lines-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(header).toEqual([
      'Order Number',
      'Placed At',
      'Product',
      'Scent',
      'Size',
      'Quantity',
      'Unit Price',
      'Line Discount',
      'Line Total',
    ]);
    expect(header).toEqual(LINE_EXPORT_HEADERS);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({
      'Order Number': '7001',
      'Placed At': '2025-10-20T05:30:00-04:00',
      Product: 'Hand Soap No. 42',
      Scent: '42',
      Size: '16 oz',
      Quantity: '2',
      'Unit Price': '18.00',
      'Line Discount': '3.60',
      'Line Total': '32.40',
    });

    for (const order of orders) {
      const lines = rows.filter((row) => row['Order Number'] === String(order.orderNumber));
      const linesCents = lines.reduce((sum, row) => sum + toCents(row['Line Total']), 0);
      expect(linesCents).toBe(toCents(order.subtotal) - toCents(order.discountAmount ?? '0.00'));
      expect(linesCents + toCents(order.shippingAmount) + toCents(order.taxAmount)).toBe(toCents(order.total));
    }
  });

  it('takes the order list filters and refuses bad ones with a 400', async () => {
    const { rows } = await download('?search=7002');
    expect(rows.map((row) => row['Order Number'])).toEqual(['7002']);
    const res = await t.http.get('/api/admin/orders/export/lines?status=lost').set(BEARER_HEADER).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400 });
  });

  it('is for staff only', async () => {
    await t.http.get('/api/admin/orders/export/lines').expect(401);
  });
});

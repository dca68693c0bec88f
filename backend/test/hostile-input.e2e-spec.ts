import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Product } from '../src/catalog/product.entity';
import { OrderCsvExportService } from '../src/orders/order-csv-export.service';
import { BEARER_HEADER, PASSWORD_HEADER } from './support/admin-headers';
import { BUILT_INDEX_HTML } from './support/built-index-html';
import { CUSTOMER, paymentOrderBody, placeOrderBody, productIds } from './support/checkout-fixtures';
import { sendRaw } from './support/fuzz/raw-http';
import { insertOrder } from './support/insert-orders';
import { startTestApp, TestApp } from './support/test-app';

function expectErrorShape(body: unknown, status: number): void {
  expect(body).toEqual({ statusCode: status, error: expect.any(String), message: expect.any(String) });
}

/** Each hostile input the attack report found, answered with a clear 4xx in the error shape, quickly. */
describe('hostile input', () => {
  let t: TestApp;
  let soap: number;
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-hostile-'));

  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), BUILT_INDEX_HTML);
    t = await startTestApp({ WEB_DIST_DIR: dist });
    soap = (await productIds(t.dataSource))['hand-soap-no-42'];
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  describe('no request stalls the process', () => {
    it('refuses 30,000 cart lines at once, naming the 100-line limit, while /api/health keeps answering', async () => {
      const items = new Array(30_000).fill({});
      const started = performance.now();
      const big = t.http
        .post('/order')
        .send(paymentOrderBody(items, '1.00'))
        .then((res) => ({ res, ms: performance.now() - started }));
      const health = await t.http.get('/api/health');
      const { res, ms } = await big;
      expect(health.status).toBe(200);
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 400);
      expect(res.body.error).toMatch(/at most (100|1000)/);
      expect(ms).toBeLessThan(1000);
    });

    it('checks the 100-line limit before the lines themselves: 101 broken lines give one sentence', async () => {
      const res = await t.http
        .post('/order')
        .send(paymentOrderBody(new Array(101).fill({ productId: 'x' }), '1.00'))
        .expect(400);
      expect(res.body.error).toBe('items must have at most 100 lines');
    });

    it('lists only the first few problems of a body with many', async () => {
      const res = await t.http
        .post('/order')
        .send(paymentOrderBody(new Array(100).fill({}), '1.00'))
        .expect(400);
      expect(res.body.message.split('; ').length).toBeLessThanOrEqual(6);
      expect(res.body.message).toMatch(/and \d+ more problems$/);
    });

    it.each([
      ['2,000 nested arrays', `${'['.repeat(2000)}${']'.repeat(2000)}`],
      ['2,500 nested objects', `${'{"a":'.repeat(2500)}1${'}'.repeat(2500)}`],
      ['33 levels inside a field', JSON.stringify({ email: JSON.parse(`${'['.repeat(33)}${']'.repeat(33)}`) })],
    ])('refuses %s with a 400 before validation', async (_label, body) => {
      const res = await t.http
        .post('/api/newsletter/subscribe')
        .set('content-type', 'application/json')
        .send(body)
        .expect(400);
      expectErrorShape(res.body, 400);
      expect(res.body.error).toMatch(/nested too deeply/);
    });
  });

  describe('null is refused by the field, never a 500', () => {
    it.each([['orderStatus'], ['carrier']])('PATCH /api/admin/orders/{id} with %s: null', async (field) => {
      const order = await insertOrder(t.dataSource);
      const res = await t.http
        .patch(`/api/admin/orders/${order.id}`)
        .set(BEARER_HEADER)
        .send({ [field]: null })
        .expect(400);
      expect(res.body.error).toMatch(new RegExp(`^${field} must be`));
    });

    it('newsletter with source: null', async () => {
      const res = await t.http.post('/api/newsletter/subscribe').send({ email: 'x@y.com', source: null }).expect(400);
      expect(res.body.error).toMatch(/^source must be one of/);
    });

    it.each([
      ['/api/newsletter/subscribe', () => ({ email: '\ud800' }), 'email'],
      ['/api/waitlist', () => ({ email: '\ud800' }), 'email'],
      ['/api/orders/lookup', () => ({ orderNumber: 1001, email: '\ud800' }), 'email'],
      [
        '/order',
        () =>
          paymentOrderBody([{ productId: soap, size: '16 oz', quantity: 1 }], '18.00', null, {
            customerEmail: '\ud800',
          }),
        'customerEmail',
      ],
      [
        '/order/free',
        () => ({
          ...CUSTOMER,
          customerEmail: 'a\udfffb@example.com',
          items: [{ productId: soap, size: '16 oz', quantity: 1 }],
          amount: '0.00',
          promoCode: 'X',
          checkoutKey: 'k',
        }),
        'customerEmail',
      ],
      [
        '/api/orders',
        () =>
          placeOrderBody(
            [{ productId: soap, size: '16 oz', quantity: 1, productName: 'x\ud83d' }],
            { subtotal: '18.00', total: '18.00', discountAmount: null },
            null,
            'PAY-1',
          ),
        'items[0].productName',
      ],
    ])('a lone UTF-16 surrogate in a string of POST %s is a 400 naming the field', async (path, body, field) => {
      const res = await t.http.post(path).send(body()).expect(400);
      expectErrorShape(res.body, 400);
      expect(res.body.error).toBe(`${field} must be valid Unicode text (it holds half of a UTF-16 surrogate pair).`);
    });

    it('items[0].price: null on POST /order and POST /api/orders', async () => {
      const items = [{ productId: soap, size: '16 oz', quantity: 1, price: null }];
      const created = await t.http
        .post('/order')
        .send(paymentOrderBody(items as never, '18.00'))
        .expect(400);
      expect(created.body.error).toMatch(/^items\[0\]\.price must be an amount/);
      const placed = await t.http
        .post('/api/orders')
        .send(
          placeOrderBody(items as never, { subtotal: '18.00', total: '18.00', discountAmount: null }, null, 'PAY-1'),
        )
        .expect(400);
      expect(placed.body.error).toMatch(/^items\[0\]\.price must be an amount/);
    });
  });

  it.each(['0x1', '1e0', '+1', '1.0', '0b1', '01', '%2B1', '-1', '0'])(
    'reads only canonical decimal ids: /api/admin/orders/%s is a 400',
    async (id) => {
      await insertOrder(t.dataSource);
      const res = await sendRaw(t.baseUrl, { method: 'GET', path: `/api/admin/orders/${id}`, headers: BEARER_HEADER });
      expect(res.status).toBe(400);
      expect(JSON.parse(res.text).error).toBe('id must be a whole number of 1 or more.');
    },
  );

  describe('product pictures', () => {
    it.each(['http://[', 'http://a:99999/x.webp', '//evil.example/x.webp', 'javascript:alert(1)'])(
      'refuses imageUrl %s',
      async (imageUrl) => {
        const res = await t.http
          .patch(`/api/admin/products/${soap}`)
          .set(PASSWORD_HEADER)
          .send({ imageUrl })
          .expect(400);
        expect(res.body.error).toMatch(/^imageUrl must be a path starting with \/ or a valid http\(s\) URL/);
      },
    );

    it('never lets a stored unparsable URL break the product page', async () => {
      await t.dataSource.getRepository(Product).update(soap, { imageUrl: 'http://[' });
      const res = await t.http.get('/products/hand-soap-no-42').set('accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root">');
    });
  });

  describe('router and body-type failures use the error shape', () => {
    it('a compressed request body is not inflated: it is not JSON, a 400, and subscribes nobody', async () => {
      const email = 'gzip@example.com';
      const res = await sendRaw(t.baseUrl, {
        method: 'POST',
        path: '/api/newsletter/subscribe',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: gzipSync(JSON.stringify({ email })),
      });
      expect(res.status).toBe(400);
      expectErrorShape(JSON.parse(res.text), 400);
      expect(await t.dataSource.query('SELECT id FROM newsletter_subscribers WHERE email = ?', [email])).toEqual([]);
    });

    it('a malformed URL is a 400', async () => {
      const res = await sendRaw(t.baseUrl, { method: 'GET', path: '/api/products/%zz' });
      expect(res.status).toBe(400);
      expectErrorShape(JSON.parse(res.text), 400);
    });

    it('an over-long path parameter is a 414', async () => {
      const res = await sendRaw(t.baseUrl, { method: 'GET', path: `/api/products/${'a'.repeat(1100)}` });
      expect(res.status).toBe(414);
      expectErrorShape(JSON.parse(res.text), 414);
    });

    it.each([
      ['a cross-site form post', 'application/x-www-form-urlencoded', 'email=x%40y.com'],
      ['plain text', 'text/plain', JSON.stringify({ email: 'x@y.com' })],
      [
        'multipart',
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nx@y.com\r\n--x--\r\n',
      ],
    ])('%s to a JSON endpoint is a 415 and subscribes nobody', async (_label, type, body) => {
      const res = await sendRaw(t.baseUrl, {
        method: 'POST',
        path: '/api/newsletter/subscribe',
        headers: { 'content-type': type },
        body,
      });
      expect(res.status).toBe(415);
      expect(JSON.parse(res.text)).toEqual({
        statusCode: 415,
        error: 'The request must be sent as JSON.',
        message: 'The request must be sent as JSON.',
      });
      expect(
        Number(
          (await t.dataSource.query(`SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email = 'x@y.com'`))[0].n,
        ),
      ).toBe(0);
    });
  });

  it('runs at most two CSV exports at once: a third gets 503 with Retry-After, and a finished one frees its slot', async () => {
    const exports = t.app.get(OrderCsvExportService);
    const held = [exports.tryStream(), exports.tryStream()];
    expect(held.every(Boolean)).toBe(true);
    const refused = await t.http.get('/api/admin/orders/export').set(BEARER_HEADER).expect(503);
    expect(refused.headers['retry-after']).toBe('5');
    expectErrorShape(refused.body, 503);
    held.forEach((stream) => stream!.destroy());
    await new Promise((resolve) => setImmediate(resolve));
    await t.http.get('/api/admin/orders/export').set(BEARER_HEADER).expect(200);
  });

  it('keeps the customer fields of a valid checkout working (sanity check of the limits)', async () => {
    const res = await t.http
      .post('/order')
      .send(
        paymentOrderBody([{ productId: soap, size: '16 oz', quantity: 1 }], '18.00', null, {
          customerName: CUSTOMER.customerName,
        }),
      )
      .expect(201);
    expect(res.body.id).toMatch(/^DEMO-/);
  });
});

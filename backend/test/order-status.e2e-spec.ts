import { OrderStatusLinks } from '../src/order-events/order-status-links.service';
import { RATE_LIMIT_DEFINITIONS } from '../src/rate-limits/rate-limit-definitions';
import { BEARER_HEADER, freshAddress } from './support/admin-headers';
import { CUSTOMER, payWithDemoWallet, productIds } from './support/checkout-fixtures';
import { startTestApp, TestApp } from './support/test-app';

const ORDER_LOOKUP_LIMIT = RATE_LIMIT_DEFINITIONS.orderLookup.limit;
const NOT_FOUND = 'We could not find an order with that number and email';
/** Fields the status page must never receive, at any depth. */
const PRIVATE_FIELDS = [
  'paymentId',
  'customerPhone',
  'customerEmail',
  'email',
  'billingAddress',
  'billingCity',
  'billingState',
  'billingZip',
  'customerNotes',
  'notes',
  'note',
  'id',
  'orderId',
  'netsuiteOrderId',
];

function keysDeep(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysDeep);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...keysDeep(v)]);
  return [];
}

describe('guest order status (/api/orders/lookup, /api/orders/status/{token})', () => {
  let t: TestApp;
  let orderId: number;
  let orderNumber: number;
  const lookup = (body: Record<string, unknown>, address = freshAddress()) =>
    t.http.post('/api/orders/lookup').set(address).send(body);

  /** An order line of the seed's Dish Soap No. 62, 16 oz at $16.00. */
  const dishSoap = async (quantity: number) => [
    {
      productId: (await productIds(t.dataSource))['dish-soap-no-62'],
      productName: 'Dish Soap No. 62',
      size: '16 oz',
      quantity,
      price: '16.00',
    },
  ];

  beforeAll(async () => {
    t = await startTestApp({
      ORDER_STATUS_SECRET: 'test-order-status-secret-0123456789abcdef',
      // The test app raises every public limit; this suite checks the lookup's own default.
      [RATE_LIMIT_DEFINITIONS.orderLookup.variable]: String(ORDER_LOOKUP_LIMIT),
    });
    const items = await dishSoap(2);
    const { capture } = await payWithDemoWallet(t.http, items, '32.00', null, {
      customerEmail: 'Ada.Lovelace@Example.com',
    });
    expect(capture.status).toBe(200);
    orderId = capture.body.orderId;
    orderNumber = capture.body.orderNumber;
  });
  afterAll(() => t.close());

  it('finds the order by number and e-mail in any case, with only what the page shows', async () => {
    const res = await lookup({ orderNumber: String(orderNumber), email: '  ada.lovelace@EXAMPLE.com ' }).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      orderNumber,
      status: 'pending',
      subtotal: '32.00',
      total: '32.00',
      promoCode: null,
      carrier: 'UPS',
      trackingNumber: null,
      trackingUrl: null,
      shipping: {
        name: CUSTOMER.customerName,
        address: CUSTOMER.shippingAddress,
        city: 'Indianapolis',
        state: 'IN',
        zip: '46204',
      },
      items: [
        {
          productName: 'Dish Soap No. 62',
          size: '16 oz',
          quantity: 2,
          price: '16.00',
          lineTotal: '32.00',
          // The picture the order e-mail shows.
          image: '/public-objects/products/dish-soap-62.webp',
        },
      ],
    });
    expect(res.body.timeline.map((s: { step: string; reached: boolean }) => [s.step, s.reached])).toEqual([
      ['placed', true],
      ['processing', false],
      ['shipped', false],
      ['delivered', false],
    ]);
    expect(keysDeep(res.body).filter((k) => PRIVATE_FIELDS.includes(k))).toEqual([]);
    expect(JSON.stringify(res.body)).not.toMatch(/DEMO-|317 555|side door/);
  });

  it('accepts the number as a JSON number or with a leading #', async () => {
    await lookup({ orderNumber, email: 'ada.lovelace@example.com' }).expect(200);
    await lookup({ orderNumber: `#${orderNumber}`, email: 'ada.lovelace@example.com' }).expect(200);
  });

  it('gives the same answer for a wrong number and a wrong e-mail', async () => {
    const wrongNumber = await lookup({
      orderNumber: String(orderNumber + 1000),
      email: 'ada.lovelace@example.com',
    }).expect(404);
    const wrongEmail = await lookup({ orderNumber: String(orderNumber), email: 'grace@example.com' }).expect(404);
    expect(wrongNumber.body).toEqual({ statusCode: 404, error: NOT_FOUND, message: `${NOT_FOUND}.` });
    expect(wrongEmail.body).toEqual(wrongNumber.body);
  });

  it.each([
    ['a missing number', { email: 'a@b.co' }, /orderNumber/],
    ['a number with letters', { orderNumber: '10a4', email: 'a@b.co' }, /orderNumber must be the number/],
    ['a missing e-mail', { orderNumber: '1001' }, /email/],
    ['a malformed e-mail', { orderNumber: '1001', email: 'not-an-email' }, /email must be an email address/],
  ])('refuses %s with a 400 naming the field', async (_label, body, message) => {
    const res = await lookup(body).expect(400);
    expect(res.body.message).toMatch(message);
  });

  it('opens the order by its signed link', async () => {
    const links = t.app.get(OrderStatusLinks);
    const url = links.statusUrlFor(orderId);
    expect(url).toBe(`${t.config.publicBaseUrl}/orders/status?token=${encodeURIComponent(links.tokenFor(orderId))}`);
    const token = new URL(url).searchParams.get('token') ?? '';
    const res = await t.http.get(`/api/orders/status/${encodeURIComponent(token)}`).expect(200);
    expect(res.body).toMatchObject({ orderNumber, status: 'pending' });
    // The token is in the page address: no Referer may carry it to the carrier's site.
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(keysDeep(res.body).filter((k) => PRIVATE_FIELDS.includes(k))).toEqual([]);
  });

  it('hands the signed token only to the capture that placed the order', async () => {
    const items = await dishSoap(1);
    const { id, capture } = await payWithDemoWallet(t.http, items, '16.00');
    expect(capture.status).toBe(200);
    const token: string = capture.body.statusToken;
    expect(token).toBe(t.app.get(OrderStatusLinks).tokenFor(capture.body.orderId));
    const page = await t.http.get(`/api/orders/status/${encodeURIComponent(token)}`).expect(200);
    expect(page.body).toMatchObject({ orderNumber: capture.body.orderNumber });
    // Anyone who learns the payment id may repeat the capture: the answer then carries the number only.
    const again = await t.http.post(`/order/${id}/capture`).expect(200);
    expect(again.body).toEqual({
      status: 'COMPLETED',
      orderId: capture.body.orderId,
      orderNumber: capture.body.orderNumber,
      statusToken: null,
    });
  });

  it('refuses a tampered, foreign or malformed token with the not-found answer', async () => {
    const links = t.app.get(OrderStatusLinks);
    const token = links.tokenFor(orderId);
    const [id, mac] = token.split('.');
    const flipped = `${id}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    const otherOrder = `${Number(id) + 1}.${mac}`;
    // Other spellings of the genuine token: a leading zero, and the unused low bits of the MAC's last character set.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sameBytes = `${id}.${mac.slice(0, -1)}${alphabet[alphabet.indexOf(mac.at(-1)!) ^ 1]}`;
    for (const bad of [
      flipped,
      otherOrder,
      id,
      `${id}.`,
      'garbage',
      `${token}x`,
      `0${token}`,
      `00${token}`,
      sameBytes,
    ]) {
      const res = await t.http.get(`/api/orders/status/${encodeURIComponent(bad)}`).expect(404);
      expect(res.body.error).toBe(NOT_FOUND);
    }
  });

  it('revokes every link when the secret changes', async () => {
    const other = await startTestApp({ ORDER_STATUS_SECRET: 'another-secret-for-the-status-links-xyz' });
    try {
      const foreign = other.app.get(OrderStatusLinks).tokenFor(orderId);
      await t.http.get(`/api/orders/status/${encodeURIComponent(foreign)}`).expect(404);
    } finally {
      await other.close();
    }
  });

  it('shows shipping and tracking after staff ship the order', async () => {
    await t.http
      .patch(`/api/admin/orders/${orderId}`)
      .set(BEARER_HEADER)
      .send({ orderStatus: 'shipped', trackingNumber: '1Z999AA10123456784' })
      .expect(200);
    const res = await lookup({ orderNumber: String(orderNumber), email: 'ada.lovelace@example.com' }).expect(200);
    expect(res.body).toMatchObject({
      status: 'shipped',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    expect(res.body.shippedAt).toEqual(expect.any(String));
    expect(
      res.body.timeline.filter((s: { reached: boolean }) => s.reached).map((s: { step: string }) => s.step),
    ).toEqual(['placed', 'processing', 'shipped']);
  });

  it('answers 429 with Retry-After once an address has used up its lookups, found or not', async () => {
    const address = freshAddress();
    for (let i = 0; i < ORDER_LOOKUP_LIMIT; i++) {
      await lookup({ orderNumber: String(orderNumber + i), email: 'ada.lovelace@example.com' }, address).expect(
        i === 0 ? 200 : 404,
      );
    }
    const refused = await lookup(
      { orderNumber: String(orderNumber), email: 'ada.lovelace@example.com' },
      address,
    ).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({
      statusCode: 429,
      error: 'Too many requests. Please wait a moment and try again.',
    });
    expect(refused.body.message).toMatch(/Please wait \d+ seconds/);
    // Another address is not affected.
    await lookup({ orderNumber: String(orderNumber), email: 'ada.lovelace@example.com' }).expect(200);
  });
});

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Order } from '../src/orders/order.entity';
import { PendingCheckout } from '../src/orders/pending-checkout.entity';
import { CapturedCheckoutSweeper } from '../src/orders/captured-checkout-sweeper';
import { PromoCode } from '../src/promos/promo-code.entity';
import {
  CUSTOMER,
  demoWalletOf,
  paymentOrderBody,
  payWithDemoWallet,
  placeOrderBody,
  productIds,
  savedOrder,
} from './support/checkout-fixtures';
import { breakOrderSaving, repairOrderSaving } from './support/order-saving-failure';
import { startTestApp, TestApp } from './support/test-app';

describe('checkout with the demo wallet', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  const orderCount = () => t.dataSource.getRepository(Order).count();

  beforeAll(async () => {
    t = await startTestApp({ PAYMENT_PROVIDER: 'demo', PAYPAL_TIMEOUT_MS: '500' });
    ids = await productIds(t.dataSource);
    await t.dataSource.getRepository(PromoCode).insert([
      { code: 'WELCOME15', discountType: 'percentage', discountValue: '15.00', isActive: 1 },
      { code: 'FIVEOFF', discountType: 'fixed', discountValue: '5.00', isActive: 1 },
      { code: 'OLD5', discountType: 'fixed', discountValue: '5.00', isActive: 0 },
    ]);
  });
  afterEach(() => {
    demoWalletOf(t).testSettings.captureOutcome = 'approve';
  });
  afterAll(() => t.close());

  it('GET /setup names the demo wallet, with a client token and no PayPal client id', async () => {
    const res = await t.http.get('/setup').expect(200);
    expect(res.body).toEqual({
      provider: 'demo',
      clientToken: expect.stringMatching(/^demo-client-token-/),
      clientId: null,
      sdkUrl: null,
    });
  });

  it.each([
    ['no promo code', null, { subtotal: '116.00', discountAmount: null, total: '116.00' }],
    [
      'a percentage code typed in lower case',
      'welcome15',
      { subtotal: '116.00', discountAmount: '17.40', total: '98.60' },
    ],
    ['a fixed code', 'FIVEOFF', { subtotal: '116.00', discountAmount: '5.00', total: '111.00' }],
  ])('pays and places the order in the capture call with %s', async (_label, promoCode, figures) => {
    // 2 × dish soap 16 oz at $16 + 1 room mist refill box at its refillPrice of $84 = $116
    const items = [
      {
        productId: ids['dish-soap-no-62'],
        productName: 'Dish Soap No. 62',
        size: '16 oz',
        quantity: 2,
        price: '16.00',
      },
      { productId: ids['room-mist-no-09'], size: 'Refill Box', quantity: 1 },
    ];
    const created = await t.http
      .post('/order')
      .send(paymentOrderBody(items, figures.total, promoCode))
      .expect(201);
    const paymentId: string = created.body.id;
    expect(paymentId).toMatch(/^DEMO-/);
    const checkout = await t.dataSource.getRepository(PendingCheckout).findOneByOrFail({ paymentId });
    expect(checkout).toMatchObject({ status: 'created', total: figures.total, provider: 'demo' });

    await t.http.post(`/order/${paymentId}/approve`).expect(200, { id: paymentId, status: 'APPROVED' });
    const capture = await t.http.post(`/order/${paymentId}/capture`).expect(200);
    expect(capture.body).toEqual({
      status: 'COMPLETED',
      orderId: expect.any(Number),
      orderNumber: expect.any(Number),
      statusToken: expect.any(String),
    });
    expect(capture.body.orderNumber).toBeGreaterThan(1000);

    // The browser's POST /api/orders afterwards (and any replay with the same details) returns that same order.
    const placed = await t.http
      .post('/api/orders')
      .send(placeOrderBody(items, figures, promoCode, paymentId))
      .expect(200);
    expect(placed.body).toMatchObject({ id: capture.body.orderId, orderNumber: capture.body.orderNumber });
    // The status link went to the capture that placed the order; a replay does not get it.
    expect(placed.body.statusToken).toBeNull();
    expect(placed.body).toMatchObject({
      ...figures,
      promoCode: promoCode?.toUpperCase() ?? null,
      paymentId,
      orderStatus: 'pending',
      carrier: 'UPS',
      storeCode: 'NHA',
      customerEmail: 'ada@example.com',
      items: [
        { productName: 'Dish Soap No. 62', scent: '62', size: '16 oz', quantity: 2, price: '16.00' },
        { productName: 'Room Mist No. 09', scent: '09', size: 'Refill Box', quantity: 1, price: '84.00' },
      ],
    });
    await t.http
      .post(`/order/${paymentId}/capture`)
      .expect(200)
      .expect((r) => expect(r.body.orderId).toBe(capture.body.orderId));
    expect(await t.dataSource.getRepository(Order).countBy({ paymentId })).toBe(1);
    const row = await t.dataSource.getRepository(PendingCheckout).findOneByOrFail({ paymentId });
    expect(row).toMatchObject({
      status: 'completed',
      orderId: capture.body.orderId,
      capturedAmount: figures.total,
      capturedCurrency: 'USD',
    });
  });

  it('a capture, approve or free-order replay of a paid payment answers its status and number only, and ids compare exactly', async () => {
    const { id, capture } = await payWithDemoWallet(
      t.http,
      [{ productId: ids['hand-soap-no-42'], size: '16 oz', quantity: 1 }],
      '18.00',
    );
    expect(capture.status).toBe(200);
    const customerData = new RegExp(
      [
        CUSTOMER.customerName,
        CUSTOMER.customerEmail,
        CUSTOMER.customerPhone,
        CUSTOMER.shippingAddress,
        'Indianapolis',
        '46204',
      ]
        .join('|')
        .replace(/\+/g, '\\+'),
    );
    // Anyone who learns the id (a shared screen, a log) may replay the calls: nothing about the customer comes back.
    for (const answer of [
      capture,
      await t.http.post(`/order/${id}/capture`).expect(200),
      await t.http.post(`/order/${id}/approve`).expect(200),
    ]) {
      expect(JSON.stringify(answer.body)).not.toMatch(customerData);
    }
    expect((await t.http.post(`/order/${id}/capture`)).body).toEqual({
      status: 'COMPLETED',
      orderId: capture.body.orderId,
      orderNumber: capture.body.orderNumber,
      // The status link went to the first capture only.
      statusToken: null,
    });
    // Another spelling of the id is another (unknown) payment, on MariaDB as on SQLite.
    for (const spelling of [id.toLowerCase(), `Demo${id.slice(4)}`]) {
      const other = await t.http.post(`/order/${spelling}/capture`).expect(404);
      expect(JSON.stringify(other.body)).not.toMatch(customerData);
      await t.http.post(`/order/${spelling}/approve`).expect(404);
    }
  });

  it('prices the refill box at the refill price', async () => {
    const { capture } = await payWithDemoWallet(
      t.http,
      [{ productId: ids['hand-soap-no-42'], size: 'Refill Box', quantity: 1 }],
      '60.00',
    );
    expect(capture.status).toBe(200);
    expect((await savedOrder(t.dataSource, capture.body.orderId)).items[0]).toMatchObject({
      productName: 'Hand Soap No. 42',
      size: 'Refill Box',
      price: '60.00',
    });
  });

  it('creates the payment for the server total only: a different amount is a 409 with the figures', async () => {
    const before = await t.dataSource.getRepository(PendingCheckout).count();
    const res = await t.http
      .post('/order')
      .send(paymentOrderBody([{ productId: ids['hand-soap-no-42'], size: '16 oz', quantity: 2 }], '1.00', 'WELCOME15'))
      .expect(409);
    expect(res.body).toMatchObject({
      statusCode: 409,
      error: 'The prices in your cart have changed.',
      message: 'Your order total is $30.60, not $1.00. Please review your order.',
      expected: {
        subtotal: '36.00',
        discountAmount: '5.40',
        total: '30.60',
        items: [{ productId: ids['hand-soap-no-42'], size: '16 oz', price: '18.00' }],
      },
    });
    expect(await t.dataSource.getRepository(PendingCheckout).count()).toBe(before);
  });

  it.each([
    ['currency', { currency: 'EUR' }, /currency must be USD/],
    ['intent', { intent: 'AUTHORIZE' }, /intent must be CAPTURE/],
    ['amount', { amount: '-1.00' }, /amount must be an amount/],
    // The wallet's outcome is chosen in its own window or by its test setting, never by the checkout.
    ['demoOutcome', { demoOutcome: 'decline' }, /Unknown field "demoOutcome" is not allowed/],
  ])('refuses a bad %s with 400', async (_label, extra, expected) => {
    const res = await t.http
      .post('/order')
      .send({
        ...paymentOrderBody([{ productId: ids['hand-soap-no-42'], size: '16 oz', quantity: 1 }], '18.00'),
        ...extra,
      })
      .expect(400);
    expect(res.body.message).toMatch(expected);
  });

  it('the contract has no test switch: openapi.json names no demoOutcome, and POST /order takes only the checkout', () => {
    const contract = readFileSync(resolve(__dirname, '..', '..', 'openapi', 'openapi.json'), 'utf8');
    expect(contract).not.toContain('demoOutcome');
    const { components } = JSON.parse(contract) as {
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    expect(Object.keys(components.schemas.CreatePaymentOrderDto.properties ?? {})).not.toContain('testOutcome');
  });

  it('refuses to take $0.00', async () => {
    await t.dataSource
      .getRepository(PromoCode)
      .insert({ code: 'FREEBIE', discountType: 'percentage', discountValue: '100.00', isActive: 1 });
    const res = await t.http
      .post('/order')
      .send(paymentOrderBody([{ productId: ids['hand-soap-no-42'], size: '16 oz', quantity: 1 }], '0.00', 'FREEBIE'))
      .expect(400);
    expect(res.body.error).toBe('There is nothing to pay.');
  });

  it('a decline asks the shopper for another way to pay and makes no order', async () => {
    const before = await orderCount();
    const { id, capture } = await payWithDemoWallet(
      t.http,
      [{ productId: ids['hand-soap-no-42'], size: '16 oz', quantity: 1 }],
      '18.00',
      null,
      {},
      'decline',
    );
    expect(capture.status).toBe(402);
    expect(capture.body.message).toBe(
      'Your payment method was declined by Demo wallet. Please choose another way to pay.',
    );
    expect(await orderCount()).toBe(before);
    expect(await t.dataSource.getRepository(PendingCheckout).findOneByOrFail({ paymentId: id })).toMatchObject({
      status: 'created',
      captureId: null,
    });
  });

  it('a failing wallet is a 502 with the spec sentence; a hanging one is cut at the timeout', async () => {
    const line = [{ productId: ids['hand-soap-no-42'], size: '16 oz', quantity: 1 }];
    const failed = await payWithDemoWallet(t.http, line, '18.00', null, {}, 'fail');
    expect(failed.capture.status).toBe(502);
    expect(failed.capture.body).toMatchObject({ statusCode: 502, message: 'Failed to capture Demo wallet payment' });

    const started = Date.now();
    const hung = await payWithDemoWallet(t.http, line, '18.00', null, {}, 'hang');
    expect(hung.capture.status).toBe(502);
    expect(hung.capture.body.message).toBe('Failed to capture Demo wallet payment');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('a capture that is not COMPLETED makes no order', async () => {
    const before = await orderCount();
    demoWalletOf(t).testSettings.captureOutcome = 'pending';
    const { capture } = await payWithDemoWallet(
      t.http,
      [{ productId: ids['hand-soap-no-42'], size: '16 oz', quantity: 1 }],
      '18.00',
    );
    expect(capture.status).toBe(422);
    expect(capture.body.message).toBe('Demo wallet payment status is PENDING, not COMPLETED');
    expect(await orderCount()).toBe(before);
  });

  it('a wrong captured amount makes no order and is kept for a refund', async () => {
    const before = await orderCount();
    demoWalletOf(t).testSettings.captureOutcome = 'wrong-amount';
    const { id, capture } = await payWithDemoWallet(
      t.http,
      [{ productId: ids['hand-soap-no-42'], size: '16 oz', quantity: 1 }],
      '18.00',
    );
    expect(capture.status).toBe(422);
    expect(capture.body.message).toMatch(/Demo wallet took 18.01 USD instead of 18.00 USD, so no order was placed/);
    await t.http.post(`/order/${id}/capture`).expect(422);
    expect(await orderCount()).toBe(before);
    expect(await t.dataSource.getRepository(PendingCheckout).findOneByOrFail({ paymentId: id })).toMatchObject({
      status: 'rejected',
      capturedAmount: '18.01',
    });
  });

  it('capturing before approval says the payment is not completed, and unknown ids are 404', async () => {
    const created = await t.http
      .post('/order')
      .send(paymentOrderBody([{ productId: ids['hand-soap-no-42'], size: '16 oz', quantity: 1 }], '18.00'))
      .expect(201);
    const res = await t.http.post(`/order/${created.body.id}/capture`).expect(422);
    expect(res.body.message).toBe('Demo wallet payment status is CREATED, not COMPLETED');
    await t.http.post('/order/DEMO-NOPE/capture').expect(404);
    await t.http.post('/order/DEMO-NOPE/approve').expect(404);
    const bad = await t.http.post(`/order/${created.body.id}/approve`).send({ choice: 'pending' }).expect(400);
    expect(bad.body.message).toBe('choice must be one of approve, decline, fail, hang');
  });

  it('five simultaneous captures of one payment make one order', async () => {
    const created = await t.http
      .post('/order')
      .send(paymentOrderBody([{ productId: ids['soy-wax-candle-no-92'], size: '8 oz', quantity: 1 }], '34.00'))
      .expect(201);
    const paymentId: string = created.body.id;
    await t.http.post(`/order/${paymentId}/approve`).expect(200);
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => t.http.post(`/order/${paymentId}/capture`)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.orderId)).size).toBe(1);
    expect(await t.dataSource.getRepository(Order).countBy({ paymentId })).toBe(1);
  });

  it('a paid order whose save failed is recorded, then finished by the next call or the startup sweep, once', async () => {
    const items = [{ productId: ids['surface-spray-no-42'], size: '16 oz', quantity: 3 }];
    const before = await orderCount();
    await breakOrderSaving(t.dataSource);
    let first;
    let second;
    try {
      first = await payWithDemoWallet(t.http, items, '42.00');
      second = await payWithDemoWallet(t.http, items, '42.00');
      expect(first.capture.status).toBe(202);
      expect(first.capture.body).toEqual({ status: 'COMPLETED', orderId: null, orderNumber: null, statusToken: null });
      // A retry while the database still fails changes nothing, and loses nothing.
      await t.http.post(`/order/${first.id}/capture`).expect(202);
      expect(await t.app.get(CapturedCheckoutSweeper).sweep()).toBe(0);
    } finally {
      await repairOrderSaving(t.dataSource);
    }
    expect(await orderCount()).toBe(before);
    expect(await t.dataSource.getRepository(PendingCheckout).findOneByOrFail({ paymentId: first.id })).toMatchObject({
      status: 'captured',
      capturedAmount: '42.00',
      orderId: null,
    });

    // The browser's POST /api/orders finishes the first; the startup sweep finishes the second.
    const placed = await t.http
      .post('/api/orders')
      .send(placeOrderBody(items, { subtotal: '42.00', discountAmount: null, total: '42.00' }, null, first.id))
      .expect(201);
    expect(placed.body).toMatchObject({ paymentId: first.id, total: '42.00', statusToken: expect.any(String) });
    expect(await t.app.get(CapturedCheckoutSweeper).sweep()).toBe(1);
    expect(await t.dataSource.getRepository(Order).countBy({ paymentId: second.id })).toBe(1);
    const again = await t.http.post(`/order/${first.id}/capture`).expect(200);
    expect(again.body).toMatchObject({ orderId: placed.body.id, statusToken: null });
    expect(await orderCount()).toBe(before + 2);
  });

  it("the webhook refuses what the demo wallet did not send (it sends only its refunds' settlements)", async () => {
    const res = await t.http
      .post('/api/payments/webhook')
      .send({ id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'X' } })
      .expect(400);
    expect(res.body.error).toBe('The webhook signature is not valid.');
  });
});

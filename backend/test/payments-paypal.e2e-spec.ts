import { Logger } from '@nestjs/common';
import { Order } from '../src/orders/order.entity';
import { PendingCheckout } from '../src/orders/pending-checkout.entity';
import { PaymentWebhookEvent } from '../src/checkout/payment-webhook-event.entity';
import { Line, paymentOrderBody, productIds, savedOrder } from './support/checkout-fixtures';
import { captureCompletedEvent, FakePayPalServer, webhookHeaders } from './support/fake-paypal-server';
import { breakOrderSaving, repairOrderSaving } from './support/order-saving-failure';
import { startTestApp, TestApp } from './support/test-app';

describe('checkout with PayPal (the app against a fake PayPal on 127.0.0.1)', () => {
  let paypal: FakePayPalServer;
  let t: TestApp;
  let candle: Line;
  const orders = () => t.dataSource.getRepository(Order);
  const checkoutOf = (paymentId: string) => t.dataSource.getRepository(PendingCheckout).findOneByOrFail({ paymentId });
  const createPayment = async (items: Line[] = [candle], amount = '34.00') =>
    (await t.http.post('/order').send(paymentOrderBody(items, amount)).expect(201)).body.id as string;
  const webhook = (event: Record<string, unknown>, headers = webhookHeaders()) =>
    t.http.post('/api/payments/webhook').set(headers).send(event);

  beforeAll(async () => {
    paypal = await new FakePayPalServer().start();
    t = await startTestApp({
      ...paypal.appEnv(),
      PAYPAL_TIMEOUT_MS: '600',
    });
    candle = {
      productId: (await productIds(t.dataSource))['soy-wax-candle-no-92'],
      size: '8 oz',
      quantity: 1,
      price: '34.00',
    };
  });
  afterAll(async () => {
    await t.close();
    await paypal.stop();
  });
  beforeEach(() => {
    paypal.defaultCaptureOutcome = 'COMPLETED';
    paypal.webhookVerification = 'SUCCESS';
    paypal.autoApprove = true;
  });

  it('GET /setup gives the PayPal client id and a client token; a PayPal failure is the spec sentence', async () => {
    const res = await t.http.get('/setup').expect(200);
    expect(res.body).toEqual({
      provider: 'paypal',
      clientToken: expect.stringMatching(/^ct-/),
      clientId: 'fake-client-id',
      sdkUrl: 'https://www.paypal.com/sdk/js',
    });
    paypal.script(/generate-token/, { status: 500 });
    paypal.script(/generate-token/, { status: 500 });
    const failed = await t.http.get('/setup').expect(502);
    expect(failed.body.message).toBe('Failed to fetch PayPal client token');
  });

  it('creates the PayPal order for the server total with our custom_id, then capture places the order', async () => {
    const paymentId = await createPayment([{ ...candle, quantity: 2 }], '68.00');
    const checkout = await checkoutOf(paymentId);
    const create = paypal.requestsTo(/^\/v2\/checkout\/orders$/).at(-1)!;
    expect(create.headers['paypal-request-id']).toBe(`create-${checkout.id}`);
    expect(create.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ custom_id: checkout.id, amount: { currency_code: 'USD', value: '68.00' } }],
    });

    const res = await t.http.post(`/order/${paymentId}/capture`).expect(200);
    expect(res.body).toEqual({
      status: 'COMPLETED',
      orderId: expect.any(Number),
      orderNumber: expect.any(Number),
      statusToken: expect.any(String),
    });
    expect(await savedOrder(t.dataSource, res.body.orderId)).toMatchObject({
      paymentId,
      total: '68.00',
      items: [{ productName: 'Soy Wax Candle No. 92', quantity: 2, price: '34.00' }],
    });
    expect(paypal.requestsTo(new RegExp(`${paymentId}/capture$`)).map((r) => r.headers['paypal-request-id'])).toEqual([
      `capture-${checkout.id}`,
    ]);
  });

  it('the demo approve call does not exist with PayPal', async () => {
    await t.http.post('/order/ANY/approve').expect(404);
  });

  it('a failing create is a 502 with the spec sentence', async () => {
    paypal.script(/^\/v2\/checkout\/orders$/, { status: 500 });
    paypal.script(/^\/v2\/checkout\/orders$/, { status: 500 });
    const res = await t.http
      .post('/order')
      .send(paymentOrderBody([candle], '34.00'))
      .expect(502);
    expect(res.body.message).toBe('Failed to create PayPal order');
  });

  it('POST /order has no test switch: demoOutcome is an unknown field (400)', async () => {
    const res = await t.http
      .post('/order')
      .send(paymentOrderBody([candle], '34.00', null, { demoOutcome: 'decline' }))
      .expect(400);
    expect(res.body.message).toBe('Unknown field "demoOutcome" is not allowed');
  });

  it('an unapproved order is not captured: the status sentence, no order', async () => {
    paypal.autoApprove = false;
    const paymentId = await createPayment();
    const res = await t.http.post(`/order/${paymentId}/capture`).expect(422);
    expect(res.body.message).toBe('PayPal payment status is CREATED, not COMPLETED');
    expect(paypal.requestsTo(new RegExp(`${paymentId}/capture$`))).toHaveLength(0);
  });

  it('INSTRUMENT_DECLINED asks for another way to pay', async () => {
    paypal.defaultCaptureOutcome = 'DECLINED';
    const paymentId = await createPayment();
    const res = await t.http.post(`/order/${paymentId}/capture`).expect(402);
    expect(res.body.message).toBe('Your payment method was declined by PayPal. Please choose another way to pay.');
    expect(await orders().countBy({ paymentId })).toBe(0);
  });

  it('a PayPal order that does not match ours (amount changed at PayPal) is never captured', async () => {
    const paymentId = await createPayment();
    paypal.orders.get(paymentId)!.purchase_units[0].amount.value = '3.40';
    const res = await t.http.post(`/order/${paymentId}/capture`).expect(422);
    expect(res.body.message).toMatch(/does not match your order/);
    expect(paypal.requestsTo(new RegExp(`${paymentId}/capture$`))).toHaveLength(0);
  });

  it('a wrong captured amount gives no order', async () => {
    paypal.defaultCaptureOutcome = { amount: '33.99' };
    const paymentId = await createPayment();
    const res = await t.http.post(`/order/${paymentId}/capture`).expect(422);
    expect(res.body.message).toMatch(/PayPal took 33.99 USD instead of 34.00 USD, so no order was placed/);
    expect(await orders().countBy({ paymentId })).toBe(0);
    expect(await checkoutOf(paymentId)).toMatchObject({ status: 'rejected', capturedAmount: '33.99' });
    // Nor does PayPal's webhook for that capture make one.
    const res2 = await webhook(captureCompletedEvent(paypal, paymentId)).expect(200);
    expect(res2.body.outcome).toBe('rejected');
    expect(await orders().countBy({ paymentId })).toBe(0);
  });

  it('a PENDING capture makes no order until PayPal reports it COMPLETED by webhook', async () => {
    paypal.defaultCaptureOutcome = 'PENDING';
    const paymentId = await createPayment();
    const res = await t.http.post(`/order/${paymentId}/capture`).expect(422);
    expect(res.body.message).toBe('PayPal payment status is PENDING, not COMPLETED');
    expect(await orders().countBy({ paymentId })).toBe(0);

    const capture = paypal.orders.get(paymentId)!.purchase_units[0].payments!.captures[0] as { status: string };
    capture.status = 'COMPLETED';
    expect((await webhook(captureCompletedEvent(paypal, paymentId)).expect(200)).body.outcome).toBe('order-created');
    expect(await orders().countBy({ paymentId })).toBe(1);
  });

  it('PayPal answering 5xx twice, or too slowly, is a 502 within the timeout and the capture can be retried', async () => {
    const paymentId = await createPayment();
    paypal.script(/\/capture$/, { status: 500 });
    paypal.script(/\/capture$/, { status: 503 });
    const failed = await t.http.post(`/order/${paymentId}/capture`).expect(502);
    expect(failed.body.message).toBe('Failed to capture PayPal payment');

    paypal.script(/\/capture$/, { delayMs: 3000 });
    const started = Date.now();
    const slow = await t.http.post(`/order/${paymentId}/capture`).expect(502);
    expect(slow.body.message).toBe('Failed to capture PayPal payment');
    expect(Date.now() - started).toBeLessThan(2000);

    const retried = await t.http.post(`/order/${paymentId}/capture`).expect(200);
    expect((await savedOrder(t.dataSource, retried.body.orderId)).paymentId).toBe(paymentId);
    expect(await orders().countBy({ paymentId })).toBe(1);
  });

  it('five simultaneous captures of one payment give one order', async () => {
    const paymentId = await createPayment();
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => t.http.post(`/order/${paymentId}/capture`)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.orderNumber)).size).toBe(1);
    expect(await orders().countBy({ paymentId })).toBe(1);
  });

  it('a failed save followed by the webhook gives one order; a badly signed or repeated webhook changes nothing', async () => {
    const paymentId = await createPayment();
    await breakOrderSaving(t.dataSource);
    try {
      await t.http.post(`/order/${paymentId}/capture`).expect(202);
    } finally {
      await repairOrderSaving(t.dataSource);
    }
    expect(await checkoutOf(paymentId)).toMatchObject({ status: 'captured', capturedAmount: '34.00', orderId: null });
    const event = captureCompletedEvent(paypal, paymentId);
    const handled = () => t.dataSource.getRepository(PaymentWebhookEvent).countBy({ id: String(event.id) });

    paypal.webhookVerification = 'FAILURE';
    const forged = await webhook(event).expect(400);
    expect(forged.body.error).toBe('The webhook signature is not valid.');
    await webhook(event, {}).expect(400);
    expect(await orders().countBy({ paymentId })).toBe(0);
    expect(await handled()).toBe(0);

    paypal.webhookVerification = 'SUCCESS';
    const res = await webhook(event).expect(200);
    expect(res.body).toEqual({ outcome: 'order-created' });
    expect(await orders().countBy({ paymentId })).toBe(1);
    expect(await handled()).toBe(1);
    const order = await orders().findOneByOrFail({ paymentId });

    const repeated = await webhook(event).expect(200);
    expect(repeated.body).toEqual({ outcome: 'duplicate' });
    const again = await t.http.post(`/order/${paymentId}/capture`).expect(200);
    expect(again.body.orderId).toBe(order.id);
    expect(await orders().countBy({ paymentId })).toBe(1);
  });

  it('CHECKOUT.ORDER.APPROVED captures on the shopper’s behalf when the browser never did', async () => {
    const paymentId = await createPayment();
    const event = {
      id: `WH-APPROVED-${paymentId}`,
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource_type: 'checkout-order',
      resource: { id: paymentId, status: 'APPROVED' },
    };
    const res = await webhook(event).expect(200);
    expect(res.body.outcome).toBe('order-created');
    expect(await orders().countBy({ paymentId })).toBe(1);
    // The browser's late capture returns the same order.
    const late = await t.http.post(`/order/${paymentId}/capture`).expect(200);
    expect((await savedOrder(t.dataSource, late.body.orderId)).paymentId).toBe(paymentId);
    expect(await orders().countBy({ paymentId })).toBe(1);
  });

  it('logs forged deliveries in one short line per window, however many and however long', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    paypal.webhookVerification = 'FAILURE';
    try {
      const forged = Array.from({ length: 50 }, (_, i) => ({
        id: `WH-${i}-${'x'.repeat(90)}`,
        event_type: `T${'y'.repeat(10_000)}`,
        resource: { id: 'X' },
      }));
      for (const event of forged)
        expect((await webhook(event).expect(400)).body.error).toBe('The webhook signature is not valid.');
      const lines = warn.mock.calls.map(([message]) => String(message)).filter((m) => m.startsWith('Webhook '));
      expect(lines.length).toBeLessThanOrEqual(1);
      for (const line of lines) expect(line.length).toBeLessThan(400);
    } finally {
      paypal.webhookVerification = 'SUCCESS';
      warn.mockRestore();
    }
  });

  it('acknowledges other and unknown events without changing anything, and refuses a non-event', async () => {
    const before = await orders().count();
    expect(
      (await webhook({ id: 'WH-OTHER-1', event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: { id: 'X' } }).expect(200))
        .body.outcome,
    ).toBe('ignored');
    expect(
      (
        await webhook({ id: 'WH-OTHER-2', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: 'NOT-OURS' } }).expect(
          200,
        )
      ).body.outcome,
    ).toBe('ignored');
    await webhook({ hello: 'world' }).expect(400);
    expect(await orders().count()).toBe(before);
  });
});

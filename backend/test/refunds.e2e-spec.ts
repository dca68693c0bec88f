import { OrderEvent } from '../src/order-events/order-event.entity';
import { Order } from '../src/orders/order.entity';
import { DemoRefund } from '../src/payments/demo/demo-refund.entity';
import { PromoCode } from '../src/promos/promo-code.entity';
import { PromoRedemption } from '../src/promos/promo-redemption.entity';
import { BEARER_HEADER } from './support/admin-headers';
import { parseCsv } from './support/parse-csv';
import { demoWalletOf, Line, payWithDemoWallet, paymentOrderBody, productIds } from './support/checkout-fixtures';
import { FakePayPalServer, refundEvent, webhookHeaders } from './support/fake-paypal-server';
import { SmtpTestServer, startSmtpTestServer, waitFor } from './support/smtp-test-server';
import { startTestApp, TestApp } from './support/test-app';

interface Card {
  provider: string;
  captureId: string | null;
  captured: string;
  refunded: string;
  refundPending: string;
  remaining: string;
  refunds: Array<{
    id: number;
    amount: string;
    reason: string;
    status: string;
    requestId: string;
    providerRefundId: string | null;
    lines: unknown;
  }>;
}

/** Two hand soaps (2 × 18.00) and a candle (34.00) with WELCOME15 (15% off): 70.00 − 10.50 = 59.50 paid. */
async function twoLines(t: TestApp): Promise<Line[]> {
  const ids = await productIds(t.dataSource);
  return [
    { productId: ids['hand-soap-no-42'], size: '16 oz', quantity: 2 },
    { productId: ids['soy-wax-candle-no-92'], size: '8 oz', quantity: 1 },
  ];
}

/** The order's row of the CSV export, by header. */
async function csvRowOf(t: TestApp, customerEmail: string): Promise<Record<string, string>> {
  const res = await t.http
    .get('/api/admin/orders/export')
    .query({ search: customerEmail })
    .set(BEARER_HEADER)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
    })
    .expect(200);
  const [header, ...rows] = parseCsv((res.body as string).slice(1));
  expect(rows).toHaveLength(1);
  return Object.fromEntries(header.map((h, i) => [h, rows[0][i]]));
}

const addWelcomeCode = (t: TestApp) =>
  t.dataSource
    .getRepository(PromoCode)
    .insert({ code: 'WELCOME15', discountType: 'percentage', discountValue: '15.00', isActive: 1 });

const refundsOf = (t: TestApp, orderId: number) =>
  t.http.post(`/api/admin/orders/${orderId}/refunds`).set(BEARER_HEADER);
const detail = async (t: TestApp, orderId: number) =>
  (await t.http.get(`/api/admin/orders/${orderId}`).set(BEARER_HEADER).expect(200)).body as {
    payment: Card;
    items: Array<{ id: number; productName: string }>;
    orderStatus: string;
  };
const events = (t: TestApp, orderId: number) =>
  t.dataSource.getRepository(OrderEvent).find({ where: { orderId }, order: { id: 'ASC' } });

describe('refunds through the demo wallet', () => {
  let t: TestApp;
  let email = 0;
  const placeOrder = async () => {
    const { capture } = await payWithDemoWallet(t.http, await twoLines(t), '59.50', 'WELCOME15', {
      customerEmail: `refund-demo-${++email}@example.com`,
    });
    expect(capture.status).toBe(200);
    return capture.body.orderId as number;
  };

  beforeAll(async () => {
    t = await startTestApp();
    await addWelcomeCode(t);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    demoWalletOf(t).testSettings.refundOutcome = 'COMPLETED';
  });
  const deliver = (event: Record<string, unknown> | undefined) =>
    t.http.post('/api/payments/webhook').send(event ?? {});

  it('a line, an amount, then the whole remaining amount; more than remains is a 409 naming it', async () => {
    const orderId = await placeOrder();
    const before = await detail(t, orderId);
    expect(before.payment).toMatchObject({
      provider: 'Demo wallet',
      captureId: expect.stringMatching(/^DEMOCAP-/),
      captured: '59.50',
      refunded: '0.00',
      remaining: '59.50',
      refunds: [],
    });
    const candle = before.items.find((i) => i.productName.startsWith('Soy Wax Candle'))!;

    // The candle's 34.00 with the order's 15% apportioned: 28.90, priced by the preview before it is refunded.
    const preview = (id: number, body: object) =>
      t.http.post(`/api/admin/orders/${id}/refunds/preview`).set(BEARER_HEADER).send(body);
    expect((await preview(orderId, { lines: [{ orderItemId: candle.id, quantity: 1 }] }).expect(200)).body).toEqual({
      amount: '28.90',
      remaining: '59.50',
      shippingRemaining: '0.00',
    });
    expect((await preview(orderId, {}).expect(200)).body).toEqual({
      amount: '59.50',
      remaining: '59.50',
      shippingRemaining: '0.00',
    });
    await preview(orderId, { lines: [{ orderItemId: candle.id, quantity: 2 }] }).expect(400);
    await preview(orderId, { amount: '60.00' }).expect(409);
    await preview(999999, {}).expect(404);
    await t.http.post(`/api/admin/orders/${orderId}/refunds/preview`).send({}).expect(401);
    const line = await refundsOf(t, orderId)
      .send({ lines: [{ orderItemId: candle.id, quantity: 1 }], reason: 'Broken in transit', note: 'Sorry!' })
      .expect(201);
    expect(line.body).toMatchObject({
      refunded: '28.90',
      remaining: '30.60',
      refunds: [
        {
          amount: '28.90',
          status: 'completed',
          reason: 'Broken in transit',
          lines: [{ orderItemId: candle.id, quantity: 1 }],
        },
      ],
    });
    await refundsOf(t, orderId).send({ amount: '10.00', reason: 'Goodwill' }).expect(201);
    expect((await preview(orderId, {}).expect(200)).body).toEqual({
      amount: '20.60',
      remaining: '20.60',
      shippingRemaining: '0.00',
    });

    const tooMuch = await refundsOf(t, orderId).send({ amount: '20.61', reason: 'Too much' }).expect(409);
    expect(tooMuch.body.message).toContain('20.60 USD that remains');
    expect(await csvRowOf(t, `refund-demo-${email}@example.com`)).toMatchObject({
      Total: '59.50',
      Refunded: '38.90',
      Net: '20.60',
    });
    const rest = await refundsOf(t, orderId).send({ reason: 'Customer changed their mind' }).expect(201);
    expect(rest.body).toMatchObject({ captured: '59.50', refunded: '59.50', remaining: '0.00' });
    expect((rest.body as Card).refunds.map((r) => [r.amount, r.status])).toEqual([
      ['28.90', 'completed'],
      ['10.00', 'completed'],
      ['20.60', 'completed'],
    ]);
    // The shopper's status page lists them (amounts and dates, not the staff's reasons).
    const order = await t.dataSource.getRepository(Order).findOneByOrFail({ id: orderId });
    const status = await t.http
      .post('/api/orders/lookup')
      .send({ orderNumber: String(order.orderNumber), email: order.customerEmail })
      .expect(200);
    expect(status.body).toMatchObject({
      refunded: '59.50',
      refunds: [{ amount: '28.90', status: 'completed' }, { amount: '10.00' }, { amount: '20.60' }],
    });
    expect(JSON.stringify(status.body)).not.toContain('Broken in transit');
    const nothing = await refundsOf(t, orderId).send({ reason: 'Again' }).expect(409);
    expect(nothing.body.message).toBe('Only 0.00 USD remains to refund on this order.');

    expect(await t.dataSource.getRepository(DemoRefund).countBy({ captureId: before.payment.captureId! })).toBe(3);
    const history = (await events(t, orderId)).filter((e) => e.kind.startsWith('refund'));
    expect(history.map((e) => [e.kind, e.toValue])).toEqual([
      ['refund_requested', '28.90'],
      ['refunded', '28.90'],
      ['refund_requested', '10.00'],
      ['refunded', '10.00'],
      ['refund_requested', '20.60'],
      ['refunded', '20.60'],
    ]);
    expect(history[0].note).toBe('Broken in transit: Sorry!');
    // A shipped order keeps its promo use; this one is not shipped, so the whole refund gave it back.
    expect(await t.dataSource.getRepository(PromoRedemption).countBy({ orderId })).toBe(0);
  });

  it("a whole refund of a pending order can cancel it in the same call and gives the code's use back", async () => {
    const orderId = await placeOrder();
    expect(await t.dataSource.getRepository(PromoRedemption).countBy({ orderId })).toBe(1);
    await refundsOf(t, orderId).send({ amount: '1.00', reason: 'Part', cancelOrder: true }).expect(400);
    await refundsOf(t, orderId).send({ reason: 'Out of stock', cancelOrder: true }).expect(201);
    expect((await detail(t, orderId)).orderStatus).toBe('cancelled');
    expect(await t.dataSource.getRepository(PromoRedemption).countBy({ orderId })).toBe(0);
    // The outbox may deliver the confirmation meanwhile; its 'email_sent' row is not part of the refund's history.
    const kinds = (await events(t, orderId)).map((e) => e.kind).filter((kind) => kind !== 'email_sent');
    expect(kinds).toEqual(['placed', 'refund_requested', 'status_changed', 'refunded']);
  });

  it('a partly refunded order keeps its code use; a shipped one keeps it even when wholly refunded', async () => {
    const orderId = await placeOrder();
    await t.http.patch(`/api/admin/orders/${orderId}`).set(BEARER_HEADER).send({ orderStatus: 'shipped' }).expect(200);
    await refundsOf(t, orderId).send({ reason: 'Returned' }).expect(201);
    expect(await t.dataSource.getRepository(PromoRedemption).countBy({ orderId })).toBe(1);
  });

  it("a PENDING demo refund is settled by the wallet's webhook; a FAILED one gives its amount back", async () => {
    const orderId = await placeOrder();
    const wallet = demoWalletOf(t);
    wallet.testSettings.refundOutcome = 'PENDING';
    const pending = (await refundsOf(t, orderId).send({ amount: '12.00', reason: 'Slow bank' }).expect(201))
      .body as Card;
    expect(pending).toMatchObject({ refunded: '0.00', refundPending: '12.00', refunds: [{ status: 'pending' }] });
    const refundId = pending.refunds[0].providerRefundId!;
    // Only what the wallet's table says is genuine: the same refund claimed COMPLETED before it settled is refused.
    const forged = await wallet.settleRefund(refundId, 'COMPLETED');
    await t.dataSource.getRepository(DemoRefund).update({ id: refundId }, { status: 'PENDING' });
    expect((await deliver(forged).expect(400)).body.error).toBe('The webhook signature is not valid.');
    expect((await detail(t, orderId)).payment.refunds[0].status).toBe('pending');

    expect((await deliver(await wallet.settleRefund(refundId, 'COMPLETED')).expect(200)).body).toEqual({
      outcome: 'refund-settled',
    });
    expect((await detail(t, orderId)).payment).toMatchObject({
      refunded: '12.00',
      refundPending: '0.00',
      refunds: [{ status: 'completed' }],
    });

    const second = (await refundsOf(t, orderId).send({ amount: '7.50', reason: 'Will fail' }).expect(201)).body as Card;
    await deliver(await wallet.settleRefund(second.refunds[1].providerRefundId!, 'FAILED')).expect(200);
    expect((await detail(t, orderId)).payment).toMatchObject({
      refunded: '12.00',
      remaining: '47.50',
      refunds: [{ status: 'completed' }, { status: 'failed' }],
    });
    expect((await events(t, orderId)).map((e) => e.kind)).toContain('refund_failed');
  });

  it('a demo refund FAILED at once is a 422 and releases its cents; a lost answer is retried with the same id, once', async () => {
    const orderId = await placeOrder();
    const wallet = demoWalletOf(t);
    wallet.testSettings.refundOutcome = 'FAILED';
    const refused = await refundsOf(t, orderId).send({ amount: '5.00', reason: 'Refused' }).expect(422);
    expect(refused.body.message).toBe('Demo wallet answered FAILED for the refund of 5.00; nothing was refunded.');
    expect((await detail(t, orderId)).payment).toMatchObject({ refunded: '0.00', remaining: '59.50' });

    wallet.testSettings.refundOutcome = 'answer-lost';
    const requestId = '6a1d2c9e-5b7a-4e8f-9c1d-2a3b4c5d6e70';
    await refundsOf(t, orderId).send({ amount: '5.00', reason: 'Lost answer', requestId }).expect(502);
    const again = (await refundsOf(t, orderId).send({ amount: '5.00', reason: 'Lost answer', requestId }).expect(201))
      .body as Card;
    expect(again).toMatchObject({
      refunded: '5.00',
      refunds: [{ status: 'failed' }, { status: 'completed', requestId }],
    });
    expect(await t.dataSource.getRepository(DemoRefund).countBy({ requestId })).toBe(1);
  });

  it('refuses what it cannot do with a 4xx that says why', async () => {
    const orderId = await placeOrder();
    const { items } = await detail(t, orderId);
    expect((await refundsOf(t, orderId).send({ amount: '1.00' }).expect(400)).body.message).toContain(
      'reason is required',
    );
    expect(
      (
        await refundsOf(t, orderId)
          .send({ amount: '1.00', lines: [{ orderItemId: items[0].id, quantity: 1 }], reason: 'x' })
          .expect(400)
      ).body.message,
    ).toContain('either amount or lines');
    expect(
      (
        await refundsOf(t, orderId)
          .send({ lines: [{ orderItemId: items[0].id, quantity: 3 }], reason: 'x' })
          .expect(400)
      ).body.message,
    ).toContain('has 2 unit(s) left to refund, not 3');
    expect((await refundsOf(t, orderId).send({ amount: '1.001', reason: 'x' }).expect(400)).body.message).toContain(
      'amount must be an amount',
    );
    await t.http.post(`/api/admin/orders/${orderId}/refunds`).send({ reason: 'x' }).expect(401);
    await refundsOf(t, 999999).send({ reason: 'x' }).expect(404);
    // An order from before captures were kept, whose capture nobody could tell: refunded in the provider's dashboard.
    await t.dataSource.getRepository(Order).update({ id: orderId }, { captureId: null });
    expect((await refundsOf(t, orderId).send({ reason: 'x' }).expect(422)).body.message).toContain(
      'refund it in the Demo wallet dashboard',
    );
  });
});

describe('refunds through PayPal (the fake PayPal REST server)', () => {
  let paypal: FakePayPalServer;
  let smtp: SmtpTestServer;
  let t: TestApp;
  let email = 0;
  const webhook = (event: Record<string, unknown>) =>
    t.http.post('/api/payments/webhook').set(webhookHeaders()).send(event);
  const placeOrder = async (customerEmail = `refund-paypal-${++email}@example.com`) => {
    const body = { ...paymentOrderBody(await twoLines(t), '59.50', 'WELCOME15'), customerEmail };
    const paymentId = (await t.http.post('/order').send(body).expect(201)).body.id as string;
    const capture = await t.http.post(`/order/${paymentId}/capture`).expect(200);
    const orderId = capture.body.orderId as number;
    return { orderId, captureId: (await detail(t, orderId)).payment.captureId! };
  };

  beforeAll(async () => {
    paypal = await new FakePayPalServer().start();
    smtp = await startSmtpTestServer();
    t = await startTestApp({
      ...paypal.appEnv(),
      PAYPAL_TIMEOUT_MS: '5000',
      SMTP_URL: smtp.url,
      MAIL_POLL_INTERVAL_MS: '50',
    });
    await addWelcomeCode(t);
  });
  afterAll(async () => {
    await t.close();
    await paypal.stop();
    await smtp.stop();
  });
  beforeEach(() => {
    paypal.refundStatus = 'COMPLETED';
    paypal.refundAnswersLost = 0;
  });

  it('refunds the whole payment against the capture, with a request id, the amount and the note to the payer; the customer gets an e-mail', async () => {
    const { orderId, captureId } = await placeOrder('refund-mail@example.com');
    const card = (await refundsOf(t, orderId).send({ reason: 'Never arrived', note: 'We are sorry.' }).expect(201))
      .body as Card;
    expect(card).toMatchObject({
      provider: 'PayPal',
      captured: '59.50',
      refunded: '59.50',
      remaining: '0.00',
      refunds: [{ amount: '59.50', status: 'completed', providerRefundId: expect.any(String) }],
    });
    const sent = paypal.requestsTo(new RegExp(`/v2/payments/captures/${captureId}/refund$`));
    expect(sent).toHaveLength(1);
    expect(sent[0].headers['paypal-request-id']).toBe(`refund-${card.refunds[0].requestId}`);
    expect(sent[0].body).toEqual({
      amount: { currency_code: 'USD', value: '59.50' },
      custom_id: card.refunds[0].requestId,
      note_to_payer: 'We are sorry.',
    });

    await waitFor(
      () => smtp.to('refund-mail@example.com').some((m) => m.subject.includes('refund')),
      10_000,
      'the refund e-mail',
    );
    const mail = smtp.to('refund-mail@example.com').find((m) => m.subject.includes('refund'))!;
    expect(mail.subject).toMatch(/^Your refund of \$59\.50 for order #\d+$/);
    expect(mail.text).toContain('We have refunded $59.50');
    expect(mail.text).toContain('A note from us:\nWe are sorry.');
    expect(mail.text).toMatch(/View your order: http\S*\/orders\/status\?token=/);
  });

  it('two partial refunds, then a third above what remains is refused by the shop (PayPal is not asked)', async () => {
    const { orderId, captureId } = await placeOrder();
    await refundsOf(t, orderId).send({ amount: '20.00', reason: 'One' }).expect(201);
    const second = (await refundsOf(t, orderId).send({ amount: '30.00', reason: 'Two' }).expect(201)).body as Card;
    expect(second).toMatchObject({ refunded: '50.00', remaining: '9.50' });
    const refused = await refundsOf(t, orderId).send({ amount: '9.51', reason: 'Three' }).expect(409);
    expect(refused.body.message).toContain('9.50 USD that remains');
    expect(paypal.requestsTo(new RegExp(`/captures/${captureId}/refund$`))).toHaveLength(2);
  });

  it("PayPal's answer lost (5xx): the retry carries the same request id and PayPal refunds once", async () => {
    const { orderId, captureId } = await placeOrder();
    paypal.refundAnswersLost = 1;
    const card = (await refundsOf(t, orderId).send({ amount: '10.00', reason: 'Lost answer' }).expect(201))
      .body as Card;
    expect(card.refunds[0]).toMatchObject({ status: 'completed' });
    const attempts = paypal
      .requestsTo(new RegExp(`/captures/${captureId}/refund$`))
      .map((r) => r.headers['paypal-request-id']);
    expect(attempts).toEqual([`refund-${card.refunds[0].requestId}`, `refund-${card.refunds[0].requestId}`]);
    expect(paypal.refundsPerRequestId.get(`refund-${card.refunds[0].requestId}`)).toBe(1);
  });

  it('PayPal down: the refund stays requested (502); the same request later refunds once', async () => {
    const { orderId } = await placeOrder();
    paypal.script(/\/refund$/, { status: 503 });
    paypal.script(/\/refund$/, { status: 503 });
    const requestId = '3f1d2c9e-5b7a-4e8f-9c1d-2a3b4c5d6e7f';
    const down = await refundsOf(t, orderId).send({ amount: '5.00', reason: 'Retry me', requestId }).expect(502);
    expect(down.body.message).toContain(`requestId ${requestId}`);
    expect((await detail(t, orderId)).payment).toMatchObject({
      refundPending: '5.00',
      remaining: '54.50',
      refunds: [{ status: 'requested' }],
    });
    const again = (await refundsOf(t, orderId).send({ amount: '5.00', reason: 'Retry me', requestId }).expect(201))
      .body as Card;
    expect(again).toMatchObject({
      refunded: '5.00',
      remaining: '54.50',
      refunds: [{ status: 'completed', requestId }],
    });
    expect(paypal.refundsPerRequestId.get(`refund-${requestId}`)).toBe(1);
  });

  it('a PENDING refund is settled by PAYMENT.CAPTURE.REFUNDED; a FAILED one gives its amount back', async () => {
    const { orderId } = await placeOrder();
    paypal.refundStatus = 'PENDING';
    const pending = (await refundsOf(t, orderId).send({ amount: '12.00', reason: 'Slow bank' }).expect(201))
      .body as Card;
    expect(pending).toMatchObject({
      refunded: '0.00',
      refundPending: '12.00',
      remaining: '47.50',
      refunds: [{ status: 'pending' }],
    });
    const refund = paypal.refunds.get(pending.refunds[0].providerRefundId!)!;
    refund.status = 'COMPLETED';
    expect((await webhook(refundEvent(paypal, refund.id)).expect(200)).body).toMatchObject({
      outcome: 'refund-settled',
    });
    expect((await detail(t, orderId)).payment).toMatchObject({
      refunded: '12.00',
      refundPending: '0.00',
      remaining: '47.50',
      refunds: [{ status: 'completed' }],
    });

    const second = (await refundsOf(t, orderId).send({ amount: '7.50', reason: 'Will fail' }).expect(201)).body as Card;
    const failing = paypal.refunds.get(second.refunds[1].providerRefundId!)!;
    failing.status = 'FAILED';
    await webhook(refundEvent(paypal, failing.id)).expect(200);
    const after = (await detail(t, orderId)).payment;
    expect(after).toMatchObject({
      refunded: '12.00',
      remaining: '47.50',
      refunds: [{ status: 'completed' }, { status: 'failed' }],
    });
    expect((await events(t, orderId)).map((e) => e.kind)).toContain('refund_failed');
  });

  it("a refund made in PayPal's dashboard arrives by webhook and is recorded once", async () => {
    const { orderId, captureId } = await placeOrder();
    const made = paypal.dashboardRefund(captureId, '8.00');
    const event = refundEvent(paypal, made.id);
    expect((await webhook(event).expect(200)).body).toMatchObject({ outcome: 'refund-recorded' });
    await webhook(event).expect(200);
    await webhook({ ...event, id: 'WH-ANOTHER-ID' }).expect(200);
    expect((await detail(t, orderId)).payment).toMatchObject({
      refunded: '8.00',
      remaining: '51.50',
      refunds: [
        { amount: '8.00', status: 'completed', reason: 'Refunded in the PayPal dashboard', providerRefundId: made.id },
      ],
    });
  });
});

import { OutboundEmail } from '../src/mail/outbound-email.entity';
import { Order } from '../src/orders/order.entity';
import { SubscriptionLinks } from '../src/subscriptions/manage/subscription-links.service';
import { RenewalRunner } from '../src/subscriptions/renewal-runner';
import { Subscription } from '../src/subscriptions/subscription.entity';
import { SubscriptionRenewal } from '../src/subscriptions/subscription-renewal.entity';
import { PASSWORD_HEADER } from './support/admin-headers';
import { Line, paymentOrderBody, productIds } from './support/checkout-fixtures';
import { FakePayPalServer, RecordedRequest } from './support/fake-paypal-server';
import { startTestApp, TestApp } from './support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60_000;

/**
 * Subscribe & save against the fake PayPal: the first payment stores the wallet in PayPal's vault, and each renewal is
 * a merchant-initiated order on it, run by the renewal runner with a clock the test passes (never a real wait).
 * Seeded shipping and tax: a $60.00 Refill Box, 10 % off ($54.00), Standard $7.95, Indiana 7 % on both: $66.29.
 */
describe('refill subscriptions billed through the PayPal vault', () => {
  let paypal: FakePayPalServer;
  let t: TestApp;
  let refill: Line;
  let candle: Line;
  let standard: number;
  const runner = () => t.app.get(RenewalRunner);
  const subscriptions = () => t.dataSource.getRepository(Subscription);
  const renewals = () => t.dataSource.getRepository(SubscriptionRenewal);
  const vaultRequests = (): RecordedRequest[] =>
    paypal
      .requestsTo(/^\/v2\/checkout\/orders$/)
      .filter(
        (r) => (r.body as { payment_source?: { paypal?: { vault_id?: string } } }).payment_source?.paypal?.vault_id,
      );

  const subscribeBody = (items: Line[], amount: string, extra: Record<string, unknown> = {}) =>
    paymentOrderBody(items, amount, null, {
      shippingMethodId: standard,
      subscription: { frequencyMonths: 1 },
      ...extra,
    });

  /** Subscribes to one Refill Box a month through PayPal's vault-with-purchase flow; answers the new subscription. */
  async function subscribe(): Promise<Subscription> {
    const created = await t.http
      .post('/order')
      .send(subscribeBody([refill], '66.29'))
      .expect(201);
    const capture = await t.http.post(`/order/${created.body.id}/capture`).expect(200);
    return subscriptions().findOneByOrFail({ firstOrderId: capture.body.orderId });
  }

  const setRefillStock = (quantity: number | null) =>
    t.http
      .patch(`/api/admin/products/${refill.productId}`)
      .set(PASSWORD_HEADER)
      .send({ inventory: [{ size: 'Refill Box', quantity, lowStockThreshold: null }] })
      .expect(200);

  beforeAll(async () => {
    paypal = await new FakePayPalServer().start();
    t = await startTestApp({ ...paypal.appEnv(), RENEWALS_DISABLED: 'true' }, { shippingAndTax: true });
    const ids = await productIds(t.dataSource);
    refill = { productId: ids['hand-soap-no-42'], size: 'Refill Box', quantity: 1 };
    candle = { productId: ids['soy-wax-candle-no-92'], size: '8 oz', quantity: 1 };
    standard = (await t.http.get('/api/shipping-methods').expect(200)).body[0].id;
  });
  afterAll(async () => {
    await t.close();
    await paypal.stop();
  });
  beforeEach(async () => {
    paypal.vaultChargeOutcome = 'COMPLETED';
    // Each test renews only its own subscription: the earlier ones fall due at the same moments.
    await subscriptions().update({ status: 'active' }, { status: 'cancelled' });
  });

  it('asks PayPal to vault the wallet with the first payment and starts the subscription with its vault id', async () => {
    const before = Date.now();
    const subscription = await subscribe();
    const create = paypal.requestsTo(/^\/v2\/checkout\/orders$/).at(-1)!;
    expect((create.body as Record<string, unknown>).payment_source).toEqual({
      paypal: {
        attributes: { vault: { store_in_vault: 'ON_SUCCESS', usage_type: 'MERCHANT', customer_type: 'CONSUMER' } },
      },
    });
    expect(paypal.vaults.has(subscription.vaultId)).toBe(true);
    expect(subscription).toMatchObject({
      status: 'active',
      frequencyMonths: 1,
      discountPercent: '10.00',
      lines: [{ productId: refill.productId, size: 'Refill Box', quantity: 1 }],
      shippingMethodId: standard,
    });
    const firstOrder = await t.dataSource.getRepository(Order).findOneByOrFail({ id: subscription.firstOrderId });
    expect(firstOrder).toMatchObject({ subtotal: '60.00', discountAmount: '6.00', total: '66.29', promoCode: null });
    const gap = subscription.nextRenewalAt.getTime() - before;
    expect(gap).toBeGreaterThanOrEqual(28 * DAY);
    expect(gap).toBeLessThanOrEqual(31 * DAY + MINUTE);
  });

  it("the product's API names its subscribable sizes and the shop's terms; a candle has none", async () => {
    const soap = (await t.http.get('/api/products/hand-soap-no-42').expect(200)).body;
    expect(soap.subscription).toEqual({
      sizes: expect.arrayContaining(['Refill Box']),
      discountPercent: '10.00',
      defaultFrequencyMonths: 2,
    });
    expect(soap.sizes).toEqual(expect.arrayContaining(soap.subscription.sizes));
    const candleProduct = (await t.http.get('/api/products/soy-wax-candle-no-92').expect(200)).body;
    expect(candleProduct.subscription).toBeUndefined();
  });

  it('quotes a subscribing checkout with the saving the order is charged, and refuses what cannot be subscribed', async () => {
    const quote = (body: Record<string, unknown>) =>
      t.http
        .post('/api/checkout/quote')
        .send({ items: [refill], shippingState: 'IN', shippingMethodId: standard, ...body });
    const priced = (await quote({ subscription: { frequencyMonths: 2 } }).expect(200)).body;
    expect(priced).toMatchObject({ subtotal: '60.00', discountAmount: '6.00', total: '66.29' });
    await quote({ items: [candle], subscription: { frequencyMonths: 2 } }).expect(400);
    await quote({ promoCode: 'WELCOME10', subscription: { frequencyMonths: 2 } }).expect(400);
    await quote({ subscription: { frequencyMonths: 5 } }).expect(400);
  });

  it('refuses to subscribe to what is not offered, with a promo code, or at another frequency (400)', async () => {
    const notOffered = await t.http
      .post('/order')
      .send(subscribeBody([candle], '37.22'))
      .expect(400);
    expect(notOffered.body.error).toBe('Only refills and soaps can be subscribed to.');
    const withCode = await t.http
      .post('/order')
      .send(subscribeBody([refill], '66.29', { promoCode: 'WELCOME10' }))
      .expect(400);
    expect(withCode.body.error).toBe('A promo code cannot be combined with a subscription.');
    await t.http
      .post('/order')
      .send(subscribeBody([refill], '66.29', { subscription: { frequencyMonths: 4 } }))
      .expect(400);
  });

  it('three renewals make three orders and three charges, each with its own PayPal-Request-Id', async () => {
    const subscription = await subscribe();
    const chargesBefore = vaultRequests().length;
    let at = subscription.nextRenewalAt;
    const orderIds: number[] = [];
    for (let i = 0; i < 3; i++) {
      const outcomes = await runner().runDue(new Date(at.getTime() + MINUTE));
      expect(outcomes).toEqual([{ renewalId: expect.any(Number), outcome: 'charged' }]);
      // Running again at the same moment finds nothing due.
      expect(await runner().runDue(new Date(at.getTime() + 2 * MINUTE))).toEqual([]);
      const renewal = await renewals().findOneByOrFail({ id: outcomes[0].renewalId });
      expect(renewal).toMatchObject({ status: 'completed', attempts: 1, subscriptionId: subscription.id });
      expect(renewal.dueAt.getTime()).toBe(at.getTime());
      orderIds.push(renewal.orderId!);
      const next = await subscriptions().findOneByOrFail({ id: subscription.id });
      expect(next.nextRenewalAt.getTime()).toBeGreaterThan(at.getTime() + 27 * DAY);
      at = next.nextRenewalAt;
    }
    const charges = vaultRequests().slice(chargesBefore);
    expect(charges).toHaveLength(3);
    const requestIds = charges.map((c) => c.headers['paypal-request-id']);
    expect(new Set(requestIds).size).toBe(3);
    for (const charge of charges) {
      const body = charge.body as { payment_source: unknown; purchase_units: Array<{ amount: { value: string } }> };
      expect(body.payment_source).toEqual({ paypal: { vault_id: subscription.vaultId } });
      expect(body.purchase_units[0].amount.value).toBe('66.29');
    }
    const orders = await t.dataSource.getRepository(Order).findBy(orderIds.map((id) => ({ id })));
    expect(orders).toHaveLength(3);
    for (const order of orders)
      expect(order).toMatchObject({ total: '66.29', discountAmount: '6.00', shippingAmount: '7.95' });
    const confirmations = await t.dataSource
      .getRepository(OutboundEmail)
      .findBy(orderIds.map((id) => ({ dedupeKey: `order-confirmation:${id}` })));
    expect(confirmations).toHaveLength(3);
  });

  it('two runners claiming the same due renewal charge it once', async () => {
    const subscription = await subscribe();
    const chargesBefore = vaultRequests().length;
    const now = new Date(subscription.nextRenewalAt.getTime() + MINUTE);
    const [first, second] = await Promise.all([runner().runDue(now), runner().runDue(now)]);
    expect([...first, ...second].map((o) => o.outcome)).toEqual(['charged']);
    expect(vaultRequests().length - chargesBefore).toBe(1);
    expect(await renewals().countBy({ subscriptionId: subscription.id })).toBe(1);
  });

  it('retries a declined renewal 1, 3 and 7 days later, then pauses the subscription; nothing is charged', async () => {
    const subscription = await subscribe();
    paypal.vaultChargeOutcome = 'DECLINED';
    const chargedBefore = paypal.vaultCharges.length;
    const requestsBefore = vaultRequests().length;
    let at = new Date(subscription.nextRenewalAt.getTime() + MINUTE);
    const seen: string[] = [];
    for (const waitDays of [1, 3, 7]) {
      seen.push(...(await runner().runDue(at)).map((o) => o.outcome));
      // Not due again before its retry.
      expect(await runner().runDue(new Date(at.getTime() + waitDays * DAY - MINUTE))).toEqual([]);
      at = new Date(at.getTime() + waitDays * DAY);
    }
    seen.push(...(await runner().runDue(at)).map((o) => o.outcome));
    expect(seen).toEqual(['retry', 'retry', 'retry', 'failed']);
    const renewal = await renewals().findOneByOrFail({ subscriptionId: subscription.id });
    expect(renewal).toMatchObject({ status: 'failed', attempts: 4, orderId: null });
    expect(renewal.lastError).toContain('INSTRUMENT_DECLINED');
    expect((await subscriptions().findOneByOrFail({ id: subscription.id })).status).toBe('paused');
    const attempts = vaultRequests().slice(requestsBefore);
    expect(attempts.map((r) => r.headers['paypal-request-id'])).toEqual(
      [1, 2, 3, 4].map((n) => `renewal-${renewal.id}-${n}`),
    );
    expect(paypal.vaultCharges.length).toBe(chargedBefore);
    // The shopper is told after each failure, then that the subscription is paused, each with the manage link.
    const told = await t.dataSource
      .getRepository(OutboundEmail)
      .find({ where: { recipient: 'ada@example.com', template: 'subscription-notice' }, order: { id: 'ASC' } });
    const keys = told.map((e) => e.dedupeKey).filter((k) => k.includes(`:${renewal.id}`));
    expect(keys).toEqual([
      ...[1, 2, 3].map((n) => `subscription-charge-failed:${renewal.id}:${n}`),
      `subscription-paused:${renewal.id}`,
    ]);
    expect(told.at(-1)!.data).toContain('/subscriptions/manage?token=');
    // A paused subscription is not renewed.
    expect(await runner().runDue(new Date(at.getTime() + 60 * DAY))).toEqual([]);
  });

  it('an out-of-stock renewal waits and charges nothing, then charges once the stock is back', async () => {
    const subscription = await subscribe();
    await setRefillStock(0);
    const requestsBefore = vaultRequests().length;
    const at = new Date(subscription.nextRenewalAt.getTime() + MINUTE);
    expect((await runner().runDue(at)).map((o) => o.outcome)).toEqual(['waiting-for-stock']);
    expect(vaultRequests().length).toBe(requestsBefore);
    const waiting = await renewals().findOneByOrFail({ subscriptionId: subscription.id });
    expect(waiting).toMatchObject({ status: 'due', attempts: 0, orderId: null });
    expect(waiting.nextAttemptAt.getTime()).toBe(at.getTime() + DAY);
    const notice = await t.dataSource
      .getRepository(OutboundEmail)
      .findOneByOrFail({ dedupeKey: `subscription-waiting:${waiting.id}` });
    expect(notice.subject).toBe('Your next refill is waiting for stock');
    await setRefillStock(5);
    expect((await runner().runDue(new Date(at.getTime() + DAY))).map((o) => o.outcome)).toEqual(['charged']);
    expect(vaultRequests().length).toBe(requestsBefore + 1);
    await setRefillStock(null);
  });
});

describe('managing a subscription from its signed link', () => {
  let paypal: FakePayPalServer;
  let t: TestApp;
  let refill: Line;
  let standard: number;
  const subscriptions = () => t.dataSource.getRepository(Subscription);
  const manage = (token: string, path = '') => `/api/subscriptions/manage/${encodeURIComponent(token)}${path}`;

  async function subscribe(): Promise<{ subscription: Subscription; token: string }> {
    const created = await t.http
      .post('/order')
      .send(
        paymentOrderBody([refill], '66.29', null, { shippingMethodId: standard, subscription: { frequencyMonths: 1 } }),
      )
      .expect(201);
    const capture = await t.http.post(`/order/${created.body.id}/capture`).expect(200);
    const subscription = await subscriptions().findOneByOrFail({ firstOrderId: capture.body.orderId });
    return { subscription, token: t.app.get(SubscriptionLinks).tokenFor(subscription.id) };
  }

  beforeAll(async () => {
    paypal = await new FakePayPalServer().start();
    t = await startTestApp({ ...paypal.appEnv(), RENEWALS_DISABLED: 'true' }, { shippingAndTax: true });
    refill = { productId: (await productIds(t.dataSource))['hand-soap-no-42'], size: 'Refill Box', quantity: 1 };
    standard = (await t.http.get('/api/shipping-methods').expect(200)).body[0].id;
  });
  afterAll(async () => {
    await t.close();
    await paypal.stop();
  });
  // Each test renews only its own subscription.
  beforeEach(() => subscriptions().update({ status: 'active' }, { status: 'cancelled' }));

  it('shows the next date and amount, and refuses a tampered or foreign link (404)', async () => {
    const { subscription, token } = await subscribe();
    const view = (await t.http.get(manage(token)).expect(200)).body;
    expect(view).toMatchObject({
      id: subscription.id,
      status: 'active',
      frequencyMonths: 1,
      discountPercent: '10.00',
      nextAmount: '66.29',
      lines: [{ productId: refill.productId, productName: 'Hand Soap No. 42', size: 'Refill Box', quantity: 1 }],
    });
    expect(new Date(view.nextRenewalAt).getTime()).toBe(subscription.nextRenewalAt.getTime());
    const [id, mac] = token.split('.');
    const tampered = `${id}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    const refused = await t.http.get(manage(tampered)).expect(404);
    expect(refused.body.error).toBe('We could not find this subscription.');
    // Another subscription's id under this one's signature, and an order status token, open nothing.
    await t.http.get(manage(`${Number(id) + 1}.${mac}`)).expect(404);
    await t.http.post(manage(tampered, '/cancel')).expect(404);
    expect((await subscriptions().findOneByOrFail({ id: subscription.id })).status).toBe('active');
  });

  it('skips the next delivery, changes the frequency and quantity, pauses, resumes and cancels', async () => {
    const { subscription, token } = await subscribe();
    const skipped = (await t.http.post(manage(token, '/skip')).expect(200)).body;
    const afterSkip = new Date(skipped.nextRenewalAt).getTime();
    expect(afterSkip).toBeGreaterThan(subscription.nextRenewalAt.getTime() + 27 * DAY);
    expect(afterSkip).toBeLessThanOrEqual(subscription.nextRenewalAt.getTime() + 31 * DAY);

    const changed = (
      await t.http
        .patch(manage(token))
        .send({ frequencyMonths: 3, lines: [{ productId: refill.productId, size: 'Refill Box', quantity: 2 }] })
        .expect(200)
    ).body;
    // Two boxes: $120.00 less 10 % is $108.00, free Standard shipping, 7 % tax: $115.56.
    expect(changed).toMatchObject({ frequencyMonths: 3, nextAmount: '115.56', lines: [{ quantity: 2 }] });
    await t.http.patch(manage(token)).send({ frequencyMonths: 4 }).expect(400);
    await t.http
      .patch(manage(token))
      .send({ lines: [{ productId: refill.productId, size: '16 oz', quantity: 1 }] })
      .expect(400);

    expect((await t.http.post(manage(token, '/pause')).expect(200)).body.status).toBe('paused');
    const runner = t.app.get(RenewalRunner);
    expect(await runner.runDue(new Date(afterSkip + DAY))).toEqual([]);
    expect((await t.http.post(manage(token, '/resume')).expect(200)).body.status).toBe('active');

    const cancelled = (await t.http.post(manage(token, '/cancel')).expect(200)).body;
    expect(cancelled.status).toBe('cancelled');
    await t.http.post(manage(token, '/cancel')).expect(200);
    // Confirmed by one e-mail, however often the button is pressed.
    const confirmations = await t.dataSource
      .getRepository(OutboundEmail)
      .findBy({ dedupeKey: `subscription-cancelled:${subscription.id}` });
    expect(confirmations.map((e) => e.subject)).toEqual(['Your refill subscription is cancelled']);
    await t.http.post(manage(token, '/resume')).expect(409);
    expect(await runner.runDue(new Date(afterSkip + 400 * DAY))).toEqual([]);
    const stored = await subscriptions().findOneByOrFail({ id: subscription.id });
    expect(stored).toMatchObject({ status: 'cancelled', frequencyMonths: 3 });
  });

  it('a cancel stops a renewal waiting for stock: it is never charged', async () => {
    const { subscription, token } = await subscribe();
    await t.http
      .patch(`/api/admin/products/${refill.productId}`)
      .set(PASSWORD_HEADER)
      .send({ inventory: [{ size: 'Refill Box', quantity: 0, lowStockThreshold: null }] })
      .expect(200);
    const runner = t.app.get(RenewalRunner);
    const at = new Date(subscription.nextRenewalAt.getTime() + MINUTE);
    const waiting = await runner.runDue(at);
    expect(waiting.map((o) => o.outcome)).toContain('waiting-for-stock');
    await t.http.post(manage(token, '/cancel')).expect(200);
    await t.http
      .patch(`/api/admin/products/${refill.productId}`)
      .set(PASSWORD_HEADER)
      .send({ inventory: [{ size: 'Refill Box', quantity: null, lowStockThreshold: null }] })
      .expect(200);
    const before = paypal.vaultCharges.length;
    await runner.runDue(new Date(at.getTime() + 2 * DAY));
    expect(paypal.vaultCharges.length).toBe(before);
    const renewal = await t.dataSource
      .getRepository(SubscriptionRenewal)
      .findOneByOrFail({ subscriptionId: subscription.id });
    expect(renewal.status).toBe('cancelled');
  });

  it('changes the address from the link, checked like the checkout; the next renewal is taxed for the new state', async () => {
    const { subscription, token } = await subscribe();
    const oregon = {
      shippingAddress: '5 River Road',
      shippingAddress2: 'Unit 2',
      shippingCity: 'Portland',
      shippingState: 'or',
      shippingZip: ' 97201 ',
    };
    for (const [field, value] of [
      ['shippingState', 'XX'],
      ['shippingZip', '46204'],
      ['shippingCity', ''],
    ] as const) {
      const refused = await t.http
        .patch(manage(token))
        .send({ address: { ...oregon, [field]: value } })
        .expect(400);
      expect(JSON.stringify(refused.body)).toContain(field);
    }
    expect((await subscriptions().findOneByOrFail({ id: subscription.id })).customer.shippingState).toBe('IN');

    // Oregon has no sales tax: $54.00 and Standard $7.95.
    const moved = (await t.http.patch(manage(token)).send({ address: oregon }).expect(200)).body;
    expect(moved).toMatchObject({
      nextAmount: '61.95',
      address: { shippingAddress: '5 River Road', shippingAddress2: 'Unit 2', shippingCity: 'Portland' },
    });
    expect(moved.address).toMatchObject({ shippingState: 'OR', shippingZip: '97201' });
    const stored = await subscriptions().findOneByOrFail({ id: subscription.id });
    expect(stored.customer).toMatchObject({ customerName: subscription.customer.customerName, shippingState: 'OR' });

    const outcomes = await t.app.get(RenewalRunner).runDue(new Date(subscription.nextRenewalAt.getTime() + MINUTE));
    expect(outcomes.map((o) => o.outcome)).toEqual(['charged']);
    const renewal = await t.dataSource
      .getRepository(SubscriptionRenewal)
      .findOneByOrFail({ subscriptionId: subscription.id });
    const order = await t.dataSource.getRepository(Order).findOneByOrFail({ id: renewal.orderId! });
    expect(order).toMatchObject({ shippingState: 'OR', shippingZip: '97201', total: '61.95', taxAmount: '0.00' });
  });
});

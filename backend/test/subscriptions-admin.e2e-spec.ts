import { OutboundEmail } from '../src/mail/outbound-email.entity';
import { Order } from '../src/orders/order.entity';
import { SubscriptionLinks } from '../src/subscriptions/manage/subscription-links.service';
import { RenewalRunner } from '../src/subscriptions/renewal-runner';
import { SubscriptionEvent } from '../src/subscriptions/subscription-event.entity';
import { Subscription } from '../src/subscriptions/subscription.entity';
import { BEARER_HEADER, PASSWORD_HEADER } from './support/admin-headers';
import { Line, productIds } from './support/checkout-fixtures';
import { FakePayPalServer } from './support/fake-paypal-server';
import { subscribeThroughCheckout } from './support/subscription-fixtures';
import { startTestApp, TestApp } from './support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60_000;

/**
 * The reminder before each renewal, the history of changes, and the back office's subscription API, against the fake
 * PayPal with a clock the test passes to the renewal runner (never a real wait).
 */
describe('subscription reminders, history and back office', () => {
  let paypal: FakePayPalServer;
  let t: TestApp;
  let refill: Line;
  let standard: number;
  const runner = () => t.app.get(RenewalRunner);
  const subscriptions = () => t.dataSource.getRepository(Subscription);
  const subscribe = () => subscribeThroughCheckout(t, refill, standard);
  const reminders = (subscriptionId: number) =>
    t.dataSource
      .getRepository(OutboundEmail)
      .createQueryBuilder('e')
      .where('e.dedupeKey LIKE :key', { key: `subscription-reminder:${subscriptionId}:%` })
      .orderBy('e.id', 'ASC')
      .getMany();
  const historyOf = async (id: number) =>
    (
      await t.dataSource.getRepository(SubscriptionEvent).find({ where: { subscriptionId: id }, order: { id: 'ASC' } })
    ).map((e) => `${e.kind}/${e.actor}`);
  const admin = (path: string) => `/api/admin/${path}`;
  const detailOf = async (id: number) =>
    (
      await t.http
        .get(admin(`subscriptions/${id}`))
        .set(PASSWORD_HEADER)
        .expect(200)
    ).body;
  const staff = async (id: number, action: string, status = 200) =>
    (
      await t.http
        .post(admin(`subscriptions/${id}/${action}`))
        .set(PASSWORD_HEADER)
        .expect(status)
    ).body;
  const setRefillPrice = (refillPrice: string) =>
    t.http.patch(`/api/admin/products/${refill.productId}`).set(PASSWORD_HEADER).send({ refillPrice }).expect(200);

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
  beforeEach(async () => {
    paypal.vaultChargeOutcome = 'COMPLETED';
    // Each test renews and reminds only its own subscription.
    await subscriptions().update({ status: 'active' }, { status: 'cancelled' });
  });

  it('reminds once, the set number of days before each renewal, with the amount, the date and the link', async () => {
    const subscription = await subscribe();
    const due = subscription.nextRenewalAt.getTime();
    await runner().runDue(new Date(due - 3 * DAY - MINUTE));
    expect(await reminders(subscription.id)).toEqual([]);
    // Two instances polling at the same moment, then again: one reminder.
    const at = new Date(due - 3 * DAY + MINUTE);
    await Promise.all([runner().runDue(at), runner().runDue(at)]);
    await runner().runDue(new Date(at.getTime() + MINUTE));
    const [reminder, ...more] = await reminders(subscription.id);
    expect(more).toEqual([]);
    const date = subscription.nextRenewalAt.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    expect(reminder.subject).toBe(`Your next refill is on ${date}`);
    expect(reminder.recipient).toBe('ada@example.com');
    expect(reminder.data).toContain(`charged on ${date}: $66.29 at today's prices`);
    expect(reminder.data).not.toContain('A price has changed');
    expect(reminder.data).toContain('/subscriptions/manage?token=');
    expect(await historyOf(subscription.id)).toEqual(['created/shopper', 'reminder_sent/system']);

    // After the renewal, the next one is reminded too; a price raised since says so and the new amount.
    expect((await runner().runDue(new Date(due + MINUTE))).map((o) => o.outcome)).toEqual(['charged']);
    await setRefillPrice('65.00');
    try {
      const next = (await subscriptions().findOneByOrFail({ id: subscription.id })).nextRenewalAt;
      await runner().runDue(new Date(next.getTime() - 3 * DAY + MINUTE));
      const second = (await reminders(subscription.id))[1];
      // $65.00 less 10 % is $58.50, Standard $7.95, 7 % tax on both ($4.10 and $0.56): $71.11.
      expect(second.data).toContain('$71.11 at today');
      expect(second.data).toContain('A price has changed since your last delivery');
    } finally {
      await setRefillPrice('60.00');
    }
    expect(await historyOf(subscription.id)).toEqual([
      'created/shopper',
      'reminder_sent/system',
      'renewal_charged/system',
      'reminder_sent/system',
    ]);
  });

  it('staff set the reminder days, the percent and the default frequency; bad values are a 400', async () => {
    const before = (await t.http.get(admin('subscription-settings')).set(PASSWORD_HEADER).expect(200)).body;
    expect(before).toMatchObject({ discountPercent: '10.00', defaultFrequencyMonths: 2, reminderDays: 3 });
    expect(before.subscribableItems).toContainEqual({ productId: refill.productId, size: 'Refill Box' });
    try {
      const saved = await t.http
        .put(admin('subscription-settings'))
        .set(PASSWORD_HEADER)
        .send({ reminderDays: 5, defaultFrequencyMonths: 3 })
        .expect(200);
      expect(saved.body).toMatchObject({ discountPercent: '10.00', defaultFrequencyMonths: 3, reminderDays: 5 });
      const subscription = await subscribe();
      await runner().runDue(new Date(subscription.nextRenewalAt.getTime() - 5 * DAY + MINUTE));
      expect(await reminders(subscription.id)).toHaveLength(1);
      for (const bad of [
        { reminderDays: 15 },
        { discountPercent: '0' },
        { defaultFrequencyMonths: 4 },
        { subscribableItems: [{ productId: refill.productId, size: 'Bucket' }] },
      ])
        await t.http.put(admin('subscription-settings')).set(PASSWORD_HEADER).send(bad).expect(400);
      await t.http.get(admin('subscription-settings')).expect(401);
    } finally {
      await t.http
        .put(admin('subscription-settings'))
        .set(PASSWORD_HEADER)
        .send({ reminderDays: 3, defaultFrequencyMonths: 2 })
        .expect(200);
    }
  });

  it('lists subscriptions by next renewal, finds them by e-mail or id, and filters by status', async () => {
    const first = await subscribe();
    const second = await subscribe();
    await subscriptions().update({ id: first.id }, { nextRenewalAt: new Date(second.nextRenewalAt.getTime() + DAY) });
    const active = (await t.http.get(admin('subscriptions?status=active')).set(PASSWORD_HEADER).expect(200)).body;
    expect(active.items.map((s: { id: number }) => s.id)).toEqual([second.id, first.id]);
    expect(active.items[0]).toMatchObject({
      status: 'active',
      customerEmail: 'ada@example.com',
      frequencyMonths: 1,
      summary: 'Hand Soap No. 42 (Refill Box) × 1',
    });
    const byEmail = (await t.http.get(admin('subscriptions?q=ADA@example')).set(PASSWORD_HEADER).expect(200)).body;
    expect(byEmail.total).toBeGreaterThanOrEqual(2);
    const nobody = (await t.http.get(admin('subscriptions?q=nobody@')).set(PASSWORD_HEADER).expect(200)).body;
    expect(nobody).toMatchObject({ items: [], total: 0 });
    const byId = (
      await t.http
        .get(admin(`subscriptions?q=${first.id}`))
        .set(PASSWORD_HEADER)
        .expect(200)
    ).body;
    expect(byId.items.map((s: { id: number }) => s.id)).toContain(first.id);
    const cancelled = (await t.http.get(admin('subscriptions?status=cancelled')).set(PASSWORD_HEADER).expect(200)).body;
    expect(cancelled.items.every((s: { status: string }) => s.status === 'cancelled')).toBe(true);
    await t.http.get(admin('subscriptions?status=lapsed')).set(PASSWORD_HEADER).expect(400);
    await t.http.get(admin('subscriptions')).expect(401);
  });

  it('shows a subscription with its renewal orders and failures; staff skip, retry, pause, resume and cancel', async () => {
    const subscription = await subscribe();
    const due = subscription.nextRenewalAt.getTime();
    expect((await runner().runDue(new Date(due + MINUTE))).map((o) => o.outcome)).toEqual(['charged']);
    const detail = await detailOf(subscription.id);
    const order = await t.dataSource.getRepository(Order).findOneByOrFail({ id: detail.renewals[0].orderId });
    // The renewal's order names its subscription (the order list and the CSV say so); the first order does not.
    expect(order.renewalOf).toBe(subscription.id);
    const first = await t.dataSource.getRepository(Order).findOneByOrFail({ id: subscription.firstOrderId });
    expect(first.renewalOf).toBeNull();
    const listed = await t.http.get(`/api/admin/orders?search=${order.orderNumber}`).set(BEARER_HEADER).expect(200);
    expect(listed.body.items).toEqual([expect.objectContaining({ id: order.id, renewalOf: subscription.id })]);
    const csv = (await t.http.get('/api/admin/orders/export').set(BEARER_HEADER).expect(200)).text;
    expect(csv.split('\r\n')[0]).toMatch(/,Renewal Of Subscription$/);
    expect(csv).toMatch(new RegExp(`^${order.orderNumber},.*,${subscription.id}\r$`, 'm'));
    expect(detail).toMatchObject({
      id: subscription.id,
      status: 'active',
      firstOrderId: subscription.firstOrderId,
      lines: [{ productName: 'Hand Soap No. 42', size: 'Refill Box', quantity: 1 }],
      address: { email: 'ada@example.com' },
      renewals: [{ status: 'completed', attempts: 1, orderNumber: order.orderNumber, orderTotal: '66.29' }],
    });

    // Staff skip the next renewal: it moves one period on and the history says who.
    const next = (await subscriptions().findOneByOrFail({ id: subscription.id })).nextRenewalAt;
    const skipped = await staff(subscription.id, 'skip');
    expect(new Date(skipped.nextRenewalAt).getTime()).toBeGreaterThan(next.getTime() + 27 * DAY);
    expect(skipped.events[0]).toMatchObject({ kind: 'skipped', actor: 'staff' });

    // Four declines pause it; "retry now" makes one more attempt, which charges.
    paypal.vaultChargeOutcome = 'DECLINED';
    let at = new Date(new Date(skipped.nextRenewalAt).getTime() + MINUTE);
    for (const wait of [1, 3, 7, 0]) {
      await runner().runDue(at);
      at = new Date(at.getTime() + wait * DAY);
    }
    const paused = await detailOf(subscription.id);
    expect(paused.status).toBe('paused');
    expect(paused.renewals[0]).toMatchObject({ status: 'failed', attempts: 4, orderId: null });
    expect(paused.renewals[0].lastError).toContain('INSTRUMENT_DECLINED');
    paypal.vaultChargeOutcome = 'COMPLETED';
    const retried = await staff(subscription.id, 'retry');
    expect(retried.status).toBe('active');
    expect(retried.renewals[0]).toMatchObject({ status: 'completed', attempts: 5, orderTotal: '66.29' });
    await staff(subscription.id, 'retry', 409);

    for (const action of ['pause', 'resume', 'cancel']) await staff(subscription.id, action);
    await staff(subscription.id, 'skip', 409);
    await staff(subscription.id, 'explode', 400);
    await t.http.get(admin('subscriptions/999999')).set(PASSWORD_HEADER).expect(404);
    expect(await historyOf(subscription.id)).toEqual([
      'created/shopper',
      'renewal_charged/system',
      'skipped/staff',
      'renewal_failed/system',
      'renewal_failed/system',
      'renewal_failed/system',
      'renewal_failed/system',
      'paused/system',
      'resumed/staff',
      'renewal_charged/system',
      'paused/staff',
      'resumed/staff',
      'cancelled/staff',
    ]);
    const cancelledMail = await t.dataSource
      .getRepository(OutboundEmail)
      .findOneByOrFail({ dedupeKey: `subscription-cancelled:${subscription.id}` });
    expect(cancelledMail.subject).toBe('Your refill subscription is cancelled');
  });

  it('the dashboard counts active subscriptions, the renewals due this month and what they will charge', async () => {
    const due = await subscribe();
    const later = await subscribe();
    // One renewal overdue (waiting for the runner: due this month), the other two months away.
    await subscriptions().update({ id: due.id }, { nextRenewalAt: new Date(Date.now() - 60 * MINUTE) });
    await subscriptions().update({ id: later.id }, { nextRenewalAt: new Date(Date.now() + 62 * DAY) });
    const stats = (await t.http.get('/api/admin/stats').set(BEARER_HEADER).expect(200)).body;
    expect(stats.subscriptions).toEqual({ active: 2, renewalsDueThisMonth: 1, expectedRevenue: '66.29' });
  });

  it('records the shopper’s changes from the signed link in the history', async () => {
    const subscription = await subscribe();
    const token = encodeURIComponent(t.app.get(SubscriptionLinks).tokenFor(subscription.id));
    await t.http
      .patch(`/api/subscriptions/manage/${token}`)
      .send({ frequencyMonths: 2, lines: [{ productId: refill.productId, size: 'Refill Box', quantity: 2 }] })
      .expect(200);
    await t.http.post(`/api/subscriptions/manage/${token}/skip`).expect(200);
    await t.http.post(`/api/subscriptions/manage/${token}/cancel`).expect(200);
    const detail = await detailOf(subscription.id);
    expect(
      detail.events.map((e: { kind: string; actor: string; detail: string | null }) => [e.kind, e.actor, e.detail]),
    ).toEqual([
      ['cancelled', 'shopper', null],
      ['skipped', 'shopper', expect.stringMatching(/skipped; next/)],
      ['quantity_changed', 'shopper', `product ${refill.productId} (Refill Box): 1 → 2`],
      ['frequency_changed', 'shopper', 'every month → every 2 months'],
      ['created', 'shopper', expect.stringContaining('every month, 10.00 % off')],
    ]);
  });
});

import { In } from 'typeorm';
import { OutboundEmail } from '../src/mail/outbound-email.entity';
import { OrderRefund } from '../src/refunds/order-refund.entity';
import { NewsletterSubscriber } from '../src/newsletter/newsletter-subscriber.entity';
import { BEARER_HEADER, PASSWORD_HEADER } from './support/admin-headers';
import { insertOrder } from './support/insert-orders';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The dashboard's figures for a seeded week, computed by hand below. The shop's days are Indianapolis days
 * (the default SHOP_TIME_ZONE): UTC-4 until 2025-11-02 06:00 UTC, UTC-5 after, so the range crosses a DST change.
 * Current range 2025-10-30..2025-11-05 (7 days), previous 2025-10-23..2025-10-29.
 */
describe('sales dashboard figures (GET /api/admin/stats)', () => {
  let t: TestApp;
  const stats = (query: string) => t.http.get(`/api/admin/stats${query}`).set(BEARER_HEADER);
  const line = (productName: string, scent: string | null, quantity: number, price: string) => ({
    productName,
    scent,
    size: '16 oz',
    quantity,
    price,
  });

  beforeAll(async () => {
    t = await startTestApp();
    const at = (iso: string) => new Date(iso);
    // Previous period: A (last minute of 10-29 local), H (first hour of 10-23 local); I is 10-22 local, outside.
    await insertOrder(t.dataSource, {
      createdAt: at('2025-10-30T03:30:00Z'),
      subtotal: '50.00',
      total: '50.00',
      items: [line('Hand Soap No. 42', '42', 1, '50.00')],
    });
    await insertOrder(t.dataSource, {
      createdAt: at('2025-10-23T05:00:00Z'),
      subtotal: '23.00',
      total: '20.00',
      promoCode: 'WELCOME15',
      discountAmount: '3.00',
      items: [line('Dish Soap No. 09', '09', 1, '23.00')],
    });
    await insertOrder(t.dataSource, {
      createdAt: at('2025-10-23T03:00:00Z'),
      subtotal: '11.00',
      total: '11.00',
      items: [line('Dish Soap No. 09', '09', 1, '11.00')],
    });
    // Current period.
    const refunded = await insertOrder(t.dataSource, {
      createdAt: at('2025-10-30T04:30:00Z'),
      orderStatus: 'processing',
      subtotal: '36.00',
      total: '36.00',
      items: [line('Hand Soap No. 42', '42', 2, '18.00')],
    });
    // A completed refund comes off the revenue; a pending one does not yet.
    const refund = {
      orderId: refunded.id,
      lines: null,
      reason: 'Damaged',
      note: null,
      providerRefundId: null,
      failureReason: null,
    };
    await t.dataSource.getRepository(OrderRefund).insert([
      { ...refund, amountCents: 1000, status: 'completed', requestId: 'stats-refund-1' },
      { ...refund, amountCents: 500, status: 'pending', requestId: 'stats-refund-2' },
    ]);
    await insertOrder(t.dataSource, {
      createdAt: at('2025-10-30T20:00:00Z'),
      orderStatus: 'shipped',
      subtotal: '36.00',
      total: '30.60',
      promoCode: 'WELCOME15',
      discountAmount: '5.40',
      items: [line('Dish Soap No. 09', '09', 1, '14.00'), line('Soy Wax Candle No. 62', '62', 1, '22.00')],
    });
    // 01:30 EDT on 11-02, before the clocks go back.
    await insertOrder(t.dataSource, {
      createdAt: at('2025-11-02T05:30:00Z'),
      orderStatus: 'delivered',
      subtotal: '18.00',
      total: '18.00',
      items: [line('Hand Soap No. 42', '42', 1, '18.00')],
    });
    // 23:30 EST on 11-02: cancelled, so only the status chart sees it.
    await insertOrder(t.dataSource, {
      createdAt: at('2025-11-03T04:30:00Z'),
      orderStatus: 'cancelled',
      subtotal: '74.00',
      total: '64.00',
      promoCode: 'FALL10',
      discountAmount: '10.00',
      items: [line('Room Mist No. 92', '92', 2, '37.00')],
    });
    // A status outside the five (written by some other tool) still shows, after them.
    await insertOrder(t.dataSource, {
      createdAt: at('2025-11-05T12:00:00Z'),
      orderStatus: 'on-hold',
      subtotal: '45.00',
      total: '38.25',
      promoCode: 'WELCOME15',
      discountAmount: '6.75',
      items: [
        line('Soy Wax Candle No. 62', '62', 1, '22.00'),
        line('Hand Soap No. 42', '42', 1, '18.00'),
        line('Gift Wrap', null, 1, '5.00'),
      ],
    });
    // 00:30 EST on 11-06: after the range.
    await insertOrder(t.dataSource, { createdAt: at('2025-11-06T05:30:00Z'), subtotal: '99.00', total: '99.00' });

    const subscribers = t.dataSource.getRepository(NewsletterSubscriber);
    const signUps: Array<[string, string]> = [
      ['a@example.com', '2025-10-31T12:00:00Z'],
      ['b@example.com', '2025-11-05T23:00:00Z'],
      ['c@example.com', '2025-11-06T04:59:00Z'], // 23:59 EST on 11-05: still inside
      ['d@example.com', '2025-10-29T12:00:00Z'], // previous period
      ['e@example.com', '2025-11-06T05:00:00Z'], // midnight of 11-06: outside
    ];
    await subscribers.insert(signUps.map(([email, when]) => ({ email, subscribedAt: new Date(when) })));
  });
  afterAll(() => t.close());

  it('adds up the range and the period of the same length before it', async () => {
    const res = await stats('?from=2025-10-30&to=2025-11-05').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.timeZone).toBe('America/Indiana/Indianapolis');
    expect(res.body.range).toEqual({ from: '2025-10-30', to: '2025-11-05', days: 7 });
    expect(res.body.previousRange).toEqual({ from: '2025-10-23', to: '2025-10-29', days: 7 });
    // 36.00 + 30.60 + 18.00 + 38.25 less the 10.00 refunded; 112.85 / 4 = 28.2125; 5.40 + 6.75.
    expect(res.body.figures.current).toEqual({
      revenue: '112.85',
      refunds: '10.00',
      orders: 4,
      averageOrderValue: '28.21',
      discounts: '12.15',
      shipping: '0.00',
      taxCollected: '0.00',
      newSubscribers: 3,
    });
    expect(res.body.figures.previous).toEqual({
      revenue: '70.00',
      refunds: '0.00',
      orders: 2,
      averageOrderValue: '35.00',
      discounts: '3.00',
      shipping: '0.00',
      taxCollected: '0.00',
      newSubscribers: 1,
    });
  });

  it('gives every day of the range in the shop time zone, zero on days without orders', async () => {
    const res = await stats('?from=2025-10-30&to=2025-11-05').expect(200);
    expect(res.body.daily).toEqual([
      { date: '2025-10-30', orders: 2, revenue: '66.60' },
      { date: '2025-10-31', orders: 0, revenue: '0.00' },
      { date: '2025-11-01', orders: 0, revenue: '0.00' },
      { date: '2025-11-02', orders: 1, revenue: '18.00' },
      { date: '2025-11-03', orders: 0, revenue: '0.00' },
      { date: '2025-11-04', orders: 0, revenue: '0.00' },
      { date: '2025-11-05', orders: 1, revenue: '38.25' },
    ]);
  });

  it('counts orders by status, the five first (zero included), cancelled ones too', async () => {
    const res = await stats('?from=2025-10-30&to=2025-11-05').expect(200);
    expect(res.body.statuses).toEqual([
      { status: 'pending', orders: 0 },
      { status: 'processing', orders: 1 },
      { status: 'shipped', orders: 1 },
      { status: 'delivered', orders: 1 },
      { status: 'cancelled', orders: 1 },
      { status: 'on-hold', orders: 1 },
    ]);
  });

  it('ranks products by revenue and by units, sums scents and promo codes, leaving cancelled orders out', async () => {
    const res = await stats('?from=2025-10-30&to=2025-11-05').expect(200);
    expect(res.body.topProductsByRevenue).toEqual([
      { productName: 'Hand Soap No. 42', scent: '42', units: 4, revenue: '72.00' },
      { productName: 'Soy Wax Candle No. 62', scent: '62', units: 2, revenue: '44.00' },
      { productName: 'Dish Soap No. 09', scent: '09', units: 1, revenue: '14.00' },
      { productName: 'Gift Wrap', scent: null, units: 1, revenue: '5.00' },
    ]);
    expect(res.body.topProductsByUnits.map((p: { productName: string }) => p.productName)).toEqual([
      'Hand Soap No. 42',
      'Soy Wax Candle No. 62',
      'Dish Soap No. 09',
      'Gift Wrap',
    ]);
    expect(res.body.scents).toEqual([
      { scent: '42', units: 4, revenue: '72.00' },
      { scent: '62', units: 2, revenue: '44.00' },
      { scent: '09', units: 1, revenue: '14.00' },
      { scent: null, units: 1, revenue: '5.00' },
    ]);
    expect(res.body.promoCodes).toEqual([{ code: 'WELCOME15', orders: 2, discount: '12.15' }]);
    expect(res.body.outbox).toEqual({ queued: 0, failed: 0 });
  });

  it('reports the e-mail outbox as it is now: waiting and failed messages', async () => {
    const row = {
      kind: 'welcome',
      template: 'welcome',
      recipient: 'a@example.com',
      subject: 'Welcome',
      data: '{}',
      attempts: 0,
    };
    // Not due for an hour, so the sender leaves it waiting while the figures are read.
    await t.dataSource.getRepository(OutboundEmail).insert([
      { ...row, dedupeKey: 'stats-test:queued', status: 'queued', nextAttemptAt: new Date(Date.now() + 3_600_000) },
      { ...row, dedupeKey: 'stats-test:failed', status: 'failed', attempts: 8, nextAttemptAt: new Date() },
    ]);
    const res = await t.http.get('/api/admin/stats?from=2025-10-27&to=2025-11-02').set(BEARER_HEADER).expect(200);
    expect(res.body.outbox).toEqual({ queued: 1, failed: 1 });
    await t.dataSource
      .getRepository(OutboundEmail)
      .delete({ dedupeKey: In(['stats-test:queued', 'stats-test:failed']) });
  });

  it('answers zeros, not gaps, for a range without orders', async () => {
    const res = await stats('?from=2024-01-01&to=2024-01-03').expect(200);
    expect(res.body.figures.current).toEqual({
      revenue: '0.00',
      refunds: '0.00',
      orders: 0,
      averageOrderValue: '0.00',
      discounts: '0.00',
      shipping: '0.00',
      taxCollected: '0.00',
      newSubscribers: 0,
    });
    expect(res.body.daily).toEqual(
      ['2024-01-01', '2024-01-02', '2024-01-03'].map((date) => ({ date, orders: 0, revenue: '0.00' })),
    );
    expect(res.body.statuses.map((s: { orders: number }) => s.orders)).toEqual([0, 0, 0, 0, 0]);
    expect(res.body.topProductsByRevenue).toEqual([]);
    expect(res.body.promoCodes).toEqual([]);
  });

  it('shows the last 30 days, today included, without from and to', async () => {
    const res = await stats('').expect(200);
    expect(res.body.range.days).toBe(30);
    expect(res.body.daily).toHaveLength(30);
    expect(res.body.previousRange.days).toBe(30);
  });

  it('accepts exactly two years', async () => {
    const res = await stats('?from=2024-01-01&to=2025-12-31').expect(200);
    expect(res.body.range.days).toBe(731);
    // Every non-cancelled order above; the per-day series (four DST changes in the range) loses none of them.
    expect(res.body.figures.current.orders).toBe(8);
    expect(res.body.daily).toHaveLength(731);
    expect(res.body.daily.reduce((sum: number, day: { orders: number }) => sum + day.orders, 0)).toBe(8);
    expect(res.body.daily.find((day: { date: string }) => day.date === '2025-10-29')).toEqual({
      date: '2025-10-29',
      orders: 1,
      revenue: '50.00',
    });
  });

  it.each([
    ['from after to', '?from=2025-11-05&to=2025-10-30', /from \(2025-11-05\) is after to \(2025-10-30\)/],
    ['more than two years', '?from=2024-01-01&to=2026-01-01', /732 days; at most 731/],
    ['a day that does not exist', '?from=2025-02-30&to=2025-03-02', /from "2025-02-30" is not a calendar day/],
    ['a month that does not exist', '?from=2025-13-01', /from "2025-13-01" is not a calendar day/],
    ['a day in words', '?to=yesterday', /to must be a calendar day/],
  ])('refuses %s with a 400 naming it', async (_label, query, message) => {
    const res = await stats(query).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400 });
    expect(`${res.body.error} ${res.body.message}`).toMatch(message);
  });

  it('needs the bearer password (the promo screens header is not enough)', async () => {
    await t.http.get('/api/admin/stats').expect(401);
    await t.http.get('/api/admin/stats').set(PASSWORD_HEADER).expect(401);
  });
});

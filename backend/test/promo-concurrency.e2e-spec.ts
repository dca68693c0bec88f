import { randomUUID } from 'node:crypto';
import { Order } from '../src/orders/order.entity';
import { PromoCode } from '../src/promos/promo-code.entity';
import { PromoRedemption } from '../src/promos/promo-redemption.entity';
import { BEARER_HEADER } from './support/admin-headers';
import { CUSTOMER, Line, paymentOrderBody, productIds, savedOrder } from './support/checkout-fixtures';
import { startTestApp, TestApp } from './support/test-app';

describe('promo codes under concurrency, and free orders', () => {
  let t: TestApp;
  let soap: Line[];
  const addCode = (code: string, rules: Partial<PromoCode> = {}) =>
    t.dataSource
      .getRepository(PromoCode)
      .save({ code, discountType: 'percentage' as const, discountValue: '10.00', isActive: 1, ...rules });
  const ordersWith = (code: string) => t.dataSource.getRepository(Order).countBy({ promoCode: code });

  /** The whole demo-wallet flow for one shopper; returns where it stopped. */
  async function checkout(
    code: string,
    email: string,
  ): Promise<{ step: 'order' | 'capture' | 'done'; status: number; error?: string }> {
    const created = await t.http.post('/order').send(paymentOrderBody(soap, '16.20', code, { customerEmail: email }));
    if (created.status !== 201) return { step: 'order', status: created.status, error: created.body.error };
    await t.http.post(`/order/${created.body.id}/approve`).expect(200);
    const capture = await t.http.post(`/order/${created.body.id}/capture`);
    return capture.status === 200
      ? { step: 'done', status: 200 }
      : { step: 'capture', status: capture.status, error: capture.body.error };
  }

  const freeBody = (code: string, checkoutKey = randomUUID(), email = CUSTOMER.customerEmail) => ({
    ...CUSTOMER,
    customerEmail: email,
    items: soap,
    promoCode: code,
    amount: '0.00',
    checkoutKey,
  });

  beforeAll(async () => {
    t = await startTestApp({ PAYMENT_PROVIDER: 'demo' });
    const ids = await productIds(t.dataSource);
    soap = [{ productId: ids['hand-soap-no-42'], size: '16 oz', quantity: 1 }];
  });
  afterAll(() => t.close());

  it('50 simultaneous checkouts on a code limited to 5 make exactly 5 orders; the 45 others are refused before payment', async () => {
    await addCode('FIVE', { usageLimit: 5 });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => checkout('FIVE', `shopper${i}@example.com`)),
    );
    expect(results.filter((r) => r.step === 'done')).toHaveLength(5);
    const refused = results.filter((r) => r.step !== 'done');
    expect(refused).toHaveLength(45);
    for (const r of refused)
      expect(r).toEqual({ step: 'order', status: 409, error: 'This promo code has been used up.' });
    expect(await ordersWith('FIVE')).toBe(5);
    expect(
      await t.dataSource.getRepository(PromoRedemption).countBy({
        status: 'redeemed',
        promoCodeId: (await t.dataSource.getRepository(PromoCode).findOneByOrFail({ code: 'FIVE' })).id,
      }),
    ).toBe(5);
  });

  it('a single-use code raced by two checkouts of one e-mail gives one order', async () => {
    await addCode('JUSTONE', { usageLimit: 1 });
    const results = await Promise.all([
      checkout('JUSTONE', 'twin@example.com'),
      checkout('JUSTONE', 'Twin@Example.com'),
    ]);
    expect(results.filter((r) => r.step === 'done')).toHaveLength(1);
    // One shopper's newer attempt may take over the older one's hold; the loser is refused before its money is taken.
    expect(results.find((r) => r.step !== 'done')).toMatchObject({
      status: 409,
      error: 'This promo code has been used up.',
    });
    expect(await ordersWith('JUSTONE')).toBe(1);
  });

  it('a once-per-customer code raced by ten checkouts of one e-mail gives one order', async () => {
    await addCode('PERPERSON', { usageLimitPerCustomer: 1 });
    const results = await Promise.all(Array.from({ length: 10 }, () => checkout('PERPERSON', 'same@example.com')));
    expect(results.filter((r) => r.step === 'done')).toHaveLength(1);
    expect(await ordersWith('PERPERSON')).toBe(1);
  });

  it('a 100% code places a free order without a wallet; a replay returns the same order', async () => {
    await addCode('ALLFREE', { discountValue: '100.00' });
    const key = randomUUID();
    const placed = await t.http.post('/order/free').send(freeBody('allfree', key)).expect(201);
    expect(placed.body).toEqual({
      status: 'COMPLETED',
      orderId: expect.any(Number),
      orderNumber: expect.any(Number),
      statusToken: expect.any(String),
    });
    expect(await savedOrder(t.dataSource, placed.body.orderId)).toMatchObject({
      subtotal: '18.00',
      discountAmount: '18.00',
      total: '0.00',
      promoCode: 'ALLFREE',
      paymentId: `FREE-${key}`,
    });

    const replays = await Promise.all([1, 2, 3].map(() => t.http.post('/order/free').send(freeBody('ALLFREE', key))));
    for (const replay of replays) {
      expect(replay.status).toBe(200);
      expect(replay.body).toMatchObject({ orderId: placed.body.orderId, statusToken: null });
    }
    // Someone else who learned the key gets no customer data back.
    const stranger = await t.http
      .post('/order/free')
      .send({ ...freeBody('ALLFREE', key), customerEmail: 'stranger@example.com' })
      .expect(409);
    expect(JSON.stringify(stranger.body)).not.toMatch(/@example\.com|Lovelace|Garden/);
    expect(await t.dataSource.getRepository(Order).countBy({ paymentId: `FREE-${key}` })).toBe(1);
    const inAdmin = await t.http.get(`/api/admin/orders/${placed.body.orderId}`).set(BEARER_HEADER).expect(200);
    expect(inAdmin.body).toMatchObject({ total: '0.00', promoCode: 'ALLFREE', discountAmount: '18.00' });
  });

  it('a fixed code at least the subtotal is free too; a cart that is not free is refused', async () => {
    await addCode('TWENTYOFF', { discountType: 'fixed', discountValue: '20.00' });
    const placed = await t.http.post('/order/free').send(freeBody('TWENTYOFF')).expect(201);
    expect(await savedOrder(t.dataSource, placed.body.orderId)).toMatchObject({
      discountAmount: '18.00',
      total: '0.00',
    });

    await addCode('HALF', { discountValue: '50.00' });
    const notFree = await t.http
      .post('/order/free')
      .send({ ...freeBody('HALF'), amount: '9.00' })
      .expect(400);
    expect(notFree.body).toMatchObject({ error: 'This order is not free.' });
    const mismatch = await t.http.post('/order/free').send(freeBody('HALF')).expect(409);
    expect(mismatch.body.expected).toMatchObject({ total: '9.00' });
    await t.http
      .post('/order/free')
      .send({ ...freeBody('ALLFREE'), checkoutKey: 'not-a-uuid' })
      .expect(400);
  });

  it('a single-use 100% code raced by two free checkouts gives one order, the other hears "used up"', async () => {
    await addCode('GIFT1', { discountValue: '100.00', usageLimit: 1 });
    const results = await Promise.all([
      t.http.post('/order/free').send(freeBody('GIFT1')),
      t.http.post('/order/free').send(freeBody('GIFT1', randomUUID(), 'other@example.com')),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body.error).toBe('This promo code has been used up.');
    expect(await ordersWith('GIFT1')).toBe(1);
  });
});

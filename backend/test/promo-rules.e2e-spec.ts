import { Order } from '../src/orders/order.entity';
import { PendingCheckout } from '../src/orders/pending-checkout.entity';
import { PromoCodeManagementService } from '../src/promos/promo-code-management.service';
import { PromoCode } from '../src/promos/promo-code.entity';
import { PromoCodesRepository } from '../src/promos/promo-codes.repository';
import { PromoRedemption } from '../src/promos/promo-redemption.entity';
import { PASSWORD_HEADER } from './support/admin-headers';
import {
  demoWalletOf,
  Line,
  paymentOrderBody,
  payWithDemoWallet,
  productIds,
  savedOrder,
} from './support/checkout-fixtures';
import { startTestApp, TestApp } from './support/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('promo code rules: window, minimum, usage limits, once per customer', () => {
  let t: TestApp;
  let soap: (quantity: number) => Line[];
  const addCode = (code: string, rules: Partial<PromoCode> = {}) =>
    t.dataSource
      .getRepository(PromoCode)
      .save({ code, discountType: 'percentage' as const, discountValue: '10.00', isActive: 1, ...rules });
  const validate = (code: string, subtotal?: string) =>
    t.http.get(`/api/promo-codes/validate/${code}`).query(subtotal ? { subtotal } : {});
  /** POST /order for n × $18 hand soap with a 10% code: subtotal 18n, total 16.20n. */
  const commit = (code: string, quantity = 1, extra: Record<string, unknown> = {}) =>
    t.http.post('/order').send(paymentOrderBody(soap(quantity), (quantity * 16.2).toFixed(2), code, extra));
  const ordersWith = (code: string) => t.dataSource.getRepository(Order).countBy({ promoCode: code });

  beforeAll(async () => {
    t = await startTestApp({ PAYMENT_PROVIDER: 'demo' });
    const ids = await productIds(t.dataSource);
    soap = (quantity) => [{ productId: ids['hand-soap-no-42'], size: '16 oz', quantity }];
  });
  afterAll(() => t.close());

  it('a code without rules behaves as before', async () => {
    await addCode('PLAIN10');
    await validate('plain10').expect(200, { code: 'PLAIN10', discountType: 'percentage', discountValue: '10.00' });
    const { capture } = await payWithDemoWallet(t.http, soap(1), '16.20', 'PLAIN10');
    expect(await savedOrder(t.dataSource, capture.body.orderId)).toMatchObject({
      promoCode: 'PLAIN10',
      discountAmount: '1.80',
      total: '16.20',
    });
  });

  it("the check's own statement reads a code as TypeORM's repository does, every column and type", async () => {
    await addCode('EVERYRULE', {
      isActive: 0,
      startsAt: new Date('2026-03-01T09:30:15.250Z'),
      endsAt: new Date('2026-04-01T00:00:00.999Z'),
      minimumSubtotal: '35.50',
      usageLimit: 7,
      usageLimitPerCustomer: 1,
    });
    await addCode('NORULES');
    const promoCodes = t.app.get(PromoCodesRepository);
    for (const code of ['EVERYRULE', 'NORULES']) {
      const read = await promoCodes.findByCode(code);
      expect(read).toBeInstanceOf(PromoCode);
      expect(read).toStrictEqual(await t.dataSource.getRepository(PromoCode).findOneBy({ code }));
    }
    expect(await promoCodes.findByCode('NOSUCHCODE')).toBeNull();
  });

  it('unknown and inactive codes keep their message', async () => {
    await addCode('SLEEPY', { isActive: 0 });
    for (const code of ['SLEEPY', 'NOSUCHCODE']) {
      const res = await validate(code).expect(404);
      expect(res.body.error).toBe('This promo code is not valid or has expired.');
      expect((await commit(code).expect(409)).body.error).toBe('This promo code is not valid or has expired.');
    }
  });

  it('a code outside its window is refused with "not active yet" or "expired", at both edges', async () => {
    const startsAt = new Date(Date.now() + 1500);
    const endsAt = new Date(startsAt.getTime() + 1500);
    await addCode('WINDOW', { startsAt, endsAt });
    expect((await validate('WINDOW').expect(422)).body.error).toBe('This promo code is not active yet.');
    const early = await commit('WINDOW').expect(409);
    expect(early.body).toMatchObject({
      error: 'This promo code is not active yet.',
      expected: { subtotal: '18.00', discountAmount: null, total: '18.00' },
    });

    await sleep(startsAt.getTime() - Date.now() + 50);
    await validate('WINDOW').expect(200);
    await commit('WINDOW').expect(201);

    await sleep(endsAt.getTime() - Date.now() + 50);
    expect((await validate('WINDOW').expect(422)).body.error).toBe('This promo code has expired.');
    expect((await commit('WINDOW').expect(409)).body.error).toBe('This promo code has expired.');
    expect(await ordersWith('WINDOW')).toBe(0);
  });

  it('a minimum subtotal says how much more is needed, and accepts exactly the threshold', async () => {
    await addCode('MIN36', { minimumSubtotal: '36.00' });
    expect((await validate('MIN36', '23.50').expect(422)).body.error).toBe('Add $12.50 more to use this code.');
    await validate('MIN36', '36.00').expect(200);
    await validate('MIN36').expect(200); // without the subtotal the minimum waits for POST /order
    const below = await commit('MIN36', 1).expect(409);
    expect(below.body).toMatchObject({
      error: 'Add $18.00 more to use this code.',
      message: expect.stringContaining('Your total without it is $18.00.'),
    });
    const { capture } = await payWithDemoWallet(t.http, soap(2), '32.40', 'MIN36');
    expect(capture.status).toBe(200);
    expect(await savedOrder(t.dataSource, capture.body.orderId)).toMatchObject({
      subtotal: '36.00',
      promoCode: 'MIN36',
      discountAmount: '3.60',
    });
  });

  it('a usage limit counts orders and held checkouts, then says "used up" before payment', async () => {
    await addCode('TWICE', { usageLimit: 2 });
    expect((await payWithDemoWallet(t.http, soap(1), '16.20', 'TWICE')).capture.status).toBe(200);
    await commit('TWICE', 1, { customerEmail: 'second@example.com' }).expect(201); // held, not yet paid
    const checkoutsBefore = await t.dataSource.getRepository(PendingCheckout).count();
    expect((await validate('TWICE').expect(422)).body.error).toBe('This promo code has been used up.');
    const refused = await commit('TWICE', 1, { customerEmail: 'third@example.com' }).expect(409);
    expect(refused.body).toMatchObject({ error: 'This promo code has been used up.', expected: { total: '18.00' } });
    expect(await t.dataSource.getRepository(PendingCheckout).count()).toBe(checkoutsBefore);
  });

  it('a per-customer limit compares e-mail addresses in lower case', async () => {
    await addCode('ONCEEACH', { usageLimitPerCustomer: 1 });
    const first = await payWithDemoWallet(t.http, soap(1), '16.20', 'ONCEEACH', { customerEmail: 'Grace@Example.com' });
    expect(first.capture.status).toBe(200);
    const again = await commit('ONCEEACH', 1, { customerEmail: 'grace@example.COM' }).expect(409);
    expect(again.body.error).toBe('This promo code has already been used with this e-mail address.');
    await validate('ONCEEACH').expect(200); // validation cannot tell who asks, so it does not reveal who used a code
    await commit('ONCEEACH', 1, { customerEmail: 'alan@example.com' }).expect(201);
  });

  it('a per-customer limit counts every spelling of one mailbox, and refuses invisible characters', async () => {
    await addCode('ONCEPERBOX', { usageLimitPerCustomer: 1 });
    expect(
      (await payWithDemoWallet(t.http, soap(1), '16.20', 'ONCEPERBOX', { customerEmail: 'pc-x@example.com' })).capture
        .status,
    ).toBe(200);
    for (const spelling of ['"pc-x"@example.com', '"PC-X"@Example.com']) {
      const again = await commit('ONCEPERBOX', 1, { customerEmail: spelling }).expect(409);
      expect(again.body.error).toBe('This promo code has already been used with this e-mail address.');
    }
    for (const invisible of ['\u200b', '\u2060', '\ufeff']) {
      const res = await commit('ONCEPERBOX', 1, { customerEmail: `pc-x${invisible}@example.com` }).expect(400);
      expect(res.body.error).toBe('customerEmail must not contain invisible characters (such as a zero-width space)');
    }
    expect(await ordersWith('ONCEPERBOX')).toBe(1);
  });

  it('a held use released by an expired checkout can be used again, and the lapsed checkout cannot take it back at capture', async () => {
    await addCode('SINGLE', { usageLimit: 1 });
    const first = await commit('SINGLE').expect(201);
    expect((await commit('SINGLE', 1, { customerEmail: 'second@example.com' }).expect(409)).body.error).toBe(
      'This promo code has been used up.',
    );

    await t.dataSource
      .getRepository(PromoRedemption)
      .update({ status: 'reserved' }, { expiresAt: new Date(Date.now() - 1000) });
    const second = await payWithDemoWallet(t.http, soap(1), '16.20', 'SINGLE', { customerEmail: 'second@example.com' });
    expect(second.capture.status).toBe(200);

    // The first shopper comes back after the hold lapsed: refused before any money is taken.
    await t.http.post(`/order/${first.body.id}/approve`).expect(200);
    const late = await t.http.post(`/order/${first.body.id}/capture`).expect(409);
    expect(late.body.error).toBe('This promo code has been used up.');
    expect(
      await t.dataSource.getRepository(PendingCheckout).findOneByOrFail({ paymentId: first.body.id }),
    ).toMatchObject({ status: 'created', captureId: null });
    expect(await ordersWith('SINGLE')).toBe(1);
  });

  it("a shopper's cancelled or declined attempt does not lock them out of a single-use code; others stay refused", async () => {
    await addCode('RETRY1', { usageLimit: 1 });
    const cancelled = await commit('RETRY1', 1, { customerEmail: 'Retry@example.com' }).expect(201); // then "Cancel" in the wallet
    expect((await commit('RETRY1', 1, { customerEmail: 'someone@example.com' }).expect(409)).body.error).toBe(
      'This promo code has been used up.',
    );
    const declined = await payWithDemoWallet(
      t.http,
      soap(1),
      '16.20',
      'RETRY1',
      { customerEmail: 'retry@example.com' },
      'decline',
    );
    expect(declined.capture.status).toBe(402);
    expect((await commit('RETRY1', 1, { customerEmail: 'someone@example.com' }).expect(409)).body.error).toBe(
      'This promo code has been used up.',
    );
    const paid = await payWithDemoWallet(t.http, soap(1), '16.20', 'RETRY1', { customerEmail: 'retry@example.com' });
    expect(paid.capture.status).toBe(200);

    // The replaced attempt cannot come back and take a second use: refused before any money moves.
    await t.http.post(`/order/${cancelled.body.id}/approve`).expect(200);
    expect((await t.http.post(`/order/${cancelled.body.id}/capture`).expect(409)).body.error).toBe(
      'This promo code has been used up.',
    );
    expect(await ordersWith('RETRY1')).toBe(1);
  });

  it('a capture that is refused gives the held use back', async () => {
    await addCode('ONEWRONG', { usageLimit: 1 });
    demoWalletOf(t).testSettings.captureOutcome = 'wrong-amount';
    const wrong = await payWithDemoWallet(t.http, soap(1), '16.20', 'ONEWRONG').finally(() => {
      demoWalletOf(t).testSettings.captureOutcome = 'approve';
    });
    expect(wrong.capture.status).toBe(422);
    expect((await payWithDemoWallet(t.http, soap(1), '16.20', 'ONEWRONG')).capture.status).toBe(200);
  });

  it("staff see each code's rules and uses, and edit the rules with PATCH", async () => {
    const code = await addCode('EDITME');
    await payWithDemoWallet(t.http, soap(1), '16.20', 'EDITME');
    const patched = await t.http
      .patch(`/api/promo-codes/${code.id}`)
      .set(PASSWORD_HEADER)
      .send({
        startsAt: '2026-01-01T05:00:00Z',
        endsAt: '2099-01-01T05:00:00.000Z',
        minimumSubtotal: '20',
        usageLimit: 100,
        usageLimitPerCustomer: 2,
        discountValue: '12.5',
      })
      .expect(200);
    expect(patched.body).toMatchObject({
      code: 'EDITME',
      discountValue: '12.50',
      startsAt: '2026-01-01T05:00:00.000Z',
      endsAt: '2099-01-01T05:00:00.000Z',
      minimumSubtotal: '20.00',
      usageLimit: 100,
      usageLimitPerCustomer: 2,
      redemptionCount: 1,
    });
    const list = await t.http.get('/api/promo-codes').set(PASSWORD_HEADER).expect(200);
    expect(list.body.find((c: { code: string }) => c.code === 'EDITME')).toMatchObject({
      redemptionCount: 1,
      usageLimit: 100,
    });
    expect(list.body.find((c: { code: string }) => c.code === 'TWICE')).toMatchObject({
      redemptionCount: 1,
      usageLimit: 2,
    });

    const cleared = await t.http
      .patch(`/api/promo-codes/${code.id}`)
      .set(PASSWORD_HEADER)
      .send({ minimumSubtotal: null, endsAt: null })
      .expect(200);
    expect(cleared.body).toMatchObject({ minimumSubtotal: null, endsAt: null, usageLimit: 100 });

    const renamed = await t.http
      .patch(`/api/promo-codes/${code.id}`)
      .set(PASSWORD_HEADER)
      .send({ code: 'OTHER' })
      .expect(400);
    expect(renamed.body.error).toBe('Unknown field "code" is not allowed');
    const backwards = await t.http
      .patch(`/api/promo-codes/${code.id}`)
      .set(PASSWORD_HEADER)
      .send({ endsAt: '2025-01-01T00:00:00Z' })
      .expect(400);
    expect(backwards.body.error).toBe('The end of the validity window must be after its start.');
    expect(
      (await t.http.patch(`/api/promo-codes/${code.id}`).set(PASSWORD_HEADER).send({ usageLimit: 0 }).expect(400)).body
        .error,
    ).toMatch(/usageLimit must be a whole number/);
    expect(
      (
        await t.http
          .patch(`/api/promo-codes/${code.id}`)
          .set(PASSWORD_HEADER)
          .send({ discountValue: '101' })
          .expect(400)
      ).body.error,
    ).toMatch(/between 0 and 100/);
    await t.http.patch('/api/promo-codes/999999').set(PASSWORD_HEADER).send({ usageLimit: 3 }).expect(404);
    await t.http.patch(`/api/promo-codes/${code.id}`).send({ usageLimit: 3 }).expect(401);
  });

  it("createSingleUseCode writes a one-use code inside the caller's transaction, and vanishes with its rollback", async () => {
    const management = t.app.get(PromoCodeManagementService);
    const created = await t.dataSource.transaction((manager) =>
      management.createSingleUseCode(manager, { discountType: 'percentage', discountValue: '15', prefix: 'welcome' }),
    );
    expect(created).toMatchObject({
      code: expect.stringMatching(/^WELCOME-[A-HJ-NP-Z2-9]{8}$/),
      discountValue: '15.00',
      usageLimit: 1,
      isActive: 1,
    });
    expect((await payWithDemoWallet(t.http, soap(1), '15.30', created.code)).capture.status).toBe(200);
    const again = await t.http
      .post('/order')
      .send(paymentOrderBody(soap(1), '15.30', created.code, { customerEmail: 'someone-else@example.com' }))
      .expect(409);
    expect(again.body.error).toBe('This promo code has been used up.');

    let rolledBack = '';
    await expect(
      t.dataSource.transaction(async (manager) => {
        rolledBack = (
          await management.createSingleUseCode(manager, { discountType: 'fixed', discountValue: '5', prefix: 'GONE' })
        ).code;
        throw new Error('the caller fails after creating the code');
      }),
    ).rejects.toThrow('the caller fails');
    expect(rolledBack).toMatch(/^GONE-/);
    expect(await t.dataSource.getRepository(PromoCode).countBy({ code: rolledBack })).toBe(0);
  });
});

import { Order } from '../src/orders/order.entity';
import { PendingCheckoutPurge } from '../src/orders/pending-checkout-purge';
import { PendingCheckout } from '../src/orders/pending-checkout.entity';
import { CUSTOMER, paymentOrderBody, payWithDemoWallet, placeOrderBody, productIds } from './support/checkout-fixtures';
import { startTestApp, TestApp } from './support/test-app';

/** The public calls a stranger can repeat: per-address limits, no other customer's data, no unbounded rows. */
describe('public limits', () => {
  describe('per-address rate limits', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({
        TRUST_PROXY: '',
        RATE_LIMIT_PROMO_VALIDATION_PER_MINUTE: '5',
        RATE_LIMIT_ORDER_CREATE_PER_MINUTE: '3',
        RATE_LIMIT_NEWSLETTER_PER_MINUTE: '2',
        RATE_LIMIT_WAITLIST_PER_MINUTE: '2',
      });
    });
    afterAll(() => t.close());

    async function statuses(
      times: number,
      call: (i: number) => Promise<{ status: number; headers: Record<string, string> }>,
    ) {
      const results = [];
      for (let i = 0; i < times; i++) results.push(await call(i));
      return results;
    }

    it('promo validation: guesses past the limit get 429 with Retry-After, in the error shape', async () => {
      const results = await statuses(6, (i) => t.http.get(`/api/promo-codes/validate/GUESS${i}`));
      expect(results.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 429]);
      const last = results[5] as unknown as { headers: Record<string, string>; body: unknown };
      expect(Number(last.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(last.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(last.body).toEqual({
        statusCode: 429,
        error: 'Too many requests. Please wait a moment and try again.',
        message: expect.stringMatching(/^Too many requests from your address\. Please wait \d+ seconds/),
      });
    });

    it('POST /order: invalid calls count too, and no pending checkout is stored past the limit', async () => {
      const soap = (await productIds(t.dataSource))['hand-soap-no-42'];
      const before = await t.dataSource.getRepository(PendingCheckout).count();
      const results = await statuses(4, (i) =>
        t.http
          .post('/order')
          .send(i === 0 ? {} : paymentOrderBody([{ productId: soap, size: '16 oz', quantity: 1 }], '18.00')),
      );
      expect(results.map((r) => r.status)).toEqual([400, 201, 201, 429]);
      expect(results[3].headers['retry-after']).toBeDefined();
      expect(await t.dataSource.getRepository(PendingCheckout).count()).toBe(before + 2);
    });

    it('newsletter: the third subscription in a minute from one address is a 429', async () => {
      const results = await statuses(3, (i) =>
        t.http.post('/api/newsletter/subscribe').send({ email: `limit-${i}@example.com` }),
      );
      expect(results.map((r) => r.status)).toEqual([201, 201, 429]);
      expect(results[2].headers['retry-after']).toBeDefined();
    });

    it("holiday waitlist: the third 'Notify Me' in a minute from one address is a 429", async () => {
      const results = await statuses(3, (i) => t.http.post('/api/waitlist').send({ email: `wait-${i}@example.com` }));
      expect(results.map((r) => r.status)).toEqual([201, 201, 429]);
      expect(results[2].headers['retry-after']).toBeDefined();
    });
  });

  describe('POST /api/orders replays and pending checkouts', () => {
    let t: TestApp;
    let soap: number;
    beforeAll(async () => {
      t = await startTestApp();
      soap = (await productIds(t.dataSource))['hand-soap-no-42'];
    });
    afterAll(() => t.close());

    const items = () => [{ productId: soap, size: '16 oz', quantity: 1 }];
    const figures = { subtotal: '18.00', total: '18.00', discountAmount: null };

    it("gives a stranger with someone's payment id a 409 naming no customer data; the payer still gets the order", async () => {
      const { id, capture } = await payWithDemoWallet(t.http, items(), '18.00');
      expect(capture.status).toBe(200);
      const stranger = {
        customerName: 'Mallory',
        customerEmail: 'mallory@example.com',
        shippingAddress: '1 Other St',
        shippingCity: 'Elsewhere',
        shippingState: 'CA',
        shippingZip: '90001',
      };
      const replay = await t.http
        .post('/api/orders')
        .send(placeOrderBody(items(), figures, null, id, stranger))
        .expect(409);
      expect(replay.body).toEqual({
        statusCode: 409,
        error: 'This payment belongs to a different order.',
        message: expect.any(String),
      });
      const text = JSON.stringify(replay.body);
      for (const secret of [
        CUSTOMER.customerName,
        CUSTOMER.customerEmail,
        CUSTOMER.shippingAddress,
        CUSTOMER.shippingCity,
        CUSTOMER.customerPhone,
      ])
        expect(text).not.toContain(secret);
      const own = await t.http
        .post('/api/orders')
        .send(placeOrderBody(items(), figures, null, id))
        .expect(200);
      expect(own.body).toMatchObject({ paymentId: id, customerEmail: CUSTOMER.customerEmail });
    });

    it('refuses a replay whose figures differ from the order, even with the right e-mail', async () => {
      const { id } = await payWithDemoWallet(t.http, items(), '18.00');
      const twoSoaps = [{ productId: soap, size: '16 oz', quantity: 2 }];
      await t.http
        .post('/api/orders')
        .send(placeOrderBody(twoSoaps, { subtotal: '36.00', total: '36.00', discountAmount: null }, null, id))
        .expect(409);
    });

    it('purges uncaptured checkouts older than the retention and keeps captured ones whatever their age', async () => {
      const repo = t.dataSource.getRepository(PendingCheckout);
      const { id: capturedId } = await payWithDemoWallet(t.http, items(), '18.00');
      const open = await t.http.post('/order').send(paymentOrderBody(items(), '18.00')).expect(201);
      const fresh = await t.http.post('/order').send(paymentOrderBody(items(), '18.00')).expect(201);
      const old = new Date(Date.now() - 25 * 3600_000);
      await repo.update({ paymentId: open.body.id }, { createdAt: old });
      await repo.update({ paymentId: capturedId }, { createdAt: old });
      const removed = await t.app.get(PendingCheckoutPurge).purge();
      expect(removed).toBeGreaterThanOrEqual(1);
      expect(await repo.findOneBy({ paymentId: open.body.id })).toBeNull();
      expect(await repo.findOneBy({ paymentId: fresh.body.id })).not.toBeNull();
      expect(await repo.findOneBy({ paymentId: capturedId })).toMatchObject({ status: 'completed' });
      expect(await t.dataSource.getRepository(Order).countBy({ paymentId: capturedId })).toBe(1);
    });
  });
});

import { Order } from '../src/orders/order.entity';
import { BEARER_HEADER, PASSWORD_HEADER } from './support/admin-headers';
import {
  CUSTOMER,
  Line,
  paymentOrderBody,
  payWithDemoWallet,
  productIds,
  savedOrder,
} from './support/checkout-fixtures';
import { FakePayPalServer } from './support/fake-paypal-server';
import { startTestApp, TestApp } from './support/test-app';

const OHIO = { shippingCity: 'Columbus', shippingState: 'OH', shippingZip: '43215' };

/** The shop as seeded: Standard $7.95 free from $100, Express $19.95, Indiana 7 % with shipping taxed. */
describe('shipping and sales tax, from the quote to the placed order', () => {
  let t: TestApp;
  let candle: (quantity: number) => Line;
  let standard: number;
  let express: number;

  const quote = async (items: Line[], extra: Record<string, unknown> = {}) =>
    (
      await t.http
        .post('/api/checkout/quote')
        .send({ items, shippingState: 'IN', ...extra })
        .expect(200)
    ).body;
  /** Pays with the demo wallet for the figures of a quote, and answers the saved order. */
  const payFor = async (items: Line[], extra: Record<string, unknown> = {}, promoCode: string | null = null) => {
    const q = await quote(items, { promoCode, shippingState: extra.shippingState ?? 'IN', ...pick(extra) });
    const { capture, breakdown } = await payWithDemoWallet(t.http, items, q.total, promoCode, {
      shippingMethodId: q.shippingMethodId,
      shippingAmount: q.shippingAmount,
      taxAmount: q.taxAmount,
      ...extra,
    });
    expect(capture.status).toBe(200);
    return { q, breakdown, order: await savedOrder(t.dataSource, capture.body.orderId) };
  };
  const pick = (extra: Record<string, unknown>) =>
    'shippingMethodId' in extra ? { shippingMethodId: extra.shippingMethodId } : {};
  const setRate = (state: string, rate: string) =>
    t.http.put(`/api/admin/tax-rates/${state}`).set(PASSWORD_HEADER).send({ rate, shippingTaxable: true }).expect(200);

  beforeAll(async () => {
    t = await startTestApp({}, { shippingAndTax: true });
    const id = (await productIds(t.dataSource))['soy-wax-candle-no-92'];
    candle = (quantity) => ({ productId: id, size: '8 oz', quantity, price: '34.00' });
    const methods = (await t.http.get('/api/shipping-methods').expect(200)).body;
    [standard, express] = methods.map((m: { id: number }) => m.id);
  });
  afterAll(() => t.close());

  it('lists the seeded methods and the free-shipping promise, measured after the discount', async () => {
    const methods = (await t.http.get('/api/shipping-methods').expect(200)).body;
    expect(methods).toEqual([
      expect.objectContaining({ name: 'Standard', price: '7.95', freeFrom: '100.00', taxable: true, isActive: true }),
      expect.objectContaining({ name: 'Express', price: '19.95', freeFrom: null }),
    ]);
    const policy = (await t.http.get('/api/shipping-policy').expect(200)).body;
    expect(policy.freeShipping).toEqual({
      threshold: '100.00',
      methodName: 'Standard',
      statement: 'Free Standard shipping on orders of $100.00 or more, after discounts.',
    });
    expect(policy.returns.days).toBe(30);
  });

  it('gives each product offer its shipping by method and the return policy, from the same settings', async () => {
    const meta = (await t.http.get('/api/page-meta').query({ path: '/products/soy-wax-candle-no-92' }).expect(200))
      .body;
    const product = meta.jsonLd.find((data: { '@type': string }) => data['@type'] === 'Product');
    const [offer] = product.offers;
    expect(offer.shippingDetails.map((d: { shippingRate: { value: string } }) => d.shippingRate.value)).toEqual([
      '7.95',
      '19.95',
    ]);
    expect(offer.shippingDetails[0].deliveryTime.transitTime).toMatchObject({
      minValue: 3,
      maxValue: 5,
      unitCode: 'DAY',
    });
    expect(offer.hasMerchantReturnPolicy).toMatchObject({ '@type': 'MerchantReturnPolicy', merchantReturnDays: 30 });
  });

  it('quotes Indiana with taxed shipping under $100, free Standard from $100, Express never free, Ohio untaxed', async () => {
    const under = await quote([candle(2)], { shippingMethodId: standard });
    expect(under).toMatchObject({
      subtotal: '68.00',
      shippingAmount: '7.95',
      taxState: 'IN',
      taxRate: '7.000',
      taxAmount: '5.32', // 4.76 on the candles + 0.56 on shipping
      shippingTaxAmount: '0.56',
      total: '81.27',
      lines: [{ lineTotal: '68.00', discount: '0.00', tax: '4.76' }],
    });
    expect(under.shippingOptions.map((o: { name: string; amount: string }) => [o.name, o.amount])).toEqual([
      ['Standard', '7.95'],
      ['Express', '19.95'],
    ]);
    const over = await quote([candle(3)]);
    expect(over).toMatchObject({
      shippingMethodId: standard,
      shippingAmount: '0.00',
      taxAmount: '7.14',
      total: '109.14',
    });
    expect((await quote([candle(3)], { shippingMethodId: express })).shippingAmount).toBe('19.95');
    expect(await quote([candle(2)], { shippingState: 'OH', shippingMethodId: express })).toMatchObject({
      taxState: 'OH',
      taxRate: null,
      taxAmount: '0.00',
      total: '87.95',
    });
    expect(await quote([candle(2)], { shippingState: null })).toMatchObject({ taxState: null, taxAmount: '0.00' });
  });

  it('places a demo-wallet order with the quoted figures, stored as charged, per line and in total', async () => {
    const { order } = await payFor([candle(2)], { shippingMethodId: standard });
    expect(order).toMatchObject({
      subtotal: '68.00',
      shippingMethodId: standard,
      shippingMethodName: 'Standard',
      shippingPrice: '7.95',
      shippingAmount: '7.95',
      taxAmount: '5.32',
      shippingTaxAmount: '0.56',
      taxableAmount: '75.95',
      taxState: 'IN',
      taxRate: '7.000',
      total: '81.27',
      items: [expect.objectContaining({ quantity: 2, price: '34.00', discount: '0.00', tax: '4.76' })],
    });
    const admin = (await t.http.get(`/api/admin/orders/${order.id}`).set(BEARER_HEADER).expect(200)).body;
    expect(admin).toMatchObject({ shippingMethodName: 'Standard', shippingAmount: '7.95', taxAmount: '5.32' });
  });

  it('measures free-from after the promo: $102 less 15 % pays Standard, and the tax follows the discount', async () => {
    await t.http
      .post('/api/promo-codes')
      .set(PASSWORD_HEADER)
      .send({ code: 'TAX15', discountType: 'percentage', discountValue: '15' })
      .expect(201);
    const { order } = await payFor([candle(3)], { shippingMethodId: standard }, 'TAX15');
    // 102.00 − 15.30 = 86.70 < 100: Standard 7.95; tax 6.07 + 0.56.
    expect(order).toMatchObject({
      discountAmount: '15.30',
      shippingAmount: '7.95',
      taxAmount: '6.63',
      total: '101.28',
    });
    expect(order.items[0]).toMatchObject({ discount: '15.30', tax: '6.07' });
  });

  it('answers 409 naming the new figure when a rate or a method price changed between the quote and the order', async () => {
    const q = await quote([candle(2)], { shippingMethodId: standard });
    const body = paymentOrderBody([candle(2)], q.total, null, {
      shippingMethodId: standard,
      shippingAmount: q.shippingAmount,
      taxAmount: q.taxAmount,
    });
    await setRate('IN', '8');
    try {
      const res = await t.http.post('/order').send(body).expect(409);
      expect(res.body.message).toBe('The sales tax for IN at 8.000 % is $6.08, not $5.32.');
      expect(res.body.expected).toMatchObject({ taxAmount: '6.08', shippingAmount: '7.95', total: '82.03' });
    } finally {
      await setRate('IN', '7');
    }
    await t.http
      .patch(`/api/admin/shipping-methods/${standard}`)
      .set(PASSWORD_HEADER)
      .send({ price: '8.95' })
      .expect(200);
    try {
      const res = await t.http.post('/order').send(body).expect(409);
      expect(res.body.message).toBe('Standard shipping is $8.95 for this order, not $7.95.');
    } finally {
      await t.http
        .patch(`/api/admin/shipping-methods/${standard}`)
        .set(PASSWORD_HEADER)
        .send({ price: '7.95' })
        .expect(200);
    }
  });

  it('keeps a placed order as charged when the rate and the method change afterwards', async () => {
    const { order } = await payFor([candle(1)], { shippingMethodId: standard });
    await setRate('IN', '9.5');
    await t.http
      .patch(`/api/admin/shipping-methods/${standard}`)
      .set(PASSWORD_HEADER)
      .send({ name: 'Ground' })
      .expect(200);
    try {
      const admin = (await t.http.get(`/api/admin/orders/${order.id}`).set(BEARER_HEADER).expect(200)).body;
      expect(admin).toMatchObject({
        shippingMethodName: 'Standard',
        taxRate: '7.000',
        taxAmount: order.taxAmount,
        total: order.total,
      });
    } finally {
      await setRate('IN', '7');
      await t.http
        .patch(`/api/admin/shipping-methods/${standard}`)
        .set(PASSWORD_HEADER)
        .send({ name: 'Standard' })
        .expect(200);
    }
  });

  it('refunds every unit one by one with its share of discount and tax, then the shipping: exactly what was charged', async () => {
    const soap = (await productIds(t.dataSource))['hand-soap-no-42'];
    const items = [candle(2), { productId: soap, size: '16 oz', quantity: 3, price: '18.00' }];
    await t.http
      .post('/api/promo-codes')
      .set(PASSWORD_HEADER)
      .send({ code: 'REFUND20', discountType: 'percentage', discountValue: '20' })
      .expect(201);
    // 122.00 − 20 % = 97.60: under $100, so Standard and its tax are charged too.
    const { order, breakdown } = await payFor(items, { shippingMethodId: standard }, 'REFUND20');
    expect(order.shippingAmount).toBe('7.95');
    // The demo wallet's window shows the figures the provider received, which are the order's.
    expect(breakdown).toEqual({
      items: expect.arrayContaining(
        order.items.map((i) => ({ name: `${i.productName} (${i.size})`, quantity: i.quantity, unitAmount: i.price })),
      ),
      itemTotal: order.subtotal,
      discount: order.discountAmount,
      shipping: order.shippingAmount,
      taxTotal: order.taxAmount,
      total: order.total,
    });
    expect(breakdown.items).toHaveLength(order.items.length);
    const refund = (body: Record<string, unknown>) =>
      t.http
        .post(`/api/admin/orders/${order.id}/refunds`)
        .set(BEARER_HEADER)
        .send({ reason: 'Returned', ...body })
        .expect(201);
    const cents = (value: string) => Math.round(Number(value) * 100);
    let refunded = 0;
    for (const item of order.items) {
      const charged = cents(item.price) * item.quantity - cents(item.discount) + cents(item.tax);
      let lineRefunded = 0;
      for (let unit = 0; unit < item.quantity; unit++) {
        const before = (await t.http.get(`/api/admin/orders/${order.id}`).set(BEARER_HEADER).expect(200)).body
          .refundedCents;
        await refund({ lines: [{ orderItemId: item.id, quantity: 1 }] });
        const after = (await t.http.get(`/api/admin/orders/${order.id}`).set(BEARER_HEADER).expect(200)).body
          .refundedCents;
        lineRefunded += after - before;
      }
      expect(lineRefunded).toBe(charged);
      refunded += lineRefunded;
    }
    // What remains is the shipping and its tax, to the cent; the shipping is refunded on its own, in two parts.
    expect(cents(order.total) - refunded).toBe(cents(order.shippingAmount) + cents(order.shippingTaxAmount));
    const preview = (shipping: string) =>
      t.http.post(`/api/admin/orders/${order.id}/refunds/preview`).set(BEARER_HEADER).send({ shipping });
    // 5.00 of 7.95 returns its share of the 0.56 tax: ⌊5.00 × 0.56 ÷ 7.95⌉ = 0.35.
    expect((await preview('5.00').expect(200)).body).toEqual({
      amount: '5.35',
      remaining: '8.51',
      shippingRemaining: '7.95',
    });
    expect((await preview('8.00').expect(400)).body.message).toMatch(/Only 7\.95 of shipping is left to refund/);
    await refund({ shipping: '5.00' });
    expect((await preview('2.95').expect(200)).body).toEqual({
      amount: '3.16',
      remaining: '3.16',
      shippingRemaining: '2.95',
    });
    expect((await preview('3.00').expect(400)).body.message).toMatch(/Only 2\.95 of shipping is left to refund/);
    await refund({ shipping: '2.95' });
    const final = (await t.http.get(`/api/admin/orders/${order.id}`).set(BEARER_HEADER).expect(200)).body;
    expect(final.refundedCents).toBe(cents(order.total));
    // Nothing remains: the sum of the refunds never passes what was captured.
    await t.http
      .post(`/api/admin/orders/${order.id}/refunds`)
      .set(BEARER_HEADER)
      .send({ reason: 'Again', shipping: '0.01' })
      .expect(409);
    await t.http.post(`/api/admin/orders/${order.id}/refunds`).set(BEARER_HEADER).send({ reason: 'Again' }).expect(409);
  });

  it('a shipping refund is not with an amount, and cannot put stock back on its own', async () => {
    const { order } = await payFor([candle(1)], { shippingMethodId: standard });
    const ask = (body: Record<string, unknown>) =>
      t.http
        .post(`/api/admin/orders/${order.id}/refunds`)
        .set(BEARER_HEADER)
        .send({ reason: 'Late', ...body });
    expect((await ask({ amount: '1.00', shipping: '1.00' }).expect(400)).body.message).toMatch(/not both/);
    expect((await ask({ shipping: '1.00', restock: true }).expect(400)).body.message).toMatch(/shipping alone/);
    expect((await ask({ shipping: '-1' }).expect(400)).body.message).toMatch(/shipping must be an amount/);
    // Shipping with a line: the line's share and the shipping's add up in one refund.
    const item = order.items[0];
    const lineCharged =
      Math.round(Number(item.price) * 100) -
      Math.round(Number(item.discount) * 100) +
      Math.round(Number(item.tax) * 100);
    const both = await t.http
      .post(`/api/admin/orders/${order.id}/refunds/preview`)
      .set(BEARER_HEADER)
      .send({ lines: [{ orderItemId: item.id, quantity: 1 }], shipping: order.shippingAmount })
      .expect(200);
    expect(Math.round(Number(both.body.amount) * 100)).toBe(
      lineCharged + Math.round(Number(order.shippingAmount) * 100) + Math.round(Number(order.shippingTaxAmount) * 100),
    );
    expect(both.body.amount).toBe(order.total);
  });

  it('charges no tax to Ohio and shows the figures on the status page', async () => {
    const { order } = await payFor([candle(2)], { ...OHIO, shippingMethodId: express });
    expect(order).toMatchObject({ taxAmount: '0.00', taxState: null, shippingAmount: '19.95', total: '87.95' });
  });

  it('refuses a state outside the list, a ZIP of another state, and a missing method, naming the problem', async () => {
    const items = [candle(1)];
    const bad = async (extra: Record<string, unknown>) =>
      (
        await t.http
          .post('/order')
          .send(paymentOrderBody(items, '45.00', null, extra))
          .expect(400)
      ).body;
    expect(JSON.stringify(await bad({ shippingState: 'XX', shippingMethodId: standard }))).toContain(
      'shippingState must be the code of a US state or DC',
    );
    expect(JSON.stringify(await bad({ shippingZip: '90210', shippingMethodId: standard }))).toContain(
      'shippingZip 90210 is not a ZIP code of IN',
    );
    expect(
      JSON.stringify(await bad({ billingState: 'OH', billingZip: '46204', shippingMethodId: standard })),
    ).toContain('billingZip 46204 is not a ZIP code of OH');
    expect(JSON.stringify(await bad({}))).toContain('shippingMethodId is required');
    expect(CUSTOMER.shippingState).toBe('IN');
  });

  it("the tax report's sums equal the orders' sums, as JSON and as CSV", async () => {
    const month = new Date().toISOString().slice(0, 7);
    const report = (
      await t.http.get(`/api/admin/tax-report?from=${month}&to=${month}`).set(PASSWORD_HEADER).expect(200)
    ).body;
    const taxed = await t.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .where('o.taxState IS NOT NULL')
      .getMany();
    const sum = (pick: (o: Order) => string, of = taxed) =>
      (of.reduce((total, o) => total + Math.round(Number(pick(o)) * 100), 0) / 100).toFixed(2);
    // The refund test above returned all of one order: its whole tax comes back; the others have no refunds.
    const refundedOrders = taxed.filter((o) => o.refundedCents > 0);
    expect(refundedOrders.every((o) => o.refundedCents === Math.round(Number(o.total) * 100))).toBe(true);
    const taxRefunded = sum((o) => o.taxAmount, refundedOrders);
    expect(report.rows).toEqual([
      {
        month,
        state: 'IN',
        orders: taxed.length,
        taxableSales: sum((o) => o.taxableAmount),
        taxCollected: sum((o) => o.taxAmount),
        taxRefunded,
      },
    ]);
    const csv = await t.http.get(`/api/admin/tax-report/csv?from=${month}`).set(PASSWORD_HEADER).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.text).toContain(
      `${month},IN,${taxed.length},${sum((o) => o.taxableAmount)},${sum((o) => o.taxAmount)},${taxRefunded}`,
    );
  });

  it('lets staff create, reorder, deactivate and delete methods and set rates, behind the password', async () => {
    await t.http.get('/api/admin/shipping-methods').expect(401);
    await t.http.put('/api/admin/tax-rates/IN').send({ rate: '1' }).expect(401);
    const created = (
      await t.http
        .post('/api/admin/shipping-methods')
        .set(PASSWORD_HEADER)
        .send({ name: 'Pickup', price: '0', estimateDaysMin: 0, estimateDaysMax: 0, taxable: false })
        .expect(201)
    ).body;
    expect(created).toMatchObject({ name: 'Pickup', price: '0.00', freeFrom: null, position: 2, isActive: true });
    const order = [created.id, standard, express];
    const reordered = (
      await t.http.put('/api/admin/shipping-methods/order').set(PASSWORD_HEADER).send({ ids: order }).expect(200)
    ).body;
    expect(reordered.map((m: { id: number }) => m.id)).toEqual(order);
    await t.http
      .put('/api/admin/shipping-methods/order')
      .set(PASSWORD_HEADER)
      .send({ ids: [standard] })
      .expect(400);
    await t.http
      .patch(`/api/admin/shipping-methods/${created.id}`)
      .set(PASSWORD_HEADER)
      .send({ isActive: false })
      .expect(200);
    expect((await t.http.get('/api/shipping-methods').expect(200)).body.map((m: { id: number }) => m.id)).toEqual([
      standard,
      express,
    ]);
    await t.http.delete(`/api/admin/shipping-methods/${created.id}`).set(PASSWORD_HEADER).expect(204);
    await t.http.delete(`/api/admin/shipping-methods/${created.id}`).set(PASSWORD_HEADER).expect(404);
    await t.http
      .put('/api/admin/shipping-methods/order')
      .set(PASSWORD_HEADER)
      .send({ ids: [standard, express] })
      .expect(200);

    expect((await setRate('tn', '7.25')).body).toMatchObject({ state: 'TN', stateName: 'Tennessee', rate: '7.250' });
    await t.http.put('/api/admin/tax-rates/ZZ').set(PASSWORD_HEADER).send({ rate: '5' }).expect(400);
    await t.http.put('/api/admin/tax-rates/TN').set(PASSWORD_HEADER).send({ rate: '31' }).expect(400);
    await t.http.delete('/api/admin/tax-rates/TN').set(PASSWORD_HEADER).expect(204);
    expect((await t.http.get('/api/admin/tax-rates').set(PASSWORD_HEADER).expect(200)).body).toEqual([
      expect.objectContaining({ state: 'IN', rate: '7.000', shippingTaxable: true }),
    ]);
  });
});

describe('shipping and sales tax through PayPal (a fake PayPal on 127.0.0.1 that checks the breakdown)', () => {
  let paypal: FakePayPalServer;
  let t: TestApp;
  let candle: Line;

  beforeAll(async () => {
    paypal = await new FakePayPalServer().start();
    t = await startTestApp(paypal.appEnv(), { shippingAndTax: true });
    candle = {
      productId: (await productIds(t.dataSource))['soy-wax-candle-no-92'],
      size: '8 oz',
      quantity: 2,
      price: '34.00',
    };
    paypal.autoApprove = true;
  });
  afterAll(async () => {
    await t.close();
    await paypal.stop();
  });

  it('sends item_total, shipping, tax_total and discount that add up, and places the order with them', async () => {
    const [standard] = (await t.http.get('/api/shipping-methods').expect(200)).body;
    const created = await t.http
      .post('/order')
      .send(
        paymentOrderBody([candle], '81.27', null, {
          shippingMethodId: standard.id,
          shippingAmount: '7.95',
          taxAmount: '5.32',
        }),
      )
      .expect(201);
    const create = paypal.requestsTo(/^\/v2\/checkout\/orders$/).at(-1)!;
    expect(create.body).toMatchObject({
      purchase_units: [
        {
          amount: {
            currency_code: 'USD',
            value: '81.27',
            breakdown: {
              item_total: { currency_code: 'USD', value: '68.00' },
              shipping: { currency_code: 'USD', value: '7.95' },
              tax_total: { currency_code: 'USD', value: '5.32' },
              discount: { currency_code: 'USD', value: '0.00' },
            },
          },
          items: [{ quantity: '2', unit_amount: { currency_code: 'USD', value: '34.00' } }],
        },
      ],
    });
    expect(
      (create.body as { purchase_units: Array<{ items: object[] }> }).purchase_units[0].items[0],
    ).not.toHaveProperty('tax');
    const capture = await t.http.post(`/order/${created.body.id}/capture`).expect(200);
    expect(await savedOrder(t.dataSource, capture.body.orderId)).toMatchObject({
      total: '81.27',
      shippingAmount: '7.95',
      taxAmount: '5.32',
      taxState: 'IN',
    });
  });
});

import { Order } from '../src/orders/order.entity';
import { PendingCheckout } from '../src/orders/pending-checkout.entity';
import { PromoCode } from '../src/promos/promo-code.entity';
import { CUSTOMER, Line, paymentOrderBody, placeOrderBody, productIds } from './support/checkout-fixtures';
import { startTestApp, TestApp } from './support/test-app';

describe('POST /api/orders and POST /order: the server prices, the browser is compared', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let soap: Line;
  const counts = async () => [
    await t.dataSource.getRepository(Order).count(),
    await t.dataSource.getRepository(PendingCheckout).count(),
  ];

  beforeAll(async () => {
    t = await startTestApp();
    ids = await productIds(t.dataSource);
    soap = {
      productId: ids['hand-soap-no-42'],
      productName: 'Hand Soap No. 42',
      size: '16 oz',
      quantity: 2,
      price: '18.00',
    };
    await t.dataSource.getRepository(PromoCode).insert([
      { code: 'WELCOME15', discountType: 'percentage', discountValue: '15.00', isActive: 1 },
      { code: 'OLD5', discountType: 'fixed', discountValue: '5.00', isActive: 0 },
    ]);
  });
  afterAll(() => t.close());

  const honest = { subtotal: '36.00', discountAmount: '5.40', total: '30.60' };

  const tampering: Array<[string, number, RegExp, () => Record<string, unknown>]> = [
    [
      'a changed unit price',
      409,
      /price of Hand Soap No. 42 \(16 oz\) is \$18.00, not \$1.00/,
      () => placeOrderBody([{ ...soap, price: '1.00' }], honest, 'WELCOME15', 'PAY-1'),
    ],
    [
      'a changed subtotal',
      409,
      /subtotal is \$36.00, not \$35.99/,
      () => placeOrderBody([soap], { ...honest, subtotal: '35.99' }, 'WELCOME15', 'PAY-1'),
    ],
    [
      'a changed total',
      409,
      /total is \$30.60, not \$3.06/,
      () => placeOrderBody([soap], { ...honest, total: '3.06' }, 'WELCOME15', 'PAY-1'),
    ],
    [
      'a bigger discount',
      409,
      /discount of promo code WELCOME15 is \$5.40, not \$10.00/,
      () => placeOrderBody([soap], { ...honest, discountAmount: '10.00', total: '26.00' }, 'WELCOME15', 'PAY-1'),
    ],
    [
      'a discount without a code',
      409,
      /No promo code is applied, so there is no discount/,
      () => placeOrderBody([soap], { subtotal: '36.00', discountAmount: '5.40', total: '30.60' }, null, 'PAY-1'),
    ],
    [
      'an inactive code',
      409,
      /promo code OLD5 is not valid or has expired/,
      () => placeOrderBody([soap], { subtotal: '36.00', discountAmount: '5.00', total: '31.00' }, 'OLD5', 'PAY-1'),
    ],
    [
      'an unknown code',
      409,
      /promo code NOSUCHCODE is not valid or has expired/,
      () => placeOrderBody([soap], honest, 'NOSUCHCODE', 'PAY-1'),
    ],
    [
      'an unknown product',
      400,
      /Product 999999 is not in our catalogue/,
      () => placeOrderBody([{ ...soap, productId: 999999 }], honest, 'WELCOME15', 'PAY-1'),
    ],
    [
      'an unknown size',
      400,
      /Hand Soap No. 42 does not come in size "32 oz"/,
      () => placeOrderBody([{ ...soap, size: '32 oz' }], honest, 'WELCOME15', 'PAY-1'),
    ],
    [
      'a candle refill box',
      400,
      /does not come in size "Refill Box"/,
      () =>
        placeOrderBody(
          [{ productId: ids['soy-wax-candle-no-42'], size: 'Refill Box', quantity: 1 }],
          honest,
          null,
          'PAY-1',
        ),
    ],
    [
      'quantity 0',
      400,
      /items\[0\]\.quantity must be a whole number from 1 to 99/,
      () => placeOrderBody([{ ...soap, quantity: 0 }], honest, 'WELCOME15', 'PAY-1'),
    ],
    [
      'quantity -1',
      400,
      /items\[0\]\.quantity must be a whole number from 1 to 99/,
      () => placeOrderBody([{ ...soap, quantity: -1 }], honest, 'WELCOME15', 'PAY-1'),
    ],
    [
      'quantity 100',
      400,
      /items\[0\]\.quantity must be a whole number from 1 to 99/,
      () => placeOrderBody([{ ...soap, quantity: 100 }], honest, 'WELCOME15', 'PAY-1'),
    ],
    [
      'quantity 1.5',
      400,
      /items\[0\]\.quantity must be a whole number from 1 to 99/,
      () => placeOrderBody([{ ...soap, quantity: 1.5 }], honest, 'WELCOME15', 'PAY-1'),
    ],
    [
      'quantity "2" as text',
      400,
      /items\[0\]\.quantity must be a whole number/,
      () => placeOrderBody([{ ...soap, quantity: '2' as unknown as number }], honest, 'WELCOME15', 'PAY-1'),
    ],
    ['an empty cart', 400, /Your cart is empty/, () => placeOrderBody([], honest, 'WELCOME15', 'PAY-1')],
    [
      'a negative total',
      400,
      /total must be an amount/,
      () => placeOrderBody([soap], { ...honest, total: '-30.60' }, 'WELCOME15', 'PAY-1'),
    ],
    [
      'a total with three decimals',
      400,
      /total must be an amount/,
      () => placeOrderBody([soap], { ...honest, total: '30.600' }, 'WELCOME15', 'PAY-1'),
    ],
    [
      'a missing name',
      400,
      /customerName is required/,
      () => ({ ...placeOrderBody([soap], honest, 'WELCOME15', 'PAY-1'), customerName: '  ' }),
    ],
    [
      'a bad email',
      400,
      /customerEmail must be a valid email address/,
      () => ({ ...placeOrderBody([soap], honest, 'WELCOME15', 'PAY-1'), customerEmail: 'ada.example.com' }),
    ],
    [
      'a missing shipping zip',
      400,
      /shippingZip is required/,
      () => ({ ...placeOrderBody([soap], honest, 'WELCOME15', 'PAY-1'), shippingZip: undefined }),
    ],
    [
      'an unknown store code',
      400,
      /storeCode must be one of NHA, NH, DOL/,
      () => placeOrderBody([soap], honest, 'WELCOME15', 'PAY-1', { storeCode: 'XYZ' }),
    ],
    ['a missing payment id', 400, /paymentId is required/, () => placeOrderBody([soap], honest, 'WELCOME15', '')],
    [
      'an unknown field',
      400,
      /Unknown field "orderNumber"/,
      () => placeOrderBody([soap], honest, 'WELCOME15', 'PAY-1', { orderNumber: 1 }),
    ],
  ];

  it.each(tampering)('POST /api/orders refuses %s (%i) and changes nothing', async (_label, status, expected, body) => {
    const before = await counts();
    const res = await t.http.post('/api/orders').send(body()).expect(status);
    expect(res.body.statusCode).toBe(status);
    expect(`${res.body.error} ${res.body.message}`).toMatch(expected);
    if (status === 409)
      expect(res.body.expected).toEqual(
        expect.objectContaining({ subtotal: expect.any(String), total: expect.any(String) }),
      );
    expect(await counts()).toEqual(before);
  });

  // POST /order carries no subtotal: only the unit prices, the promo code and the amount can be tampered with.
  it.each(tampering.filter(([label, status]) => status === 409 && label !== 'a changed subtotal'))(
    'POST /order refuses %s before any payment is created',
    async (_label, _status, _expected, body) => {
      const before = await counts();
      const placed = body() as { items: Line[]; total: string; promoCode: string | null };
      await t.http
        .post('/order')
        .send(paymentOrderBody(placed.items, placed.total, placed.promoCode))
        .expect(409);
      expect(await counts()).toEqual(before);
    },
  );

  it('an inactive code answers with the figures without it, so the browser can drop it', async () => {
    const res = await t.http
      .post('/api/orders')
      .send(placeOrderBody([soap], { subtotal: '36.00', discountAmount: '5.00', total: '31.00' }, 'old5', 'PAY-1'))
      .expect(409);
    expect(res.body).toMatchObject({
      error: 'This promo code is not valid or has expired.',
      expected: { subtotal: '36.00', discountAmount: null, total: '36.00' },
    });
  });

  it('honest figures with a payment that does not exist, or is not captured, place no order (402)', async () => {
    const before = await counts();
    const unknown = await t.http
      .post('/api/orders')
      .send(placeOrderBody([soap], honest, 'WELCOME15', 'PAY-UNKNOWN'))
      .expect(402);
    expect(unknown.body.message).toMatch(/No payment has the id PAY-UNKNOWN/);

    const created = await t.http
      .post('/order')
      .send(paymentOrderBody([soap], '30.60', 'WELCOME15'))
      .expect(201);
    const notCaptured = await t.http
      .post('/api/orders')
      .send(placeOrderBody([soap], honest, 'WELCOME15', created.body.id))
      .expect(402);
    expect(notCaptured.body.message).toMatch(/has not been captured yet/);
    expect((await counts())[0]).toBe(before[0]);
  });

  it('card fields are accepted but never stored', async () => {
    const created = await t.http
      .post('/order')
      .send(paymentOrderBody([soap], '36.00'))
      .expect(201);
    await t.http.post(`/order/${created.body.id}/approve`).expect(200);
    await t.http.post(`/order/${created.body.id}/capture`).expect(200);
    const res = await t.http
      .post('/api/orders')
      .send(
        placeOrderBody([soap], { subtotal: '36.00', discountAmount: null, total: '36.00' }, null, created.body.id, {
          cardNumber: '4111111111111111',
          expiry: '12/30',
          cvv: '123',
          storeCode: 'DOL',
        }),
      )
      .expect(200);
    expect(JSON.stringify(res.body)).not.toMatch(/4111111111111111/);
    const rows = [
      ...(await t.dataSource.query('SELECT * FROM orders')),
      ...(await t.dataSource.query('SELECT * FROM order_items')),
      ...(await t.dataSource.query('SELECT * FROM pending_checkouts')),
    ];
    expect(JSON.stringify(rows)).not.toMatch(/4111111111111111|12\/30/);
    expect(res.body).toMatchObject({
      customerName: CUSTOMER.customerName,
      customerNotes: CUSTOMER.customerNotes,
      billingAddress: null,
    });
  });
});

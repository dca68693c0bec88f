import { Product } from '../src/catalog/product.entity';
import { Order } from '../src/orders/order.entity';
import { PASSWORD_HEADER } from './support/admin-headers';
import { paymentOrderBody, payWithDemoWallet, productIds } from './support/checkout-fixtures';
import { startTestApp, TestApp } from './support/test-app';

const REFILL_RULE = 'Refill price is required for a Refill Box';
const REFILLABLE = {
  name: 'Linen Wash No. 42',
  price: '21.00',
  images: ['/public-objects/products/linen-wash.webp'],
  sizes: ['16 oz', 'Refill Box'],
  category: 'Home Care',
};

/**
 * One rule from admin to checkout: a product that offers a Refill Box has a refillPrice, the storefront shows that
 * refillPrice for the size (frontend/src/features/products/productPricing.ts unitPrice, tested in Vitest) and the
 * checkout charges exactly it.
 */
describe('the Refill Box rule', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  const create = (body: object) => t.http.post('/api/admin/products').set(PASSWORD_HEADER).send(body);
  const update = (id: number, body: object) =>
    t.http.patch(`/api/admin/products/${id}`).set(PASSWORD_HEADER).send(body);

  beforeAll(async () => {
    t = await startTestApp({ PAYMENT_PROVIDER: 'demo' });
    ids = await productIds(t.dataSource);
  });
  afterAll(() => t.close());

  it.each([
    ['no refillPrice', {}],
    ['a null refillPrice', { refillPrice: null }],
    ['an empty refillPrice', { refillPrice: '  ' }],
  ])('refuses to create a Refill Box product with %s', async (_label, extra) => {
    const before = await t.dataSource.getRepository(Product).count();
    const res = await create({ ...REFILLABLE, ...extra }).expect(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      error: REFILL_RULE,
      message: expect.stringContaining(REFILL_RULE),
    });
    expect(await t.dataSource.getRepository(Product).count()).toBe(before);
  });

  it('refuses updates that would leave a Refill Box without a refillPrice, and keeps the product as it was', async () => {
    const soap = ids['hand-soap-no-42'];
    expect((await update(soap, { refillPrice: null }).expect(400)).body.error).toBe(REFILL_RULE);
    const candle = ids['soy-wax-candle-no-42'];
    expect((await update(candle, { sizes: ['8 oz', 'Refill Box'] }).expect(400)).body.error).toBe(REFILL_RULE);
    expect(await t.dataSource.getRepository(Product).findOneByOrFail({ id: soap })).toMatchObject({
      refillPrice: '60.00',
    });
    // Adding the size together with its price is fine.
    await update(candle, { sizes: ['8 oz', 'Refill Box'], refillPrice: '90' }).expect(200);
    // Without the size, no refillPrice is needed.
    await create({ ...REFILLABLE, name: 'Linen Wash Small', sizes: ['16 oz'] }).expect(201);
  });

  it('charges for a Refill Box exactly the refillPrice the storefront shows', async () => {
    const created = await create({ ...REFILLABLE, refillPrice: '57.25' }).expect(201);
    const shown = await t.http.get(`/api/products/${created.body.slug}`).expect(200);
    // What the storefront's unitPrice(product, 'Refill Box') reads.
    expect(shown.body.refillPrice).toBe('57.25');
    const items = [{ productId: shown.body.id, size: 'Refill Box', quantity: 2 }];
    const { capture } = await payWithDemoWallet(t.http, items, '114.50');
    expect(capture.status).toBe(200);
    const order = await t.dataSource
      .getRepository(Order)
      .findOneOrFail({ where: { id: capture.body.orderId }, relations: { items: true } });
    expect(order.total).toBe('114.50');
    expect(order.items.map((item) => [item.size, item.price])).toEqual([['Refill Box', '57.25']]);
    // The base price is not what a Refill Box costs: the browser's figure must match the server's.
    const wrong = await t.http.post('/order').send(paymentOrderBody(items, '42.00'));
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.status).toBeLessThan(500);
  });
});

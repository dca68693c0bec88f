import { Product } from '../src/catalog/product.entity';
import { PromoCode } from '../src/promos/promo-code.entity';
import { startTestApp, TestApp } from './support/test-app';

describe('catalogue and promo validation (public)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists the seeded catalogue with money as two-decimal strings', async () => {
    const res = await t.http.get('/api/products').expect(200);
    expect(res.body).toHaveLength(20);
    const soap = res.body.find((p: Product) => p.slug === 'hand-soap-no-42');
    expect(soap).toMatchObject({
      name: 'Hand Soap No. 42',
      price: '18.00',
      refillPrice: '60.00',
      scentNumber: '42',
      sizes: ['16 oz', 'Refill Box'],
    });
    expect(soap.availableScents).toEqual(['09', '42', '62', '92']);
    for (const product of res.body as Product[]) {
      expect(product.price).toMatch(/^\d+\.\d{2}$/);
      expect(product.slug).toMatch(/-no-(09|42|62|92)$/);
      expect(product.images.length).toBeGreaterThan(0);
      expect(product.description.length).toBeGreaterThan(80);
    }
  });

  it('resolves every product link used by the journal', async () => {
    for (const slug of [
      'room-mist-no-42',
      'soy-wax-candle-no-42',
      'hand-soap-no-42',
      'surface-spray-no-42',
      'dish-soap-no-42',
    ]) {
      await t.http.get(`/api/products/${slug}`).expect(200);
    }
  });

  it('gives candles a burn time and wick', async () => {
    const res = await t.http.get('/api/products/soy-wax-candle-no-92').expect(200);
    expect(res.body).toMatchObject({ category: 'Candle', burnTime: 'Approximately 45-50 hours', refillPrice: null });
    expect(res.body.wickType).toBeTruthy();
  });

  it.each(['unknown-product', 'hand-soap-no-43', "x' OR '1'='1", '%00', 'a'.repeat(300)])(
    'answers 404 with the error shape for slug %p',
    async (slug) => {
      const res = await t.http.get(`/api/products/${encodeURIComponent(slug)}`).expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        error: 'Product not found',
        message: expect.stringContaining('No product has the slug'),
      });
    },
  );

  it('validates promo codes case-insensitively and only when active', async () => {
    const repo = t.dataSource.getRepository(PromoCode);
    await repo.insert([
      { code: 'WELCOME15', discountType: 'percentage', discountValue: '15.00', isActive: 1 },
      { code: 'OLD5', discountType: 'fixed', discountValue: '5.00', isActive: 0 },
    ]);
    const ok = await t.http.get('/api/promo-codes/validate/welcome15').expect(200);
    expect(ok.body).toEqual({ code: 'WELCOME15', discountType: 'percentage', discountValue: '15.00' });
    await t.http.get('/api/promo-codes/validate/%20Welcome15%20').expect(200);

    const inactive = await t.http.get('/api/promo-codes/validate/OLD5').expect(404);
    expect(inactive.body.error).toBe('This promo code is not valid or has expired.');
    await t.http.get('/api/promo-codes/validate/NOPE').expect(404);
    await t.http.get(`/api/promo-codes/validate/${encodeURIComponent("' OR 1=1 --")}`).expect(404);
    await t.http.get(`/api/promo-codes/validate/${'A'.repeat(500)}`).expect(404);
    expect(await repo.count()).toBe(2);
  });

  it('reports the process and the database', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', database: { status: 'up' } });
  });

  it('serves Swagger UI and the OpenAPI document', async () => {
    const page = await t.http.get('/api/docs').expect(200).expect('content-type', /html/);
    expect(page.text).toContain("<link rel='icon' href='/favicon.svg' />");
    const doc = await t.http.get('/api/docs-json').expect(200);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/products',
        '/api/products/{slug}',
        '/api/promo-codes/validate/{code}',
        '/api/newsletter/subscribe',
        '/api/health',
      ]),
    );
  });

  it('sends the security headers of a non-document (the page policy is for HTML only, see security-headers.e2e-spec)', async () => {
    const res = await t.http.get('/api/products').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });
});

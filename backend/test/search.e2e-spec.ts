import { PASSWORD_HEADER } from './support/admin-headers';
import { startTestApp, TestApp } from './support/test-app';

interface Results {
  query: string;
  products: Array<{ slug: string; name: string; category: string; scentName: string | null; price: string }>;
  articles: Array<{ slug: string; title: string }>;
  productTotal: number;
  articleTotal: number;
}

describe('GET /api/search (the header suggestions and the /search page)', () => {
  let t: TestApp;
  const search = async (query: string): Promise<Results> =>
    (await t.http.get(`/api/search?${query}`).expect(200)).body as Results;
  const slugs = (results: Results) => results.products.map((p) => p.slug);

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '', RATE_LIMIT_SEARCH_PER_MINUTE: '40' });
  });
  afterAll(() => t.close());

  it('finds the products of a scent by its name and by its number, with or without No.', async () => {
    const lavender = await search('q=lavender');
    expect(lavender.query).toBe('lavender');
    expect(slugs(lavender).sort()).toEqual([
      'dish-soap-no-92',
      'hand-soap-no-92',
      'room-mist-no-92',
      'soy-wax-candle-no-92',
      'surface-spray-no-92',
    ]);
    expect(lavender.products[0]).toMatchObject({ scentName: 'Lavender Vanilla' });
    expect(slugs(await search('q=No.%2092')).sort()).toEqual(slugs(lavender).sort());
    expect(slugs(await search('q=92')).sort()).toEqual(slugs(lavender).sort());
    expect(slugs(await search('q=no%2009'))).toEqual(expect.arrayContaining(['soy-wax-candle-no-09']));
  });

  it('finds products by format and articles by title, and forgives one typo in a longer word', async () => {
    const refill = await search('q=refill');
    expect(refill.productTotal).toBe(16);
    expect(refill.products.every((p) => p.category !== 'Candle')).toBe(true);
    expect(refill.articles.map((a) => a.slug)).toContain('refills-101');

    const candles = await search('q=candles');
    expect(slugs(candles).sort()).toEqual([
      'soy-wax-candle-no-09',
      'soy-wax-candle-no-42',
      'soy-wax-candle-no-62',
      'soy-wax-candle-no-92',
    ]);
    expect(candles.articles.map((a) => a.slug)).toEqual(['room-spray-vs-diffuser-vs-candle']);

    expect(slugs(await search('q=lavander%20candel'))).toEqual(['soy-wax-candle-no-92']);
    expect(await search('q=zzzz')).toMatchObject({ products: [], articles: [], productTotal: 0 });
  });

  it('answers at most `limit` of each kind, with the totals before the limit', async () => {
    const few = await search('q=refill&limit=3');
    expect(few.products).toHaveLength(3);
    expect(few.productTotal).toBe(16);
  });

  it('finds a product added by staff at once', async () => {
    await t.http
      .post('/api/admin/products')
      .set(PASSWORD_HEADER)
      .send({
        name: 'Beeswax Taper No. 42',
        description: 'A taper.',
        price: '12',
        images: ['/public-objects/products/candle-42.webp'],
        sizes: ['8 oz'],
        scentNumber: '42',
        category: 'Candle',
      })
      .expect(201);
    expect(slugs(await search('q=beeswax'))).toEqual(['beeswax-taper-no-42']);
  });

  it.each([
    ['', 'q is required'],
    ['q=', 'q must not be empty'],
    ['q=%20%20', 'q must not be empty'],
    [`q=${'a'.repeat(101)}`, 'q must be at most 100 characters'],
    ['q=soap&limit=0', 'limit must be 1 or more'],
    ['q=soap&limit=25', 'limit must be at most 24'],
    ['q=soap&q=candle', 'q is required'],
  ])('refuses ?%s with a 400 in the error shape', async (query, message) => {
    const res = await t.http.get(`/api/search?${query}`).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: expect.stringContaining(message) });
    expect(typeof res.body.error).toBe('string');
  });

  it('is limited per address: past the limit a 429 with Retry-After', async () => {
    let last = await t.http.get('/api/search?q=soap');
    for (let i = 0; i < 40 && last.status !== 429; i++) last = await t.http.get('/api/search?q=soap');
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});

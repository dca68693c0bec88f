import { PASSWORD_HEADER } from './support/admin-headers';
import { startTestApp, TestApp } from './support/test-app';

interface Card {
  baseSlug: string;
  variants: Array<{ slug: string; category: string; scentNumber: string | null; sizes: string[] }>;
}

/** The seeded catalogue is 5 products in 4 scents (5 cards); 25 one-scent candles make 30 cards, two pages of 24. */
const EXTRA_CANDLES = 25;

describe('GET /api/product-cards (the storefront list, paged)', () => {
  let t: TestApp;
  const page = async (query: string) => (await t.http.get(`/api/product-cards${query}`).expect(200)).body;
  const slugsOf = (cards: Card[]) => cards.map((card) => card.baseSlug);

  beforeAll(async () => {
    t = await startTestApp();
    for (let n = 1; n <= EXTRA_CANDLES; n++)
      await t.http
        .post('/api/admin/products')
        .set(PASSWORD_HEADER)
        .send({
          name: `Paging Candle ${String(n).padStart(2, '0')} No. 42`,
          description: 'A candle for paging.',
          price: '20',
          images: ['/public-objects/products/candle-42.webp'],
          sizes: ['8 oz'],
          scentNumber: '42',
          category: 'Candle',
        })
        .expect(201);
  });
  afterAll(() => t.close());

  it('answers 24 cards a page, each product once with its scent variants, in the catalogue order', async () => {
    const first = await page('');
    expect(first).toMatchObject({ total: 5 + EXTRA_CANDLES, page: 1, pageSize: 24 });
    expect(first.items).toHaveLength(24);
    const second = await page('?page=2');
    expect(second).toMatchObject({ total: 5 + EXTRA_CANDLES, page: 2 });
    expect(second.items).toHaveLength(5 + EXTRA_CANDLES - 24);

    const everyProduct: Array<{ slug: string }> = (await t.http.get('/api/products').expect(200)).body;
    const cards: Card[] = [...first.items, ...second.items];
    expect(cards.flatMap((card) => card.variants.map((v) => v.slug)).sort()).toEqual(
      everyProduct.map((p) => p.slug).sort(),
    );
    expect(new Set(slugsOf(cards)).size).toBe(cards.length);
    const handSoap = cards.find((card) => card.baseSlug === 'hand-soap');
    expect(handSoap?.variants.map((v) => v.scentNumber)).toEqual(['09', '42', '62', '92']);
  });

  it('filters before paging, keeping only the matching variants of each card', async () => {
    const candles = await page('?filter=candle&scent=42&page=2');
    expect(candles).toMatchObject({ total: 1 + EXTRA_CANDLES, page: 2 });
    expect(candles.items).toHaveLength(1 + EXTRA_CANDLES - 24);
    for (const card of candles.items as Card[])
      expect(card.variants.map((v) => [v.category, v.scentNumber])).toEqual([['Candle', '42']]);

    const refills = await page('?filter=refill');
    expect(refills.total).toBeGreaterThan(0);
    for (const card of refills.items as Card[])
      for (const variant of card.variants) expect(variant.sizes).toContain('Refill Box');
  });

  it('answers the last page for a page past it', async () => {
    const past = await page('?page=99');
    expect(past.page).toBe(2);
    expect(slugsOf(past.items)).toEqual(slugsOf((await page('?page=2')).items));
  });

  it.each([
    ['page=0', 'page must be 1 or more'],
    ['page=two', 'page must be a whole number'],
    ['page=1000', 'page must be at most 999'],
    ['filter=aromatherapy', 'filter must be one of'],
    ['scent=7', 'scent must be one of'],
  ])('refuses ?%s with a 400 that names it', async (query, message) => {
    const res = await t.http.get(`/api/product-cards?${query}`).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
  });
});

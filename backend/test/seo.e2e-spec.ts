import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatalogService } from '../src/catalog/catalog.service';
import { ProductStock } from '../src/catalog/inventory/product-stock.entity';
import { Product } from '../src/catalog/product.entity';
import { SHOP_POLICIES } from '../src/common/site';
import { buildCatalog } from '../src/database/seed/catalog-data';
import { JOURNAL_ARTICLES } from '../src/journal/articles';
import { BUILT_INDEX_HTML } from './support/built-index-html';
import { metaContent, PageHead, readHead } from './support/html-head';
import { startTestApp, TestApp } from './support/test-app';
import { parseXmlDocument, XmlElement } from './support/xml-document';

const BASE = 'https://shop.example.com';
const NOT_FOUND_TITLE = 'Page Not Found | Natural House';
const PRODUCT_NOT_FOUND_TITLE = 'Product not found | Natural House';

function ofType(head: PageHead, type: string): Record<string, unknown> {
  const found = head.jsonLd.filter((data) => data['@type'] === type);
  if (found.length !== 1) throw new Error(`expected one ${type} in the JSON-LD, found ${found.length}`);
  expect(found[0]['@context']).toBe('https://schema.org');
  return found[0];
}

function expectBreadcrumb(head: PageHead, names: string[], lastUrl: string): void {
  const items = ofType(head, 'BreadcrumbList').itemListElement as Array<Record<string, unknown>>;
  expect(items.map((item) => item.name)).toEqual(names);
  expect(items.map((item) => item.position)).toEqual(names.map((_n, i) => i + 1));
  expect(items[0].item).toBe(`${BASE}/`);
  expect(items[items.length - 1].item).toBe(lastUrl);
}

function expectFaqPage(head: PageHead, minimum: number): void {
  const questions = ofType(head, 'FAQPage').mainEntity as Array<Record<string, unknown>>;
  expect(questions.length).toBeGreaterThanOrEqual(minimum);
  for (const question of questions) {
    expect(question['@type']).toBe('Question');
    expect(typeof question.name).toBe('string');
    expect(question.acceptedAnswer).toEqual({ '@type': 'Answer', text: expect.stringMatching(/\S/) });
  }
}

function children(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

describe('what crawlers see: the head of every page, robots.txt and sitemap.xml', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-seo-'));
  const products = buildCatalog();

  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), BUILT_INDEX_HTML);
    t = await startTestApp({ WEB_DIST_DIR: dist, PUBLIC_BASE_URL: BASE });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  async function page(path: string, status = 200): Promise<PageHead> {
    const res = await t.http.get(path).set('accept', 'text/html').expect(status);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<div id="root">');
    const head = readHead(res.text);
    expect(head.titles).toHaveLength(1);
    expect(head.meta.get('description')).toHaveLength(1);
    expect(head.meta.get('og:title')).toHaveLength(1);
    expect(head.canonicals).toHaveLength(1);
    return head;
  }

  describe('product detail', () => {
    it('has the product head and Organization, Product, FAQPage and BreadcrumbList data from the database', async () => {
      const head = await page('/products/hand-soap-no-42');
      const url = `${BASE}/products/hand-soap-no-42`;
      expect(head.titles[0]).toBe('Hand Soap No. 42 | Natural House');
      expect(metaContent(head, 'description')).toMatch(
        /^A gentle plant-based liquid hand soap scented with No\. 42 Herbal Sanctuary/,
      );
      expect(metaContent(head, 'description').length).toBeLessThanOrEqual(160);
      expect(head.canonicals[0]).toBe(url);
      expect(metaContent(head, 'og:title')).toBe('Hand Soap No. 42 | Natural House');
      expect(metaContent(head, 'og:type')).toBe('product');
      expect(metaContent(head, 'og:url')).toBe(url);
      expect(metaContent(head, 'og:image')).toBe(`${BASE}/public-objects/products/hand-soap-42.webp`);
      expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(head, 'robots')).toBe('index,follow');

      const organization = ofType(head, 'Organization');
      expect(organization).toMatchObject({
        name: 'Natural House',
        url: `${BASE}/`,
        logo: `${BASE}/public-objects/brand/logo.svg`,
        foundingDate: '2007',
      });
      const product = ofType(head, 'Product');
      expect(product).toMatchObject({
        name: 'Hand Soap No. 42',
        sku: 'HA42',
        description: expect.stringContaining('two to three months'),
        brand: { '@type': 'Brand', name: 'Natural House' },
        offers: [
          {
            '@type': 'Offer',
            name: '16 oz',
            price: '18.00',
            priceCurrency: 'USD',
            availability: 'https://schema.org/InStock',
            url,
          },
          {
            '@type': 'Offer',
            name: 'Refill Box',
            price: '60.00',
            priceCurrency: 'USD',
            availability: 'https://schema.org/InStock',
            url,
          },
        ],
        aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.9', reviewCount: 82 },
      });
      expect(product.image).toEqual([
        `${BASE}/public-objects/products/hand-soap-42.webp`,
        `${BASE}/public-objects/lifestyle/hand-soap-42.webp`,
      ]);
      expectFaqPage(head, 4);
      expectBreadcrumb(head, ['Home', 'Products', 'Hand Soap No. 42'], url);
    });

    it.each([
      ['soy-wax-candle-no-09', 'CA09'],
      ['room-mist-no-92', 'RO92'],
      ['surface-spray-no-62', 'SU62'],
      ['dish-soap-no-42', 'DI42'],
    ])('gives %s the sku %s (category letters + scent number)', async (slug, sku) => {
      expect(ofType(await page(`/products/${slug}`), 'Product').sku).toBe(sku);
    });

    it('serves the same category FAQs to the storefront as in the page data', async () => {
      const head = await page('/products/soy-wax-candle-no-42');
      const res = await t.http.get('/api/products/soy-wax-candle-no-42/faqs').expect(200);
      const fromPage = (
        ofType(head, 'FAQPage').mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>
      ).map((q) => ({
        question: q.name,
        answer: q.acceptedAnswer.text,
      }));
      expect(res.body).toEqual(fromPage);
      expect(res.body[0].answer).toContain('45-50 hours');
    });

    it('answers an unknown product FAQ request with 404 in the API error shape', async () => {
      const res = await t.http.get('/api/products/no-such-soap/faqs').expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        error: 'Product not found',
        message: 'No product has the slug "no-such-soap".',
      });
    });

    it('reflects an admin write at once (the catalogue cache is invalidated on writes)', async () => {
      const repository = t.dataSource.getRepository(Product);
      const original = await repository.findOneByOrFail({ slug: 'dish-soap-no-62' });
      try {
        await repository.update({ id: original.id }, { name: 'Dish Soap No. 62 <Limited> & "Bright"', price: '17.50' });
        await t.app.get(CatalogService).invalidate();
        const head = await page('/products/dish-soap-no-62');
        expect(head.titles[0]).toBe('Dish Soap No. 62 <Limited> & "Bright" | Natural House');
        expect(ofType(head, 'Product')).toMatchObject({
          name: 'Dish Soap No. 62 <Limited> & "Bright"',
          offers: [{ price: '17.50' }, { name: 'Refill Box' }],
        });
      } finally {
        await repository.update({ id: original.id }, { name: original.name, price: original.price });
        await t.app.get(CatalogService).invalidate();
      }
    });

    it('gives each size its own offer with its availability (OutOfStock, LimitedAvailability, InStock)', async () => {
      const product = await t.dataSource.getRepository(Product).findOneByOrFail({ slug: 'room-mist-no-92' });
      const stock = t.dataSource.getRepository(ProductStock);
      try {
        await stock.insert([
          { productId: product.id, size: '16 oz', quantity: 0, lowStockThreshold: null },
          { productId: product.id, size: 'Refill Box', quantity: 2, lowStockThreshold: 3 },
        ]);
        await t.app.get(CatalogService).invalidate();
        const offers = ofType(await page('/products/room-mist-no-92'), 'Product').offers as Array<
          Record<string, unknown>
        >;
        expect(offers.map((o) => [o.name, o.availability])).toEqual([
          ['16 oz', 'https://schema.org/OutOfStock'],
          ['Refill Box', 'https://schema.org/LimitedAvailability'],
        ]);
      } finally {
        await stock.delete({ productId: product.id });
        await t.app.get(CatalogService).invalidate();
      }
    });

    it('escapes markup in the data: nothing the database holds can close a tag or a script', async () => {
      const repository = t.dataSource.getRepository(Product);
      const original = await repository.findOneByOrFail({ slug: 'room-mist-no-62' });
      const hostile = 'Mist </script><script>alert(1)</script> "quoted" \'single\' & more';
      try {
        await repository.update({ id: original.id }, { description: hostile });
        await t.app.get(CatalogService).invalidate();
        const res = await t.http.get('/products/room-mist-no-62').set('accept', 'text/html').expect(200);
        expect(res.text).not.toContain('<script>alert(1)');
        expect(res.text.match(/<\/script>/g)).toHaveLength(res.text.match(/<script\b/g)?.length ?? 0);
        const head = readHead(res.text);
        expect(ofType(head, 'Product').description).toBe(hostile);
        expect(metaContent(head, 'description')).toBe(hostile);
      } finally {
        await repository.update({ id: original.id }, { description: original.description });
        await t.app.get(CatalogService).invalidate();
      }
    });
  });

  describe('journal', () => {
    it('gives an article its Article, FAQPage and BreadcrumbList data', async () => {
      const article = JOURNAL_ARTICLES.find((a) => a.slug === 'refills-101')!;
      const url = `${BASE}/journal/refills-101`;
      const head = await page('/journal/refills-101');
      expect(head.titles[0]).toBe(article.metaTitle);
      expect(metaContent(head, 'description')).toBe(article.metaDescription);
      expect(head.canonicals[0]).toBe(url);
      expect(metaContent(head, 'og:title')).toBe(article.metaTitle);
      expect(metaContent(head, 'og:type')).toBe('article');
      expect(metaContent(head, 'og:image')).toBe(`${BASE}/public-objects/journal/refills-101.webp`);
      expect(ofType(head, 'Article')).toMatchObject({
        headline: article.title,
        image: [`${BASE}/public-objects/journal/refills-101.webp`],
        datePublished: article.datePublished,
        dateModified: article.dateModified,
        author: { '@type': 'Organization', name: 'Natural House' },
        publisher: {
          '@type': 'Organization',
          name: 'Natural House',
          logo: { '@type': 'ImageObject', url: `${BASE}/public-objects/brand/logo.svg` },
        },
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      });
      expectFaqPage(head, 4);
      expectBreadcrumb(head, ['Home', 'Journal', article.title], url);
    });

    it('gives the journal list a breadcrumb and the articles newest first', async () => {
      const head = await page('/journal');
      expect(head.titles[0]).toBe('Journal | Natural House');
      expect(head.canonicals[0]).toBe(`${BASE}/journal`);
      expectBreadcrumb(head, ['Home', 'Journal'], `${BASE}/journal`);
      const list = ofType(head, 'ItemList').itemListElement as Array<{ url: string }>;
      expect(list.map((item) => item.url)).toEqual([
        `${BASE}/journal/simple-swaps-for-a-low-waste-home`,
        `${BASE}/journal/are-plant-based-dish-soaps-effective`,
        `${BASE}/journal/room-spray-vs-diffuser-vs-candle`,
        `${BASE}/journal/how-to-make-room-spray-last-longer`,
        `${BASE}/journal/refills-101`,
      ]);
    });

    it('lists the articles newest first through the API, as cards', async () => {
      const res = await t.http.get('/api/journal').expect(200);
      expect(res.body).toHaveLength(5);
      const dates = res.body.map((a: { datePublished: string }) => a.datePublished);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(Object.keys(res.body[0]).sort()).toEqual([
        'dateModified',
        'datePublished',
        'heroImage',
        'heroImageAlt',
        'slug',
        'summary',
        'title',
      ]);
    });

    it('serves a whole article and answers an unknown slug with 404', async () => {
      const res = await t.http.get('/api/journal/how-to-make-room-spray-last-longer').expect(200);
      expect(res.body).toEqual(JOURNAL_ARTICLES.find((a) => a.slug === 'how-to-make-room-spray-last-longer'));
      const missing = await t.http.get('/api/journal/no-such-article').expect(404);
      expect(missing.body).toMatchObject({ statusCode: 404, error: 'Article not found' });
    });
  });

  describe('the other pages', () => {
    it('gives the home page Organization and WebSite data and the default share image', async () => {
      const head = await page('/');
      expect(head.titles[0]).toBe('Natural House | Premium home care essentials for mindful living');
      expect(head.canonicals[0]).toBe(`${BASE}/`);
      expect(metaContent(head, 'og:image')).toBe(`${BASE}/public-objects/brand/og-default.png`);
      expect(metaContent(head, 'og:type')).toBe('website');
      expect(ofType(head, 'Organization')).toMatchObject({
        name: 'Natural House',
        slogan: 'Premium home care essentials for mindful living',
      });
      expect(ofType(head, 'WebSite')).toMatchObject({ url: `${BASE}/` });
    });

    it("lists the products of the page's cards, and ignores the query string in the canonical URL", async () => {
      const listed = async (address: string) => {
        const head = await page(address);
        expect(head.titles[0]).toBe('Our Products | Natural House');
        expect(head.canonicals[0]).toBe(`${BASE}/products`);
        return (ofType(head, 'ItemList').itemListElement as Array<{ url: string }>).map((item) => item.url);
      };
      const cards = async (query: string) => {
        const res = await t.http.get(`/api/product-cards${query}`).expect(200);
        const items = res.body.items as Array<{ variants: Array<{ slug: string }> }>;
        return items.flatMap((card) => card.variants.map((p) => `${BASE}/products/${p.slug}`));
      };
      expect(await listed('/products')).toEqual(await cards(''));
      expect(await listed('/products')).toHaveLength(products.length);
      const roomMists = await listed('/products?filter=room-mist&scent=42');
      expect(roomMists).toEqual(await cards('?filter=room-mist&scent=42'));
      expect(roomMists.length).toBeGreaterThan(0);
      expect(roomMists.length).toBeLessThan(products.length);
      // Unknown values read as the storefront reads them: every product.
      expect(await listed('/products?filter=nonsense&page=abc')).toEqual(await cards(''));
    });

    it('describes the refill hub with the 75% figure', async () => {
      const head = await page('/refills');
      expect(head.titles[0]).toBe('Refill, Reuse, Rejoice | Natural House');
      expect(metaContent(head, 'description')).toContain('75% less plastic');
      expect(metaContent(head, 'robots')).toBe('index,follow');
      expectBreadcrumb(head, ['Home', 'Refills'], `${BASE}/refills`);
    });

    it.each([
      '/holiday',
      '/checkout',
      '/admin',
      '/orders/status',
      '/orders/status?token=1.abc',
      '/admin-promo-codes',
      '/admin-products',
      '/admin-orders',
      '/admin-orders/12',
    ])('keeps %s out of search results (noindex,nofollow)', async (path) => {
      const head = await page(path);
      expect(metaContent(head, 'robots')).toBe('noindex,nofollow');
      expect(head.jsonLd).toEqual([]);
    });

    it('titles the order status page and keeps a token out of its canonical link', async () => {
      const head = await page('/orders/status?token=41.secret-token');
      expect(head.titles[0]).toBe('Track Your Order | Natural House');
      expect(head.canonicals).toEqual([`${BASE}/orders/status`]);
      expect(JSON.stringify([...head.meta.values(), head.canonicals])).not.toContain('secret-token');
    });

    it('titles the Winter Spice page', async () => {
      expect((await page('/holiday')).titles[0]).toBe('Winter Spice Collection: Coming Soon | Natural House');
    });
  });

  describe('not found', () => {
    it('titles a missing product as the screen words it', async () => {
      const head = await page('/products/unknown-slug', 404);
      expect(head.titles[0]).toBe(PRODUCT_NOT_FOUND_TITLE);
      expect(metaContent(head, 'og:title')).toBe(PRODUCT_NOT_FOUND_TITLE);
      expect(metaContent(head, 'robots')).toBe('noindex,nofollow');
      expect(head.jsonLd).toEqual([]);
    });

    it.each(['/journal/unknown', '/no-such-page', '/products/hand-soap-no-42/extra', '/products/'])(
      'answers %s with 404 and the not-found head',
      async (path) => {
        const head = await page(path, 404);
        expect(head.titles[0]).toBe(NOT_FOUND_TITLE);
        expect(metaContent(head, 'og:title')).toBe(NOT_FOUND_TITLE);
        expect(metaContent(head, 'robots')).toBe('noindex,nofollow');
        expect(head.meta.get('og:image')).toBeUndefined();
        expect(head.jsonLd).toEqual([]);
      },
    );
  });

  describe('GET /api/page-meta', () => {
    it('returns the same head the HTML carries', async () => {
      const res = await t.http.get('/api/page-meta').query({ path: '/products/candle-unknown' }).expect(200);
      expect(res.body).toMatchObject({
        path: '/products/candle-unknown',
        status: 404,
        title: PRODUCT_NOT_FOUND_TITLE,
        robots: 'noindex,nofollow',
        imageUrl: null,
        jsonLd: [],
      });
      const product = await t.http.get('/api/page-meta').query({ path: '/products/soy-wax-candle-no-42' }).expect(200);
      const html = await page('/products/soy-wax-candle-no-42');
      expect(product.body).toMatchObject({
        status: 200,
        ogType: 'product',
        title: html.titles[0],
        canonicalUrl: html.canonicals[0],
        imageUrl: metaContent(html, 'og:image'),
      });
      expect(product.body.jsonLd).toEqual(html.jsonLd);
    });

    it.each([
      [{}, 'path is required'],
      [{ path: 'products' }, 'path must start with /'],
      [{ path: `/${'a'.repeat(2000)}` }, 'path must be at most 2000 characters'],
    ])('refuses %j with 400 naming the problem', async (query, message) => {
      const res = await t.http.get('/api/page-meta').query(query).expect(400);
      expect(JSON.stringify(res.body)).toContain(message);
    });
  });

  describe('robots.txt and sitemap.xml', () => {
    it('disallows the back office, the Winter Spice page and checkout, and names the sitemap', async () => {
      const res = await t.http.get('/robots.txt').expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const lines = res.text.split('\n');
      expect(lines).toContain('User-agent: *');
      for (const path of [
        '/admin',
        '/admin-promo-codes',
        '/admin-products',
        '/admin-orders',
        '/holiday',
        '/checkout',
        '/orders/status',
      ])
        expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    });

    it('lists home, the list, every product, refills, the journal, every article and the contact and policy pages, each with a lastmod, as well-formed XML', async () => {
      const res = await t.http.get('/sitemap.xml').expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      const root = parseXmlDocument(res.text);
      expect(root.name).toBe('urlset');
      expect(root.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      const urls = children(root, 'url');
      const locs = urls.map((url) => children(url, 'loc')[0]?.text);
      expect(locs).toEqual(
        expect.arrayContaining([`${BASE}/`, `${BASE}/products`, `${BASE}/refills`, `${BASE}/journal`]),
      );
      for (const path of ['/contact', '/privacy', '/terms', '/shipping-returns']) {
        const entry = urls.find((url) => children(url, 'loc')[0]?.text === `${BASE}${path}`);
        expect(children(entry!, 'lastmod')[0].text).toBe(SHOP_POLICIES.policyPagesUpdated);
      }
      for (const product of products) expect(locs).toContain(`${BASE}/products/${product.slug}`);
      for (const article of JOURNAL_ARTICLES) {
        const entry = urls.find((url) => children(url, 'loc')[0]?.text === `${BASE}/journal/${article.slug}`);
        expect(children(entry!, 'lastmod')[0].text).toBe(article.dateModified);
      }
      expect(locs).toHaveLength(8 + products.length + JOURNAL_ARTICLES.length);
      expect(new Set(locs).size).toBe(locs.length);
      for (const url of urls) expect(children(url, 'lastmod')[0]?.text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(locs.some((loc) => /holiday|checkout|admin/.test(loc ?? ''))).toBe(false);
    });

    it('escapes a slug that needs it, and the document stays well-formed', async () => {
      const repository = t.dataSource.getRepository(Product);
      const original = await repository.findOneByOrFail({ slug: 'hand-soap-no-09' });
      try {
        await repository.update({ id: original.id }, { slug: "hand-soap-&-'friends'" });
        await t.app.get(CatalogService).invalidate();
        const res = await t.http.get('/sitemap.xml').expect(200);
        const locs = children(parseXmlDocument(res.text), 'url').map((url) => children(url, 'loc')[0].text);
        expect(locs).toContain(`${BASE}/products/${encodeURIComponent("hand-soap-&-'friends'")}`);
      } finally {
        await repository.update({ id: original.id }, { slug: original.slug });
        await t.app.get(CatalogService).invalidate();
      }
    });

    it('keeps robots.txt and sitemap.xml out of the API contract', async () => {
      const res = await t.http.get('/api/docs-json').expect(200);
      expect(Object.keys(res.body.paths)).not.toEqual(expect.arrayContaining(['/robots.txt']));
      expect(Object.keys(res.body.paths)).not.toContain('/sitemap.xml');
      expect(Object.keys(res.body.paths)).toContain('/api/page-meta');
    });
  });

  describe('the well-formedness checker used above', () => {
    it.each([
      ['<a><b></a></b>', '</a> closes <b>'],
      ['<a>x & y</a>', 'unterminated entity'],
      ['<a>&nbsp;</a>', 'unknown entity'],
      ['<a href=x></a>', 'malformed attributes'],
      ['<a></a><b></b>', 'second root element'],
      ['<a>', 'never closed'],
      ['text<a></a>', 'text outside the root'],
    ])('rejects %s', (xml, problem) => {
      expect(() => parseXmlDocument(xml)).toThrow(problem);
    });

    it('reads a well-formed document', () => {
      const root = parseXmlDocument('<?xml version="1.0"?>\n<r a="1 &amp; 2"><c>&lt;ok&gt;</c><d/></r>\n');
      expect(root).toEqual({
        name: 'r',
        attributes: { a: '1 & 2' },
        text: '',
        children: [
          { name: 'c', attributes: {}, children: [], text: '<ok>' },
          { name: 'd', attributes: {}, children: [], text: '' },
        ],
      });
    });
  });
});

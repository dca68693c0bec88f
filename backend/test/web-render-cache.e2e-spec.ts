import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatalogService } from '../src/catalog/catalog.service';
import { Product } from '../src/catalog/product.entity';
import { SpaPageService } from '../src/web/spa-page.service';
import { PASSWORD_HEADER } from './support/admin-headers';
import { startTestApp, TestApp } from './support/test-app';

/**
 * A stand-in for the storefront's server build (frontend/dist-server/entry-server.cjs): it takes the product the server
 * hands it, or asks this process's API for it, as the real one does through RTK Query, and numbers its renders, so a
 * page served from the render cache shows the number of the render that made it.
 */
const FAKE_ENTRY = `
let renders = 0;
exports.render = async ({ url, fetch, cartCookie, product: given }) => {
  renders += 1;
  // A render that takes a while, as a large catalogue's does: the render queue's bound is reached with these.
  if (url.includes('slow=')) await new Promise((resolve) => setTimeout(resolve, 200));
  // What a page was rendered with: the real entry paints the cart's lines from it (/checkout only).
  const seen = cartCookie === undefined ? '' : '<p>cart cookie ' + cartCookie + '</p>';
  const product = /^\\/products\\/([^/?]+)/.exec(url);
  let body = '<p>page</p>';
  if (given) body = '<h1>' + given.name + '</h1>';
  else if (product) {
    const res = await fetch('http://shop.internal/api/products/' + product[1]);
    body = res.ok ? '<h1>' + (await res.json()).name + '</h1>' : '<h1>Product not found</h1>';
  }
  return { rendered: true, head: '', html: body + seen + '<p>render ' + renders + '</p>' };
};
`;

describe('the render cache of catalogue pages', () => {
  let t: TestApp;
  const root = mkdtempSync(join(tmpdir(), 'web-ssr-'));
  const dist = join(root, 'dist');
  beforeAll(async () => {
    mkdirSync(join(dist, '.vite'), { recursive: true });
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>',
    );
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
    writeFileSync(join(dist, '.vite', 'ssr-manifest.json'), '{}');
    writeFileSync(join(root, 'dist-server', 'entry-server.cjs'), FAKE_ENTRY);
    t = await startTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = async (path: string, status = 200) =>
    (await t.http.get(path).set('accept', 'text/html').expect(status)).text;
  const renderNumber = (html: string) => Number(/render (\d+)/.exec(html)?.[1]);
  const cacheSize = () => t.app.get(SpaPageService).cachedPageCount;

  it('renders a product page once, and again with the new name right after an admin write', async () => {
    const first = await page('/products/hand-soap-no-42');
    expect(first).toContain('<h1>Hand Soap No. 42</h1>');
    expect(await page('/products/hand-soap-no-42')).toBe(first);
    // Campaign tags do not change the page: the same cached render.
    expect(renderNumber(await page('/products/hand-soap-no-42?utm_source=newsletter&gclid=x'))).toBe(
      renderNumber(first),
    );

    const soap = await t.dataSource.getRepository(Product).findOneByOrFail({ slug: 'hand-soap-no-42' });
    await t.http
      .patch(`/api/admin/products/${soap.id}`)
      .set(PASSWORD_HEADER)
      .send({ name: 'Hand Soap No. 42 Renamed' })
      .expect(200);
    const after = await page('/products/hand-soap-no-42');
    expect(after).toContain('<h1>Hand Soap No. 42 Renamed</h1>');
    expect(renderNumber(after)).toBeGreaterThan(renderNumber(first));
    expect(await page('/products/hand-soap-no-42')).toBe(after);
  });

  it('reads the product once per render: its cache key, its head and its body share the read', async () => {
    const reads = jest.spyOn(t.app.get(CatalogService), 'product');
    try {
      const html = await page('/products/soy-wax-candle-no-42?size=8%20oz&utm_source=x');
      expect(html).toContain('<h1>Soy Wax Candle No. 42</h1>');
      expect(html).toContain('<title>Soy Wax Candle No. 42');
      expect(reads.mock.calls).toEqual([['soy-wax-candle-no-42']]);
    } finally {
      reads.mockRestore();
    }
  });

  it('renders unknown products (404) every time and keeps none of them', async () => {
    await page('/products/hand-soap-no-42');
    const size = cacheSize();
    const numbers: number[] = [];
    for (const slug of ['no-such-soap-1', 'no-such-soap-2', 'no-such-soap-1'])
      numbers.push(renderNumber(await page(`/products/${slug}`, 404)));
    expect(new Set(numbers).size).toBe(3);
    expect(cacheSize()).toBe(size);
  });

  it('renders the checkout every time', async () => {
    const first = renderNumber(await page('/checkout'));
    expect(renderNumber(await page('/checkout'))).toBeGreaterThan(first);
  });

  it('keys a page by the parameters it reads, normalised: random parameters and other spellings hit the same render', async () => {
    const list = renderNumber(await page('/products'));
    for (const path of ['/products?r=1', '/products?r=2&x=3', '/products?constructor=1&__proto__=x'])
      expect(renderNumber(await page(path))).toBe(list);
    const filtered = renderNumber(await page('/products?filter=room-mist'));
    expect(filtered).not.toBe(list);
    for (const path of [
      '/products?filter=Room-Mist',
      '/products?filter=%20room-mist&r=9',
      '/products?r=1&filter=room-mist',
    ])
      expect(renderNumber(await page(path))).toBe(filtered);
    const sized = renderNumber(await page('/products/hand-soap-no-42?size=16%20oz'));
    expect(renderNumber(await page('/products/hand-soap-no-42?size=16%20oz&gclid=1&r=2'))).toBe(sized);
  });

  it('makes no new entry for values the page does not know: random scents, filters, sizes and pages hit the default', async () => {
    const list = renderNumber(await page('/products'));
    const product = renderNumber(await page('/products/hand-soap-no-42'));
    const entries = cacheSize();
    for (let i = 0; i < 20; i++) {
      const junk = Math.random().toString(36).slice(2);
      expect(renderNumber(await page(`/products?scent=${junk}&filter=${junk}&page=${900 + i}`))).toBe(list);
      expect(renderNumber(await page(`/products/hand-soap-no-42?size=${junk}`))).toBe(product);
    }
    expect(cacheSize()).toBe(entries);
  });

  it('shares one render among requests that miss the cache together, so many spellings of a new page take one place in the queue', async () => {
    const soap = await t.dataSource.getRepository(Product).findOneByOrFail({ slug: 'hand-soap-no-42' });
    await t.http.patch(`/api/admin/products/${soap.id}`).set(PASSWORD_HEADER).send({ price: '12.34' }).expect(200);
    const many = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.http.get(`/products?scent=${Math.random().toString(36).slice(2)}`).set('accept', 'text/html'),
      ),
    );
    expect(many.map((res) => res.status)).toEqual(Array(30).fill(200));
    expect(new Set(many.map((res) => renderNumber(res.text))).size).toBe(1);
  });

  it('renders at most a few pages at once and answers the rest 503 with Retry-After, while cached pages keep answering', async () => {
    await page('/products');
    const many = await Promise.all(
      Array.from({ length: 30 }, (_, i) => t.http.get(`/checkout?slow=${i}`).set('accept', 'text/html')),
    );
    const statuses = many.map((res) => res.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    const refused = many.filter((res) => res.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) {
      expect(res.headers['retry-after']).toBe('2');
      expect(res.body).toMatchObject({
        statusCode: 503,
        error: 'The shop is busy right now. Please try again in a moment.',
      });
    }
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    await page('/products');
  });

  it('renders /checkout with the cart cookie, and without it when there is none', async () => {
    const html = (
      await t.http.get('/checkout').set('accept', 'text/html').set('cookie', 'a=b; cart=1~16%20oz~2').expect(200)
    ).text;
    expect(html).toContain('<p>cart cookie 1~16%20oz~2</p>');
    expect(await page('/checkout')).not.toContain('cart cookie');
  });

  it('answers /checkout with an oversize cart cookie (200), rendered without it', async () => {
    const html = (
      await t.http
        .get('/checkout')
        .set('accept', 'text/html')
        .set('cookie', `cart=${'1~a~1|'.repeat(400)}`)
        .expect(200)
    ).text;
    expect(html).not.toContain('cart cookie');
    expect(html).not.toContain('ssr-cart');
  });

  it.each(['/', '/products', '/products/hand-soap-no-42'])(
    'serves %s the same with a cart cookie as without (never rendered with it)',
    async (path) => {
      const without = await page(path);
      const withCookie = (
        await t.http.get(path).set('accept', 'text/html').set('cookie', 'cart=1~16%20oz~2').expect(200)
      ).text;
      expect(withCookie).toBe(without);
      expect(withCookie).not.toContain('cart cookie');
      // With a parameter too: still rendered without the cookie.
      const fresh = (
        await t.http.get(`${path}?filter=x`).set('accept', 'text/html').set('cookie', 'cart=1~16%20oz~2').expect(200)
      ).text;
      expect(fresh).not.toContain('cart cookie');
    },
  );
});

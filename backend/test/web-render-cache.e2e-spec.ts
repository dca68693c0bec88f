import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Product } from '../src/catalog/product.entity';
import { SpaPageService } from '../src/web/spa-page.service';
import { PASSWORD_HEADER } from './support/admin-headers';
import { startTestApp, TestApp } from './support/test-app';

/**
 * A stand-in for the storefront's server build (frontend/dist-server/entry-server.cjs): it asks this process's API
 * for the product, as the real one does through RTK Query, and numbers its renders, so a page served from the
 * render cache shows the number of the render that made it.
 */
const FAKE_ENTRY = `
let renders = 0;
exports.render = async ({ url, fetch }) => {
  renders += 1;
  const product = /^\\/products\\/([^/?]+)/.exec(url);
  let body = '<p>page</p>';
  if (product) {
    const res = await fetch('http://shop.internal/api/products/' + product[1]);
    body = res.ok ? '<h1>' + (await res.json()).name + '</h1>' : '<h1>Product not found</h1>';
  }
  return { rendered: true, html: body + '<p>render ' + renders + '</p>', styles: '', state: {}, screens: [] };
};
`;

describe('the render cache of catalogue pages', () => {
  let t: TestApp;
  const root = mkdtempSync(join(tmpdir(), 'web-ssr-'));
  const dist = join(root, 'dist');
  beforeAll(async () => {
    mkdirSync(join(dist, '.vite'), { recursive: true });
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
    writeFileSync(join(root, 'dist-server', 'entry-server.cjs'), FAKE_ENTRY);
    t = await startTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = async (path: string, status = 200) => (await t.http.get(path).set('accept', 'text/html').expect(status)).text;
  const renderNumber = (html: string) => Number(/render (\d+)/.exec(html)?.[1]);
  const cacheSize = () => t.app.get(SpaPageService).cachedPageCount;

  it('renders a product page once, and again with the new name right after an admin write', async () => {
    const first = await page('/products/hand-soap-no-42');
    expect(first).toContain('<h1>Hand Soap No. 42</h1>');
    expect(await page('/products/hand-soap-no-42')).toBe(first);
    // Campaign tags do not change the page: the same cached render.
    expect(renderNumber(await page('/products/hand-soap-no-42?utm_source=newsletter&gclid=x'))).toBe(renderNumber(first));

    const soap = await t.dataSource.getRepository(Product).findOneByOrFail({ slug: 'hand-soap-no-42' });
    await t.http.patch(`/api/admin/products/${soap.id}`).set(PASSWORD_HEADER).send({ name: 'Hand Soap No. 42 Renamed' }).expect(200);
    const after = await page('/products/hand-soap-no-42');
    expect(after).toContain('<h1>Hand Soap No. 42 Renamed</h1>');
    expect(renderNumber(after)).toBeGreaterThan(renderNumber(first));
    expect(await page('/products/hand-soap-no-42')).toBe(after);
  });

  it('renders unknown products (404) every time and keeps none of them', async () => {
    await page('/products/hand-soap-no-42');
    const size = cacheSize();
    const numbers: number[] = [];
    for (const slug of ['no-such-soap-1', 'no-such-soap-2', 'no-such-soap-1']) numbers.push(renderNumber(await page(`/products/${slug}`, 404)));
    expect(new Set(numbers).size).toBe(3);
    expect(cacheSize()).toBe(size);
  });

  it('renders every time an address with a parameter a screen may read, and the checkout', async () => {
    for (const path of ['/products?filter=room-mist', '/products/hand-soap-no-42?size=16%20oz', '/checkout']) {
      const first = renderNumber(await page(path));
      expect(renderNumber(await page(path))).toBeGreaterThan(first);
    }
  });
});

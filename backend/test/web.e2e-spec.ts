import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, TestApp } from './support/test-app';

describe('serving the built storefront', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await startTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/checkout', '/admin-orders/12'])(
    'answers the client route %s with index.html, never cached',
    async (path) => {
      const res = await t.http.get(path).set('accept', 'text/html').expect(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/', '/products', '/products/hand-soap-no-42', '/journal/refills-101', '/products?filter=candle'])(
    'answers the catalogue page %s with index.html that the cache in front may share for a second',
    async (path) => {
      const res = await t.http.get(path).set('accept', 'text/html').expect(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
      expect(res.headers['x-accel-expires']).toMatch(/^@\d{10}$/);
    },
  );

  it.each([
    '/products?utm_source=mail',
    '/products?size=16oz',
    '/products?scent=xyz',
    '/products/hand-soap-no-42?size=x',
  ])(
    'answers %s (not its canonical address) from the same page, but not for the cache in front to keep',
    async (path) => {
      const res = await t.http.get(path).set('accept', 'text/html').expect(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers an unknown page with the app and status 404', async () => {
    const res = await t.http.get('/no-such-page').set('accept', 'text/html').expect(404);
    expect(res.text).toContain('<div id="root">');
  });

  it.each(['/api/no-such-endpoint', '/order/abc', '/public-objects/missing.webp'])(
    'never falls back to index.html for %s',
    async (path) => {
      const res = await t.http.get(path).set('accept', 'text/html').expect(404);
      expect(res.text).not.toContain('<div id="root">');
    },
  );

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await t.http.get('/assets/app-1a2b3c.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.http.get('/favicon.svg').expect(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });
});

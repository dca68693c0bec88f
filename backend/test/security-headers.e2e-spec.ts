import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILT_INDEX_HTML } from './support/built-index-html';
import { cspViolations, parseCsp } from './support/content-security-policy';
import { startTestApp, TestApp } from './support/test-app';

/** Every kind of answer the server gives: API (success and error), pages (index.html from the web module), static files. */
const ANSWERS: { label: string; method: 'get' | 'post'; path: string; status: number }[] = [
  { label: 'API list', method: 'get', path: '/api/products', status: 200 },
  { label: 'API detail', method: 'get', path: '/api/products/hand-soap-no-42', status: 200 },
  { label: 'API 404', method: 'get', path: '/api/products/no-such-product', status: 404 },
  { label: 'API 400', method: 'post', path: '/api/newsletter/subscribe', status: 400 },
  { label: 'payment call', method: 'get', path: '/setup', status: 200 },
  { label: 'home page', method: 'get', path: '/', status: 200 },
  { label: 'product page', method: 'get', path: '/products/hand-soap-no-42', status: 200 },
  { label: 'checkout page', method: 'get', path: '/checkout', status: 200 },
  { label: 'unknown page', method: 'get', path: '/no-such-page', status: 404 },
  { label: 'built asset', method: 'get', path: '/assets/index-abc123.js', status: 200 },
  { label: 'public object', method: 'get', path: '/public-objects/brand/logo.svg', status: 200 },
  { label: 'robots.txt', method: 'get', path: '/robots.txt', status: 200 },
];

describe('security headers', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'headers-dist-'));
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), BUILT_INDEX_HTML);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    t = await startTestApp({ WEB_DIST_DIR: dist, PAYMENT_PROVIDER: 'demo' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const fetchAnswer = (a: (typeof ANSWERS)[number], https: boolean) => {
    const req = a.method === 'get' ? t.http.get(a.path).set('accept', a.path.startsWith('/api') ? 'application/json' : 'text/html') : t.http.post(a.path).send({});
    return (https ? req.set('x-forwarded-proto', 'https') : req).expect(a.status);
  };

  describe.each(ANSWERS)('$label ($method $path)', (answer) => {
    it('carries a CSP that allows only the shop and the payment provider, and may not be framed', async () => {
      const res = await fetchAnswer(answer, false);
      const header = String(res.headers['content-security-policy']);
      expect(cspViolations(header)).toEqual([]);
      const csp = parseCsp(header);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      // The wallet's SDK script comes from PayPal; nothing inline or evaluated.
      expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'self'", 'https://www.paypal.com']));
    });

    it('sets nosniff and the opener policy the wallet popup needs, and no HSTS over plain HTTP', async () => {
      const res = await fetchAnswer(answer, false);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('sends HSTS for a year when the request came over HTTPS through the proxy', async () => {
      const res = await fetchAnswer(answer, true);
      const hsts = String(res.headers['strict-transport-security']);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(res.headers['content-security-policy']).toBeDefined();
    });
  });

  it('the CSP check rejects sources outside the shop and PayPal', () => {
    expect(
      cspViolations(
        "default-src 'self' https://cdn.example.com; script-src 'self' 'unsafe-inline' 'unsafe-eval' https://paypal.com.evil.io; img-src data: *; style-src 'unsafe-inline'; connect-src http://www.paypal.com wss:",
      ),
    ).toEqual([
      'default-src https://cdn.example.com',
      "script-src 'unsafe-inline'",
      "script-src 'unsafe-eval'",
      'script-src https://paypal.com.evil.io',
      'img-src *',
      'connect-src http://www.paypal.com',
      'connect-src wss:',
    ]);
    expect(cspViolations("default-src 'self'; font-src data:; style-src 'self' 'unsafe-inline'; frame-src https://*.paypal.com https://www.sandbox.paypal.com")).toEqual([]);
  });
});

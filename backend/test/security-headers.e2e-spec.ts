import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILT_INDEX_HTML } from './support/built-index-html';
import { cspViolations, parseCsp } from './support/content-security-policy';
import { RESOURCE_HEADERS, securityHeaders } from '../src/http/hooks/security-headers';
import { EARLY_ACTIONS_CSP_SOURCE } from '../src/web/page-csp';
import { startTestApp, TestApp } from './support/test-app';

type Kind = 'document' | 'resource';

/**
 * Every kind of answer the server gives: API (success, 304 and error), pages (index.html from the web module, Swagger
 * UI), static files. Documents (HTML, SVG) carry the full page policy; everything else only the resource headers.
 */
const ANSWERS: { label: string; method: 'get' | 'post'; path: string; status: number; kind: Kind }[] = [
  { label: 'API list', method: 'get', path: '/api/products', status: 200, kind: 'resource' },
  { label: 'API detail', method: 'get', path: '/api/products/hand-soap-no-42', status: 200, kind: 'resource' },
  { label: 'API 404', method: 'get', path: '/api/products/no-such-product', status: 404, kind: 'resource' },
  { label: 'API 400', method: 'post', path: '/api/newsletter/subscribe', status: 400, kind: 'resource' },
  { label: 'payment call', method: 'get', path: '/setup', status: 200, kind: 'resource' },
  { label: 'home page', method: 'get', path: '/', status: 200, kind: 'document' },
  { label: 'product page', method: 'get', path: '/products/hand-soap-no-42', status: 200, kind: 'document' },
  { label: 'checkout page', method: 'get', path: '/checkout', status: 200, kind: 'document' },
  { label: 'unknown page', method: 'get', path: '/no-such-page', status: 404, kind: 'document' },
  { label: 'API docs page', method: 'get', path: '/api/docs', status: 200, kind: 'document' },
  { label: 'built asset', method: 'get', path: '/assets/index-abc123.js', status: 200, kind: 'resource' },
  { label: 'public SVG', method: 'get', path: '/public-objects/brand/logo.svg', status: 200, kind: 'document' },
  {
    label: 'public picture',
    method: 'get',
    path: '/public-objects/products/hand-soap-09.webp',
    status: 200,
    kind: 'resource',
  },
  { label: 'robots.txt', method: 'get', path: '/robots.txt', status: 200, kind: 'resource' },
];

/** Headers only documents need: they must not weigh down every JSON answer. */
const DOCUMENT_ONLY = Object.keys(securityHeaders()).filter((name) => !(name in RESOURCE_HEADERS));

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
    const json = a.path.startsWith('/api') && a.kind === 'resource';
    const req =
      a.method === 'get'
        ? t.http.get(a.path).set('accept', json ? 'application/json' : 'text/html')
        : t.http.post(a.path).send({});
    return (https ? req.set('x-forwarded-proto', 'https') : req).expect(a.status);
  };

  const documents = ANSWERS.filter((a) => a.kind === 'document');
  const resources = ANSWERS.filter((a) => a.kind === 'resource');

  it('the document set is a superset that adds the page policy (sanity check of the split)', () => {
    expect(DOCUMENT_ONLY).toEqual(
      expect.arrayContaining(['cross-origin-opener-policy', 'origin-agent-cluster', 'x-frame-options']),
    );
  });

  describe.each(documents)('document: $label ($method $path)', (answer) => {
    it('is HTML or SVG', async () => {
      const res = await fetchAnswer(answer, false);
      expect(String(res.headers['content-type'])).toMatch(/^(text\/html|image\/svg\+xml)/);
    });

    it('carries a CSP that allows only the shop and the payment provider, and may not be framed', async () => {
      const res = await fetchAnswer(answer, false);
      const header = String(res.headers['content-security-policy']);
      expect(cspViolations(header, [EARLY_ACTIONS_CSP_SOURCE])).toEqual([]);
      const csp = parseCsp(header);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      // The wallet's SDK script comes from PayPal; nothing inline but the early-actions script (by its hash), nothing evaluated.
      expect(csp.get('script-src')).toEqual(
        expect.arrayContaining(["'self'", EARLY_ACTIONS_CSP_SOURCE, 'https://www.paypal.com']),
      );
    });

    it('sets nosniff, the opener policy the wallet popup needs, the rest of the document set, and no HSTS over plain HTTP', async () => {
      const res = await fetchAnswer(answer, false);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(res.headers['origin-agent-cluster']).toBe('?1');
      for (const name of DOCUMENT_ONLY) expect(res.headers[name]).toBeDefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('may be embedded by another origin only when it is a public picture (an e-mail, another site)', async () => {
      const res = await fetchAnswer(answer, false);
      expect(res.headers['cross-origin-resource-policy']).toBe(
        answer.path.startsWith('/public-objects/') ? 'cross-origin' : 'same-origin',
      );
    });
  });

  describe.each(resources)('resource: $label ($method $path)', (answer) => {
    it('is not a document', async () => {
      const res = await fetchAnswer(answer, false);
      expect(String(res.headers['content-type'])).not.toMatch(/html|svg/);
    });

    it('carries only what a non-document needs: nosniff, a CSP that runs nothing and may not be framed, same-origin CORP (public pictures: cross-origin), no referrer', async () => {
      const res = await fetchAnswer(answer, false);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe(
        answer.path.startsWith('/public-objects/') ? 'cross-origin' : 'same-origin',
      );
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      const csp = parseCsp(String(res.headers['content-security-policy']));
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('script-src')).toBeUndefined();
      for (const name of DOCUMENT_ONLY) expect(res.headers[name]).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });
  });

  describe.each(ANSWERS)('$kind: $label ($method $path)', (answer) => {
    it('sends HSTS for a year when the request came over HTTPS through the proxy', async () => {
      const res = await fetchAnswer(answer, true);
      const hsts = String(res.headers['strict-transport-security']);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(res.headers['content-security-policy']).toBeDefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  it('a 304 on the catalogue carries the resource headers too', async () => {
    const { etag } = (await t.http.get('/api/products').expect(200)).headers;
    const res = await t.http.get('/api/products').set('if-none-match', etag).expect(304);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    for (const name of DOCUMENT_ONLY) expect(res.headers[name]).toBeUndefined();
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
    expect(cspViolations("script-src 'self' 'sha256-abc='", ["'sha256-def='"])).toEqual(["script-src 'sha256-abc='"]);
    expect(
      cspViolations(
        "default-src 'self'; font-src data:; style-src 'self' 'unsafe-inline'; frame-src https://*.paypal.com https://www.sandbox.paypal.com",
      ),
    ).toEqual([]);
  });
});

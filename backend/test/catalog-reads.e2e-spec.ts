import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { drainConnections } from '../src/common/close-connections-on-shutdown';
import { PASSWORD_HEADER } from './support/admin-headers';
import { CapturedLog } from './support/captured-log';
import { startTestApp, TestApp } from './support/test-app';

const TOKEN = 'scrape-token-for-the-catalogue-reads-suite';
const SLUG = 'hand-soap-no-42';
/** Over @fastify/compress's threshold (1024 B). */
const DETAIL = `/api/products/${SLUG}`;
const LIST = '/api/products';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * The catalogue's two reads go the one way every route goes (Fastify's hooks, Nest's controller): what every answer
 * carries (security headers, request id, metrics, access line, compression, the shutdown answer) holds for them too.
 * Requests are made with node:http so no header is added behind the test's back (supertest and fetch send
 * Accept-Encoding).
 */
describe('catalogue reads through the controller', () => {
  let t: TestApp;
  const log = new CapturedLog();

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'info', METRICS_TOKEN: TOKEN }, { logDestination: log });
  });
  afterAll(() => t.close());

  function send(
    path: string,
    headers: Record<string, string> = {},
    method = 'GET',
    agent: Agent | false = false,
  ): Promise<RawAnswer> {
    const url = new URL(path, t.baseUrl);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, headers, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  describe.each([
    { label: 'list', path: LIST },
    { label: 'detail', path: DETAIL },
  ])('$label', ({ path }) => {
    it('200: JSON with the resource security headers and a request id', async () => {
      const res = await send(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(JSON.parse(res.body.toString('utf8'))).toBeTruthy();
    });

    it('the same answer with a query string (one path per route)', async () => {
      const plain = await send(path);
      const withQuery = await send(`${path}?via=query`);
      expect(withQuery.status).toBe(200);
      expect(withQuery.headers.etag).toBe(plain.headers.etag);
      expect(withQuery.body.equals(plain.body)).toBe(true);
    });

    it('304 on a matching If-None-Match, with no body, no content type and no length', async () => {
      const { etag } = (await send(path)).headers;
      const res = await send(path, { 'if-none-match': `W/${etag}` });
      expect(res.status).toBe(304);
      expect(res.body.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['content-type']).toBeUndefined();
      expect(res.headers['content-length']).toBeUndefined();
    });

    it('HEAD: the GET headers (the length included) without the body', async () => {
      const get = await send(path);
      const head = await send(path, {}, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers['content-length']).toBe(String(get.body.length));
      expect(head.headers.etag).toBe(get.headers.etag);
    });

    it('keeps a sane X-Request-Id and sends HSTS behind a trusted proxy that saw HTTPS', async () => {
      const res = await send(path, { 'x-request-id': 'trace-42', 'x-forwarded-proto': 'http, https' });
      expect(res.headers['x-request-id']).toBe('trace-42');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });
  });

  it('compresses a large body for a client that accepts it; its 304 has no body', async () => {
    const compressed = await send(DETAIL, { 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(gunzipSync(compressed.body).toString('utf8'))).toMatchObject({ slug: SLUG });

    const revalidated = await send(DETAIL, {
      'accept-encoding': 'gzip, br',
      'if-none-match': String(compressed.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  it('an unknown slug: a 404 in the error shape, without an ETag or shared caching', async () => {
    const res = await send('/api/products/no-such-product', { 'if-none-match': '*' });
    expect(res.status).toBe(404);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(res.body.toString('utf8'))).toEqual({
      statusCode: 404,
      error: 'Product not found',
      message: 'No product has the slug "no-such-product".',
    });
  });

  it('an admin write changes the ETag at once', async () => {
    const before = await send(DETAIL);
    const id = (JSON.parse(before.body.toString('utf8')) as { id: number }).id;
    await t.http.patch(`/api/admin/products/${id}`).set(PASSWORD_HEADER).send({ price: '21.50' }).expect(200);

    const first = await send(DETAIL, { 'if-none-match': String(before.headers.etag) });
    expect(first.status).toBe(200);
    expect(first.headers.etag).not.toBe(before.headers.etag);
    expect(JSON.parse(first.body.toString('utf8'))).toMatchObject({ price: '21.50' });
    expect((await send(DETAIL, { 'if-none-match': String(first.headers.etag) })).status).toBe(304);
  });

  it('counts the answers in the request histogram and writes one access line each, without the query string', async () => {
    const series = 'http_request_duration_seconds_count{method="HEAD",route="/api/products/:slug",status="304"}';
    const count = async () => {
      const text = (await t.http.get('/metrics').set('authorization', `Bearer ${TOKEN}`).expect(200)).text;
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      return line === undefined ? 0 : Number(line.slice(series.length + 1));
    };
    const { etag } = (await send(DETAIL)).headers;
    const before = await count();
    await send(DETAIL, { 'if-none-match': String(etag), 'x-request-id': 'plain-line' }, 'HEAD');
    await send(`${DETAIL}?q=secret`, { 'if-none-match': String(etag), 'x-request-id': 'query-line' }, 'HEAD');
    expect(await count()).toBe(before + 2);

    const lines = log.accessLines();
    for (const requestId of ['plain-line', 'query-line']) {
      const mine = lines.filter((l) => l.requestId === requestId);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        level: 'info',
        method: 'HEAD',
        path: DETAIL,
        route: '/api/products/:slug',
        status: 304,
      });
      expect(typeof mine[0].ms).toBe('number');
    }
  });

  // Last: it stops the server.
  it('while the server drains: 503 with Connection: close', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await send(DETAIL, {}, 'GET', agent)).status).toBe(200);
      const draining = drainConnections(t.app.getHttpAdapter().getInstance(), 500);
      const refused = await send(DETAIL, {}, 'GET', agent);
      expect(refused.status).toBe(503);
      expect(refused.headers.connection).toBe('close');
      await draining;
    } finally {
      agent.destroy();
    }
  });
});

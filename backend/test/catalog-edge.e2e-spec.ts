import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { CatalogService } from '../src/catalog/catalog.service';
import { drainConnections } from '../src/common/close-connections-on-shutdown';
import { PASSWORD_HEADER } from './support/admin-headers';
import { CapturedLog } from './support/captured-log';
import { startTestApp, TestApp } from './support/test-app';

const TOKEN = 'scrape-token-for-the-edge-suite';
const SLUG = 'hand-soap-no-42';
/** Over @fastify/compress's threshold (1024 B), so Accept-Encoding decides between the two paths. */
const DETAIL = `/api/products/${SLUG}`;
const LIST = '/api/products';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * The catalogue edge (src/http/catalog-edge.ts) answers the exact paths before Fastify; the same path with a query
 * string goes through Fastify (its route-level fast path, with every global hook). Both must give the same answer.
 * Requests are made with node:http so no header is added behind the test's back (supertest and fetch send
 * Accept-Encoding, which sends a large answer to Fastify for compression).
 */
describe('catalogue reads answered before Fastify', () => {
  let t: TestApp;
  let catalog: CatalogService;
  const log = new CapturedLog();

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'info', METRICS_TOKEN: TOKEN }, { logDestination: log });
    catalog = t.app.get(CatalogService);
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  function send(path: string, headers: Record<string, string> = {}, method = 'GET', agent: Agent | false = false): Promise<RawAnswer> {
    const url = new URL(path, t.baseUrl);
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  }

  /** Which path answered: the Fastify path reads the catalogue through the asynchronous methods, the edge never does. */
  function watchFastifyPath(): () => number {
    const reads = [jest.spyOn(catalog, 'getJsonBySlug'), jest.spyOn(catalog, 'listProductsJson')];
    for (const spy of reads) spy.mockClear();
    return () => reads.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  }

  /** Sends the request to both paths; returns the edge's answer after checking it against Fastify's. */
  async function expectSameAnswer(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
    await send(path); // the snapshot is loaded (a first read after a write goes through Fastify)
    const fastifyReads = watchFastifyPath();
    const edge = await send(path, headers, method);
    expect(fastifyReads()).toBe(0);
    const normal = await send(`${path}?via=fastify`, headers, method);
    expect(fastifyReads()).toBe(1);

    expect(edge.status).toBe(normal.status);
    expect(comparable(edge.headers)).toEqual(comparable(normal.headers));
    expect(edge.body.equals(normal.body)).toBe(true);
    return edge;
  }

  /** Every header but the ones that differ on each request. */
  function comparable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
    const { date: _date, 'x-request-id': _id, ...rest } = headers;
    return rest;
  }

  describe.each([
    { label: 'list', path: LIST },
    { label: 'detail', path: DETAIL },
  ])('$label', ({ path }) => {
    it('200: the same status, headers and JSON bytes as the Fastify path', async () => {
      const edge = await expectSameAnswer(path);
      expect(edge.status).toBe(200);
      expect(edge.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(edge.headers['x-content-type-options']).toBe('nosniff');
      expect(edge.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.parse(edge.body.toString('utf8'))).toBeTruthy();
    });

    it('304 on a matching If-None-Match, with no body, no content type and no length, like the Fastify path', async () => {
      const { etag } = (await send(path)).headers;
      const edge = await expectSameAnswer(path, { 'if-none-match': `W/${etag}` });
      expect(edge.status).toBe(304);
      expect(edge.body.length).toBe(0);
      expect(edge.headers.etag).toBe(etag);
      expect(edge.headers['content-type']).toBeUndefined();
      expect(edge.headers['content-length']).toBeUndefined();
    });

    it('HEAD: the GET headers (the length included) without the body', async () => {
      const get = await send(path);
      const edge = await expectSameAnswer(path, {}, 'HEAD');
      expect(edge.status).toBe(200);
      expect(edge.body.length).toBe(0);
      expect(edge.headers['content-length']).toBe(String(get.body.length));
    });

    it('keeps a sane X-Request-Id and HSTS behind a trusted proxy that saw HTTPS, like the Fastify path', async () => {
      const edge = await expectSameAnswer(path, { 'x-request-id': 'trace-42', 'x-forwarded-proto': 'http, https' });
      expect(edge.headers['x-request-id']).toBe('trace-42');
      expect(edge.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });
  });

  it('leaves a body the client wants compressed to Fastify, but answers its 304 itself', async () => {
    const fastifyReads = watchFastifyPath();
    const compressed = await send(DETAIL, { 'accept-encoding': 'gzip' });
    expect(fastifyReads()).toBe(1);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(gunzipSync(compressed.body).toString('utf8'))).toMatchObject({ slug: SLUG });

    const edge = await expectSameAnswer(DETAIL, { 'accept-encoding': 'gzip, br', 'if-none-match': String(compressed.headers.etag) });
    expect(edge.status).toBe(304);
  });

  it('an unknown slug falls through to the controller: a 404 in the error shape, without an ETag', async () => {
    const edgeReads = jest.spyOn(catalog, 'readyJsonBySlug');
    const res = await send('/api/products/no-such-product', { 'if-none-match': '*' });
    expect(edgeReads).toHaveBeenCalledWith('no-such-product');
    expect(res.status).toBe(404);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(res.body.toString('utf8'))).toEqual({ statusCode: 404, error: 'Product not found', message: 'No product has the slug "no-such-product".' });
  });

  it('an admin write changes the ETag at once; the edge answers the new bytes from the next read on', async () => {
    const before = await send(DETAIL);
    const id = (JSON.parse(before.body.toString('utf8')) as { id: number }).id;
    await t.http.patch(`/api/admin/products/${id}`).set(PASSWORD_HEADER).send({ price: '21.50' }).expect(200);

    const first = await send(DETAIL, { 'if-none-match': String(before.headers.etag) });
    expect(first.status).toBe(200);
    expect(first.headers.etag).not.toBe(before.headers.etag);
    expect(JSON.parse(first.body.toString('utf8'))).toMatchObject({ price: '21.50' });

    const fastifyReads = watchFastifyPath();
    const again = await send(DETAIL, { 'if-none-match': String(before.headers.etag) });
    expect(fastifyReads()).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body.equals(first.body)).toBe(true);
    expect((await send(DETAIL, { 'if-none-match': String(first.headers.etag) })).status).toBe(304);
  });

  it('counts its answers in the request histogram and writes the same access line as Fastify', async () => {
    const series = 'http_request_duration_seconds_count{method="HEAD",route="/api/products/:slug",status="304"}';
    const count = async () => {
      const text = (await t.http.get('/metrics').set('authorization', `Bearer ${TOKEN}`).expect(200)).text;
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      return line === undefined ? 0 : Number(line.slice(series.length + 1));
    };
    const { etag } = (await send(DETAIL)).headers;
    const before = await count();
    const fastifyReads = watchFastifyPath();
    await send(DETAIL, { 'if-none-match': String(etag), 'x-request-id': 'edge-line' }, 'HEAD');
    await send(`${DETAIL}?q=secret`, { 'if-none-match': String(etag), 'x-request-id': 'fastify-line' }, 'HEAD');
    expect(fastifyReads()).toBe(1);
    expect(await count()).toBe(before + 2);

    const lines = log.accessLines();
    const edgeLine = lines.find((l) => l.requestId === 'edge-line');
    const fastifyLine = lines.find((l) => l.requestId === 'fastify-line');
    const withoutTimes = ({ time: _time, ms, ...rest }: Record<string, unknown>) => ({ ...rest, ms: typeof ms });
    expect(edgeLine).toBeDefined();
    expect(fastifyLine).toBeDefined();
    expect(withoutTimes(edgeLine!)).toEqual({ ...withoutTimes(fastifyLine!), requestId: 'edge-line' });
    expect(edgeLine).toMatchObject({ method: 'HEAD', path: DETAIL, route: '/api/products/:slug', status: 304 });
  });

  // Last: it stops the server.
  it('while the server drains, leaves the request to the shutdown hook: 503 with Connection: close', async () => {
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

import Fastify, { type FastifyInstance } from 'fastify';
import { NotFound } from '../../common/errors/domain-errors';
import { tagBytes } from '../../common/tagged-bytes';
import type { CatalogService } from '../../catalog/catalog.service';
import { registerCatalogReadFastPath } from './catalog-read-fast-path';

/** The fast path in front of a stand-in for the Nest routes, which answer "controller" so the test sees who answered. */
describe('catalogue read fast path', () => {
  const list = tagBytes(Buffer.from('[{"slug":"soap"}]'));
  const soap = tagBytes(Buffer.from('{"slug":"soap"}'));
  let reads = 0;
  let failing = false;
  const catalog = {
    listProductsJson: async () => {
      reads++;
      if (failing) throw new Error('database away');
      return list;
    },
    getJsonBySlug: async (slug: string) => {
      reads++;
      if (slug !== 'soap') throw new NotFound('Product not found');
      return soap;
    },
  } as unknown as CatalogService;
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    registerCatalogReadFastPath(app, catalog);
    for (const url of ['/api/products', '/api/products/:slug']) {
      app.get(url, async () => 'controller');
      app.post(url, async () => 'controller');
    }
    app.get('/api/other', async () => 'controller');
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    reads = 0;
    failing = false;
  });

  it('answers the list and a known product from the cached bytes, with ETag, Cache-Control and the JSON type', async () => {
    for (const [url, tagged] of [['/api/products', list], ['/api/products/soap', soap]] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(tagged.body.toString());
      expect(res.headers.etag).toBe(tagged.etag);
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('answers 304 with no body to a matching If-None-Match', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/products/soap', headers: { 'if-none-match': soap.etag } });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
  });

  it('leaves an unknown slug and an unreadable catalogue to the controller', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/products/nope' })).body).toBe('controller');
    failing = true;
    expect((await app.inject({ method: 'GET', url: '/api/products' })).body).toBe('controller');
  });

  it('does not touch other routes or other methods', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/products' })).body).toBe('controller');
    expect((await app.inject({ method: 'GET', url: '/api/other' })).body).toBe('controller');
    expect(reads).toBe(0);
  });
});

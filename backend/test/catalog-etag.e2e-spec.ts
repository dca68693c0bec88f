import { SHARED_FOR_A_SECOND } from '../src/http/shared-cache';
import { PASSWORD_HEADER } from './support/admin-headers';
import { startTestApp, TestApp } from './support/test-app';

/** Conditional GETs on the catalogue: strong ETags, 304 without a body, and admin writes changing the tag at once. */
describe('catalogue ETag and 304', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const STRONG_ETAG = /^"[A-Za-z0-9_-]{20,}"$/;
  const soapId = async () =>
    ((await t.http.get('/api/products/hand-soap-no-42').expect(200)).body as { id: number }).id;

  describe.each([
    { label: 'list', path: '/api/products' },
    { label: 'detail', path: '/api/products/hand-soap-no-42' },
  ])('$label', ({ path }) => {
    it('carries a strong ETag; browsers revalidate every use, the cache in front may share it for under a second', async () => {
      const res = await t.http.get(path).expect(200).expect('content-type', 'application/json; charset=utf-8');
      expect(res.headers.etag).toMatch(STRONG_ETAG);
      expect(res.headers['cache-control']).toBe(SHARED_FOR_A_SECOND);
      // nginx keeps it to the end of the current second (http/shared-cache.ts).
      expect(Math.abs(Number(String(res.headers['x-accel-expires']).slice(1)) - Date.now() / 1000)).toBeLessThan(2);
      // The same bytes give the same tag on the next request.
      expect((await t.http.get(path).expect(200)).headers.etag).toBe(res.headers.etag);
    });

    it('answers 304 with no body to a matching If-None-Match (also weak, listed or *), and 200 to another tag', async () => {
      const { etag } = (await t.http.get(path).expect(200)).headers;
      for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const res = await t.http.get(path).set('if-none-match', header).expect(304);
        expect(res.text ?? '').toBe('');
        expect(res.headers['content-length'] ?? '0').toBe('0');
        expect(res.headers.etag).toBe(etag);
        expect(res.headers['cache-control']).toBe(SHARED_FOR_A_SECOND);
      }
      const other = await t.http.get(path).set('if-none-match', '"not-the-tag"').expect(200);
      expect(other.headers.etag).toBe(etag);
      expect(other.body).toBeTruthy();
    });
  });

  it('a 404 carries no ETag and is never a 304', async () => {
    const res = await t.http.get('/api/products/no-such-product').set('if-none-match', '*').expect(404);
    expect(res.headers.etag).toBeUndefined();
  });

  it('an admin update changes both ETags at once; the old ETag then gets 200 with the new body', async () => {
    const [list, detail] = await Promise.all([
      t.http.get('/api/products').expect(200),
      t.http.get('/api/products/hand-soap-no-42').expect(200),
    ]);
    await t.http
      .patch(`/api/admin/products/${await soapId()}`)
      .set(PASSWORD_HEADER)
      .send({ price: '19.50' })
      .expect(200);

    const newDetail = await t.http
      .get('/api/products/hand-soap-no-42')
      .set('if-none-match', detail.headers.etag)
      .expect(200);
    expect(newDetail.headers.etag).toMatch(STRONG_ETAG);
    expect(newDetail.headers.etag).not.toBe(detail.headers.etag);
    expect(newDetail.body.price).toBe('19.50');

    const newList = await t.http.get('/api/products').set('if-none-match', list.headers.etag).expect(200);
    expect(newList.headers.etag).not.toBe(list.headers.etag);
    expect(newList.body.find((p: { slug: string }) => p.slug === 'hand-soap-no-42').price).toBe('19.50');
    // And the new tag is the one that revalidates now.
    await t.http.get('/api/products').set('if-none-match', newList.headers.etag).expect(304);
  });

  it('creating and deleting a product change the list ETag at once', async () => {
    const before = (await t.http.get('/api/products').expect(200)).headers.etag;
    const created = await t.http
      .post('/api/admin/products')
      .set(PASSWORD_HEADER)
      .send({
        name: 'Hand Soap No. 77',
        description: 'A limited hand soap for the ETag suite.',
        price: '19.50',
        images: ['/public-objects/products/hand-soap-77.webp'],
        sizes: ['16 oz'],
        availableScents: ['77'],
        scentNumber: '77',
        category: 'Hand Soap',
      });
    expect(created.status).toBe(201);
    const afterCreate = await t.http.get('/api/products').set('if-none-match', before).expect(200);
    expect(afterCreate.headers.etag).not.toBe(before);

    await t.http.delete(`/api/admin/products/${created.body.id}`).set(PASSWORD_HEADER).expect(204);
    const afterDelete = await t.http.get('/api/products').set('if-none-match', afterCreate.headers.etag).expect(200);
    expect(afterDelete.headers.etag).not.toBe(afterCreate.headers.etag);
  });
});

import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { Product } from '../src/catalog/product.entity';
import { Media } from '../src/media/media.entity';
import { MediaService } from '../src/media/media.service';
import { freshAddress, PASSWORD_HEADER } from './support/admin-headers';
import { decompressionBombPng, makeJpeg, multipartHead, openUpload } from './support/photos';
import { startTestApp, TestApp } from './support/test-app';

const MAX_FILE_BYTES = 2 * 1024 * 1024;

describe('product photos (/api/admin/media, /media)', () => {
  let t: TestApp;
  let storeDir: string;
  let spoolDir: string;
  const upload = (bytes: Buffer, name = 'photo.jpg') =>
    t.http.post('/api/admin/media').set(PASSWORD_HEADER).attach('file', bytes, name);
  const storedFiles = () => readdirSync(storeDir, { recursive: true }).filter((name) => String(name).includes('.'));
  const spooled = () => readdirSync(spoolDir);

  beforeAll(async () => {
    storeDir = mkdtempSync(join(tmpdir(), 'media-store-'));
    spoolDir = mkdtempSync(join(tmpdir(), 'media-spool-'));
    t = await startTestApp({
      MEDIA_DIR: storeDir,
      MEDIA_TMP_DIR: spoolDir,
      MEDIA_MAX_FILE_BYTES: String(MAX_FILE_BYTES),
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(storeDir, { recursive: true, force: true });
    rmSync(spoolDir, { recursive: true, force: true });
  });
  afterEach(() => expect(spooled()).toEqual([]));

  it('stores a photo once in every size and serves each with a year-long immutable cache', async () => {
    const photo = await makeJpeg(1300, 900);
    const res = await upload(photo).field('alt', 'A bottle by the sink').expect(201);
    const key = createHash('sha256').update(photo).digest('hex');
    expect(res.body).toMatchObject({
      key,
      width: 1300,
      height: 900,
      alt: 'A bottle by the sink',
      fileName: 'photo.jpg',
      reference: `/media/${key}/800.jpg`,
      widths: [400, 800, 1200],
      formats: ['avif', 'webp'],
    });
    expect(storedFiles()).toHaveLength(7);

    for (const [name, type] of [
      ['1200.avif', 'image/avif'],
      ['400.webp', 'image/webp'],
      ['800.jpg', 'image/jpeg'],
    ]) {
      const file = await t.http.get(`/media/${key}/${name}`).buffer(true).expect(200);
      expect(file.headers['content-type']).toBe(type);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(file.headers['content-length'])).toBeGreaterThan(100);
    }
    // Only stored sizes exist: nothing is made on request.
    await t.http.get(`/media/${key}/1600.webp`).expect(404);
    await t.http.get(`/media/${key}/1000.webp`).expect(404);
    await t.http.get(`/media/${key}/800.webp?w=2000`).expect(200);

    const again = await upload(photo, 'same-photo-again.jpg').expect(201);
    expect(again.body.key).toBe(key);
    expect(await t.dataSource.getRepository(Media).countBy({ key })).toBe(1);
    expect(storedFiles()).toHaveLength(7);
    const list = await t.http.get('/api/admin/media').set(PASSWORD_HEADER).expect(200);
    expect(list.body.map((m: { key: string }) => m.key)).toContain(key);
  });

  it('keeps a photo a product shows, and removes one no product uses with its files', async () => {
    const used = (await upload(await makeJpeg(900, 900)).expect(201)).body;
    const unused = (await upload(await makeJpeg(900, 900)).expect(201)).body;
    const product = await t.dataSource.getRepository(Product).findOneByOrFail({ slug: 'hand-soap-no-42' });
    const saved = await t.http
      .patch(`/api/admin/products/${product.id}`)
      .set(PASSWORD_HEADER)
      .send({ images: [used.reference, ...product.images] })
      .expect(200);
    // The product answers the photo's stored size, so the storefront knows every width it can draw.
    expect(saved.body.imageSizes[0]).toEqual({ width: 900, height: 900 });
    expect(saved.body.imageSizes[1]).toEqual({ width: 0, height: 0 });

    await t.http.delete(`/api/admin/media/${used.key}`).set(PASSWORD_HEADER).expect(409);
    await t.http.get(used.reference).expect(200);

    await t.http.delete(`/api/admin/media/${unused.key}`).set(PASSWORD_HEADER).expect(204);
    await t.http.get(unused.reference).expect(404);
    expect(storedFiles().filter((name) => String(name).startsWith(unused.key))).toEqual([]);
    await t.http.delete(`/api/admin/media/${unused.key}`).set(PASSWORD_HEADER).expect(404);
  });

  it('sweeps unused uploads once the grace period is over, and never a used one', async () => {
    const fresh = (await upload(await makeJpeg(500, 500)).expect(201)).body;
    const media = t.app.get(MediaService);
    const stillInGrace = new Date(Date.now() + 23 * 3_600_000);
    const afterGrace = new Date(Date.now() + 25 * 3_600_000);
    await media.sweep(stillInGrace);
    await t.http.get(fresh.reference).expect(200);

    await media.sweep(afterGrace);
    await t.http.get(fresh.reference).expect(404);
    expect(await t.dataSource.getRepository(Media).countBy({ key: fresh.key })).toBe(0);
    // The photo hand-soap-no-42 shows (previous test) is still there.
    const shown = (await t.dataSource.getRepository(Product).findOneByOrFail({ slug: 'hand-soap-no-42' })).images[0];
    await t.http.get(shown).expect(200);
  });

  it('keeps /api/health answering within 100 ms (nine calls in ten) while five 12-megapixel photos are processed', async () => {
    const photos = await Promise.all([1, 2, 3, 4, 5].map(() => makeJpeg(4000, 3000)));
    let done = false;
    const uploads = Promise.all(photos.map((photo) => upload(photo).expect(201))).finally(() => {
      done = true;
    });
    const latencies: number[] = [];
    while (!done) {
      const started = performance.now();
      await t.http.get('/api/health').expect(200);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await uploads;
    expect(latencies.length).toBeGreaterThan(5);
    // Nine in ten, not every one: on a shared CI core the scheduler alone can hold a process for longer.
    const within = latencies.filter((ms) => ms < 100).length;
    expect(within / latencies.length).toBeGreaterThanOrEqual(0.9);
    // The figure is health's answer time, not the processing's: five photos one at a time on a busy machine can take
    // minutes, and health is asked all along.
  }, 300_000);

  describe('bad input gets a clear 4xx and leaves nothing behind', () => {
    it('refuses a text file named .png, naming the types accepted', async () => {
      const res = await upload(Buffer.from('just some notes, not a picture\n'.repeat(20)), 'notes.png').expect(415);
      expect(res.body.message).toBe('Photos must be JPEG, PNG or WebP files.');
    });

    it('refuses an SVG', async () => {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"><rect width="900" height="900"/></svg>';
      const res = await upload(Buffer.from(svg), 'logo.svg').expect(415);
      expect(res.body.message).toBe('Photos must be JPEG, PNG or WebP files.');
    });

    it('refuses a truncated JPEG', async () => {
      const whole = await makeJpeg(1000, 800);
      const res = await upload(whole.subarray(0, Math.floor(whole.length * 0.6)), 'cut.jpg').expect(400);
      expect(res.body.error).toBe('That photo could not be read.');
    });

    it('refuses a decompression bomb quickly, with bounded memory', async () => {
      const bomb = await decompressionBombPng(30_000);
      expect(bomb.length).toBeLessThan(MAX_FILE_BYTES);
      const rssBefore = process.memoryUsage().rss;
      const started = Date.now();
      const res = await upload(bomb, 'bomb.png').expect(400);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
      expect(res.body.message).toBe('Photos may have at most 50 megapixels.');
      expect(
        storedFiles().filter((name) => String(name).startsWith(createHash('sha256').update(bomb).digest('hex'))),
      ).toEqual([]);
    });

    it('refuses one byte over the size limit with 413 while the rest is still unsent', async () => {
      const open = openUpload(
        t.baseUrl,
        { ...PASSWORD_HEADER, ...freshAddress() },
        Buffer.concat([multipartHead('huge.jpg'), Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(MAX_FILE_BYTES - 2)]),
      );
      const res = await open.response;
      open.abort();
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ statusCode: 413, message: 'Photos may be at most 2 MB.' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    it('refuses a declared length that cannot fit from the header alone', async () => {
      const open = openUpload(
        t.baseUrl,
        { ...PASSWORD_HEADER, ...freshAddress() },
        multipartHead('huge.jpg'),
        50_000_000,
      );
      const res = await open.response;
      open.abort();
      expect(res.status).toBe(413);
    });

    it('answers 401 to a request without the password before its body is read', async () => {
      const open = openUpload(t.baseUrl, freshAddress(), multipartHead('photo.jpg'), 10_000_000);
      const res = await open.response;
      open.abort();
      expect(res.status).toBe(401);
      expect(JSON.parse(res.body)).toMatchObject({ statusCode: 401 });
    });

    it('refuses a multipart body on any other route', async () => {
      // Outside the contract checker: the route documents no multipart answer, since it takes none.
      await request(t.baseUrl)
        .post('/api/admin/products')
        .set(PASSWORD_HEADER)
        .attach('file', await makeJpeg(400, 400), 'photo.jpg')
        .expect(415);
    });

    it('asks for a file', async () => {
      await t.http.post('/api/admin/media').set(PASSWORD_HEADER).field('alt', 'nothing').expect(400);
      await t.http.post('/api/admin/media').set(PASSWORD_HEADER).send({ file: 'x' }).expect(415);
    });
  });
});

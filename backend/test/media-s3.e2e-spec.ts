import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { Media } from '../src/media/media.entity';
import { PASSWORD_HEADER } from './support/admin-headers';
import { makeJpeg } from './support/photos';
import { startTestApp, TestApp } from './support/test-app';

/** s3rver's own credentials: it checks signatures as S3 does. */
const S3RVER_KEY = 'S3RVER';

describe('product photos on S3-compatible storage, shared by two instances', () => {
  let s3: S3rver;
  let dataDir: string;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 's3rver-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dataDir,
      configureBuckets: [{ name: 'shop-media', configs: [] }],
    });
    const { port } = await s3.run();
    const env = {
      MEDIA_STORAGE: 's3',
      MEDIA_S3_BUCKET: 'shop-media',
      MEDIA_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      MEDIA_S3_ACCESS_KEY_ID: S3RVER_KEY,
      MEDIA_S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    };
    first = await startTestApp(env);
    second = await startTestApp(env);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (t: TestApp, bytes: Buffer) =>
    t.http.post('/api/admin/media').set(PASSWORD_HEADER).attach('file', bytes, 'photo.jpg');

  it('stores a photo in the bucket once, and either instance serves it with the immutable cache header', async () => {
    const photo = await makeJpeg(1700, 1100);
    const res = await upload(first, photo).expect(201);
    const key = createHash('sha256').update(photo).digest('hex');
    expect(res.body).toMatchObject({ key, widths: [400, 800, 1200, 1600] });

    for (const t of [first, second]) {
      const file = await t.http.get(`/media/${key}/1600.avif`).buffer(true).expect(200);
      expect(file.headers['content-type']).toBe('image/avif');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.body.length).toBe(Number(file.headers['content-length']));
    }

    await upload(first, photo).expect(201);
    expect(await first.dataSource.getRepository(Media).countBy({ key })).toBe(1);
  });

  it('removes an unused photo from the bucket', async () => {
    const { key, reference } = (await upload(first, await makeJpeg(800, 600)).expect(201)).body;
    await second.http.get(reference).expect(200);
    await first.http.delete(`/api/admin/media/${key}`).set(PASSWORD_HEADER).expect(204);
    await second.http.get(reference).expect(404);
    await second.http.get(`/media/${key}/400.webp`).expect(404);
  });
});

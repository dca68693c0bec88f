import { DedicatedMariaDb } from './support/dedicated-mariadb';
import { startTestApp, TestApp } from './support/test-app';

/** The shop's behaviour in a database outage: the database stops while the server runs, then comes back. */
describe('database outage', () => {
  let db: DedicatedMariaDb;
  let t: TestApp;

  beforeAll(async () => {
    db = await DedicatedMariaDb.create();
    t = await startTestApp({ DATABASE_URL: db.url });
  });
  afterAll(async () => {
    await t?.close();
    await db?.destroy();
  });

  async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
    const started = Date.now();
    const result = await work();
    return { result, ms: Date.now() - started };
  }

  it('degrades clearly while the database is down and recovers by itself', async () => {
    // Warm the catalogue cache while the database is up.
    await t.http.get('/api/products').expect(200);
    await t.http.get('/api/health').expect(200);

    await db.kill();

    const health = await timed(() => t.http.get('/api/health'));
    expect(health.result.status).toBe(503);
    expect(health.result.body.database.status).toBe('down');
    expect(health.ms).toBeLessThan(2000);

    const list = await t.http.get('/api/products').expect(200);
    expect(list.body).toHaveLength(20);
    await t.http.get('/api/products/room-mist-no-42').expect(200);

    // A call that needs the database now (sign-ups answer first and write afterwards, common/after-answer.ts).
    const write = await timed(() =>
      t.http.post('/api/orders/lookup').send({ orderNumber: '1001', email: 'during-outage@example.com' }),
    );
    expect(write.result.status).toBe(503);
    expect(write.result.body).toEqual({
      statusCode: 503,
      error: expect.stringMatching(/temporarily unavailable/),
      message: expect.any(String),
    });
    expect(write.ms).toBeLessThan(5000);

    await db.start();
    const deadline = Date.now() + 10_000;
    let recovered = false;
    while (Date.now() < deadline && !recovered) {
      recovered = (await t.http.get('/api/health')).status === 200;
      if (!recovered) await new Promise((r) => setTimeout(r, 250));
    }
    expect(recovered).toBe(true);
    await t.http.post('/api/newsletter/subscribe').send({ email: 'after-outage@example.com' }).expect(201);
  });
});

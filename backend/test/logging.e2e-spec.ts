import { freshAddress } from './support/admin-headers';
import { CapturedLog } from './support/captured-log';
import { startTestApp, TestApp } from './support/test-app';

describe('logs: one JSON stream with request ids and no secrets', () => {
  let t: TestApp;
  const log = new CapturedLog();
  let startup: Array<Record<string, unknown>>;
  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'info' }, { logDestination: log });
    startup = log.entries();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    log.raw.length = 0;
  });

  it('writes exactly one JSON access line per request, carrying the request id returned in X-Request-Id', async () => {
    const res = await t.http
      .get('/api/products?search=ada.lovelace%40example.com')
      .set('X-Request-Id', 'trace-abc.123')
      .expect(200);
    expect(res.headers['x-request-id']).toBe('trace-abc.123');
    const lines = log.accessLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      requestId: 'trace-abc.123',
      method: 'GET',
      path: '/api/products',
      route: '/api/products',
      status: 200,
    });
    expect(typeof lines[0].ms).toBe('number');
    expect(log.raw.join('\n')).not.toMatch(/lovelace/);
  });

  it('generates a request id when none or an unusable one is sent', async () => {
    const none = await t.http.get('/api/health').expect(200);
    const hostile = await t.http
      .get('/api/health')
      .set('X-Request-Id', `bad id <script> ${'x'.repeat(100)}`)
      .expect(200);
    for (const res of [none, hostile]) expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers['x-request-id']).not.toBe(hostile.headers['x-request-id']);
    expect(log.accessLines().map((line) => line.requestId)).toEqual([
      none.headers['x-request-id'],
      hostile.headers['x-request-id'],
    ]);
  });

  it("keeps a failed admin login's password, and admin headers, out of every line", async () => {
    const guess = 'my-secret-guess-4711';
    await t.http.post('/api/admin/verify-password').set(freshAddress()).send({ password: guess }).expect(401);
    await t.http.get('/api/admin/products').set(freshAddress()).set('x-admin-password', guess).expect(401);
    await t.http.get('/api/admin/orders').set(freshAddress()).set('authorization', `Bearer ${guess}`).expect(401);
    const lines = log.accessLines();
    expect(lines.map((line) => line.status)).toEqual([401, 401, 401]);
    expect(log.raw.join('\n')).not.toContain(guess);
  });

  it('redacts passwords, auth headers and personal data if a log call is ever handed them', () => {
    const logger = t.app.getHttpAdapter().getInstance().log;
    logger.warn(
      {
        password: 'p4ss',
        headers: { authorization: 'Bearer t0k', 'x-admin-password': 'h3ad' },
        order: {
          customerEmail: 'ada@example.com',
          customerName: 'Ada Lovelace',
          customerPhone: '+1 317 555 0100',
          shippingAddress: '12 Garden Lane',
        },
      },
      'probe',
    );
    const line = log.raw.join('\n');
    expect(line).toContain('probe');
    expect(line).not.toMatch(/p4ss|t0k|h3ad|ada@example|Lovelace|555 0100|Garden Lane/);
  });

  it("writes Nest's start-up messages as JSON lines in the same stream, not coloured text", () => {
    expect(startup.some((entry) => entry.context === 'NestApplication' && entry.level === 'info')).toBe(true);
  });
});

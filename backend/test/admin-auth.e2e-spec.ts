import { Logger } from '@nestjs/common';
import { BEARER_HEADER, freshAddress, PASSWORD_HEADER } from './support/admin-headers';
import { startTestApp, TEST_ADMIN_PASSWORD, TestApp } from './support/test-app';

describe('admin access: verify-password, the two guards and throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('POST /api/admin/verify-password', () => {
    it('answers 200 {ok: true} for the right password', async () => {
      const res = await t.http
        .post('/api/admin/verify-password')
        .set(freshAddress())
        .send({ password: TEST_ADMIN_PASSWORD })
        .expect(200);
      expect(res.body).toEqual({ ok: true });
    });

    it.each([
      ['a wrong password', { password: 'wrong' }],
      ['the password with a trailing space', { password: `${TEST_ADMIN_PASSWORD} ` }],
      ['a prefix of the password', { password: TEST_ADMIN_PASSWORD.slice(0, -1) }],
      ['the password in another case', { password: TEST_ADMIN_PASSWORD.toUpperCase() }],
    ])('answers 401 for %s with the spec sentence', async (_label, body) => {
      const res = await t.http.post('/api/admin/verify-password').set(freshAddress()).send(body).expect(401);
      expect(res.body).toEqual({
        statusCode: 401,
        error: 'Authentication failed',
        message: 'Invalid admin password. Please try again.',
      });
    });

    it('answers 401 when no password is sent, and 400 when it is not text', async () => {
      await t.http.post('/api/admin/verify-password').set(freshAddress()).send({}).expect(401);
      await t.http.post('/api/admin/verify-password').set(freshAddress()).send({ password: '' }).expect(401);
      const res = await t.http
        .post('/api/admin/verify-password')
        .set(freshAddress())
        .send({ password: 42 })
        .expect(400);
      expect(res.body.error).toMatch(/password must be text/);
    });
  });

  describe('the two header styles', () => {
    it('lets the x-admin-password header into promo and product endpoints, not the order endpoints', async () => {
      const from = freshAddress();
      await t.http.get('/api/promo-codes').set(from).set(PASSWORD_HEADER).expect(200);
      await t.http.get('/api/admin/products').set(from).set(PASSWORD_HEADER).expect(200);
      const res = await t.http.get('/api/admin/orders').set(from).set(PASSWORD_HEADER).expect(401);
      expect(res.body.message).toMatch(/Authorization: Bearer/);
    });

    it('lets the bearer header into order endpoints, not the promo and product endpoints', async () => {
      const from = freshAddress();
      await t.http.get('/api/admin/orders').set(from).set(BEARER_HEADER).expect(200);
      const promo = await t.http.get('/api/promo-codes').set(from).set(BEARER_HEADER).expect(401);
      expect(promo.body.message).toMatch(/x-admin-password/);
      await t.http.get('/api/admin/products').set(from).set(BEARER_HEADER).expect(401);
    });

    it('refuses wrong passwords and other authorization schemes', async () => {
      await t.http.get('/api/promo-codes').set(freshAddress()).set('x-admin-password', 'nope').expect(401);
      const bearer = await t.http
        .get('/api/admin/orders')
        .set(freshAddress())
        .set('authorization', 'Bearer nope')
        .expect(401);
      expect(bearer.headers['www-authenticate']).toBe('Bearer realm="admin"');
      const basic = Buffer.from(`admin:${TEST_ADMIN_PASSWORD}`).toString('base64');
      await t.http.get('/api/admin/orders').set(freshAddress()).set('authorization', `Basic ${basic}`).expect(401);
      await t.http.get('/api/admin/orders').set(freshAddress()).set('authorization', TEST_ADMIN_PASSWORD).expect(401);
    });

    it('keeps the public promo validation open', async () => {
      await t.http.get('/api/promo-codes/validate/NOPE').expect(404);
    });
  });

  describe('throttling', () => {
    const wrongVerify = (from: Record<string, string>) =>
      t.http.post('/api/admin/verify-password').set(from).send({ password: 'guess' });

    it('answers 429 with Retry-After after 10 failures in a minute, right password or not, on every admin endpoint', async () => {
      const from = freshAddress();
      for (let i = 0; i < 10; i++) expect((await wrongVerify(from)).status).toBe(401);

      const blocked = await t.http
        .post('/api/admin/verify-password')
        .set(from)
        .send({ password: TEST_ADMIN_PASSWORD })
        .expect(429);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(blocked.body).toMatchObject({
        statusCode: 429,
        error: 'Too many failed password attempts.',
        message: expect.stringMatching(/wait \d+ seconds/),
      });

      for (const request of [
        t.http.get('/api/promo-codes').set(from).set(PASSWORD_HEADER),
        t.http.post('/api/promo-codes').set(from).set(PASSWORD_HEADER).send({ code: 'BLOCKED', discountValue: '5' }),
        t.http.get('/api/admin/products').set(from).set(PASSWORD_HEADER),
        t.http.get('/api/admin/orders').set(from).set(BEARER_HEADER),
        t.http.get('/api/admin/orders/export').set(from).set(BEARER_HEADER),
        t.http.get('/api/admin/orders').set(from),
      ]) {
        const res = await request;
        expect(res.status).toBe(429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
      // Nothing was written while blocked.
      const list = await t.http.get('/api/promo-codes').set(freshAddress()).set(PASSWORD_HEADER).expect(200);
      expect(list.body.map((p: { code: string }) => p.code)).not.toContain('BLOCKED');
    });

    it('leaves other addresses alone', async () => {
      const attacker = freshAddress();
      for (let i = 0; i < 11; i++) await wrongVerify(attacker);
      await t.http.post('/api/admin/verify-password').set(attacker).send({ password: TEST_ADMIN_PASSWORD }).expect(429);
      await t.http
        .post('/api/admin/verify-password')
        .set(freshAddress())
        .send({ password: TEST_ADMIN_PASSWORD })
        .expect(200);
    });

    it('counts failures on any admin endpoint and either header style together', async () => {
      const from = freshAddress();
      for (let i = 0; i < 4; i++) await wrongVerify(from).expect(401);
      for (let i = 0; i < 3; i++)
        await t.http.get('/api/promo-codes').set(from).set('x-admin-password', 'guess').expect(401);
      for (let i = 0; i < 3; i++)
        await t.http.get('/api/admin/orders').set(from).set('authorization', 'Bearer guess').expect(401);
      await t.http.get('/api/admin/orders').set(from).set(BEARER_HEADER).expect(429);
    });

    it('does not count successful requests or requests without credentials', async () => {
      const from = freshAddress();
      for (let i = 0; i < 15; i++) await t.http.get('/api/promo-codes').set(from).set(PASSWORD_HEADER).expect(200);
      for (let i = 0; i < 15; i++) await t.http.get('/api/admin/orders').set(from).expect(401);
      for (let i = 0; i < 9; i++) await wrongVerify(from).expect(401);
      await t.http.post('/api/admin/verify-password').set(from).send({ password: TEST_ADMIN_PASSWORD }).expect(200);
      await wrongVerify(from).expect(401);
      await wrongVerify(from).expect(429);
    });

    it('logs failed attempts with the address but never the tried password', async () => {
      const warn = jest.spyOn(Logger.prototype, 'warn');
      try {
        const from = freshAddress();
        await t.http
          .post('/api/admin/verify-password')
          .set(from)
          .send({ password: 'hunter2-secret-guess' })
          .expect(401);
        await t.http.get('/api/admin/orders').set(from).set('authorization', 'Bearer another-secret-guess').expect(401);
        const lines = warn.mock.calls.map((call) => call.map(String).join(' '));
        const mine = lines.filter((line) => line.includes(from['x-forwarded-for']));
        expect(mine).toHaveLength(2);
        expect(mine[0]).toMatch(
          /Failed admin password attempt .* POST \/api\/admin\/verify-password \(1 in the last minute\)/,
        );
        expect(mine[1]).toMatch(/GET \/api\/admin\/orders \(2 in the last minute\)/);
        for (const line of lines) expect(line).not.toMatch(/secret-guess/);
      } finally {
        warn.mockRestore();
      }
    });
  });
});

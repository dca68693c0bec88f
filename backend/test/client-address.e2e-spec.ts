import { Logger } from '@nestjs/common';
import { startTestApp, TestApp } from './support/test-app';

const wrongPassword = { password: 'not-the-password' };

/** Who the client is: X-Forwarded-For counts only from a proxy named in TRUST_PROXY. */
describe('client address and TRUST_PROXY', () => {
  describe('unset (no proxy trusted)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ TRUST_PROXY: '' });
    });
    afterAll(() => t.close());

    it('throttles a peer that rotates X-Forwarded-For: the 11th failure in a minute is a 429 with Retry-After', async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 11; i++) {
        const res = await t.http
          .post('/api/admin/verify-password')
          .set('x-forwarded-for', `203.0.113.${i}`)
          .send(wrongPassword);
        statuses.push(res.status);
        if (i === 11) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
    });

    it('lets no forged X-Forwarded-For lock out another address: the peer is what counts', async () => {
      // The peer above (127.0.0.1) is locked; naming another address changes nothing for it either way.
      await t.http
        .post('/api/admin/verify-password')
        .set('x-forwarded-for', '198.51.100.7')
        .send(wrongPassword)
        .expect(429);
    });
  });

  describe('set to the proxy in front of the shop', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ TRUST_PROXY: '127.0.0.1' });
    });
    afterAll(() => t.close());

    it('counts the forwarded client, so one client is throttled and another is not', async () => {
      for (let i = 0; i < 10; i++)
        await t.http
          .post('/api/admin/verify-password')
          .set('x-forwarded-for', '203.0.113.50')
          .send(wrongPassword)
          .expect(401);
      await t.http
        .post('/api/admin/verify-password')
        .set('x-forwarded-for', '203.0.113.50')
        .send(wrongPassword)
        .expect(429);
      await t.http
        .post('/api/admin/verify-password')
        .set('x-forwarded-for', '203.0.113.51')
        .send(wrongPassword)
        .expect(401);
    });
  });

  describe('an IPv6 client (IPV6_LIMIT_PREFIX_LENGTH unset: its /64 counts)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ TRUST_PROXY: '127.0.0.1', RATE_LIMIT_NEWSLETTER_PER_MINUTE: '2' });
    });
    afterAll(() => t.close());
    const inNetwork = (network: string, host: number) =>
      `${network}:${host.toString(16)}:0:0:${(host * 7).toString(16)}`;

    it('throttles the admin password per /64: ten addresses of one network use up its ten tries', async () => {
      for (let i = 1; i <= 10; i++)
        await t.http
          .post('/api/admin/verify-password')
          .set('x-forwarded-for', inNetwork('2001:db8:aa:1', i))
          .send(wrongPassword)
          .expect(401);
      await t.http
        .post('/api/admin/verify-password')
        .set('x-forwarded-for', inNetwork('2001:db8:aa:1', 99))
        .send(wrongPassword)
        .expect(429);
      await t.http
        .post('/api/admin/verify-password')
        .set('x-forwarded-for', inNetwork('2001:db8:aa:2', 1))
        .send(wrongPassword)
        .expect(401);
    });

    it('counts the public limits per /64 too', async () => {
      const subscribe = (address: string, i: number) =>
        t.http
          .post('/api/newsletter/subscribe')
          .set('x-forwarded-for', address)
          .send({ email: `v6-${i}@example.com` });
      await subscribe(inNetwork('2001:db8:bb:1', 1), 1).expect(201);
      await subscribe(inNetwork('2001:db8:bb:1', 2), 2).expect(201);
      await subscribe(inNetwork('2001:db8:bb:1', 3), 3).expect(429);
      await subscribe(inNetwork('2001:db8:bb:2', 1), 4).expect(201);
    });
  });

  describe('a trusted proxy forwarding entries that are not addresses', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ TRUST_PROXY: '127.0.0.1' });
    });
    afterAll(() => t.close());

    it('ignores them: rotating junk counts as the proxy, so the 11th failure is a 429', async () => {
      const junk = (i: number) =>
        [`' OR 1=1 -- ${i}`, `${'x'.repeat(5000)}${i}`, `unknown-${i}`, `203.0.113.${i}:80`, `[::1]-${i}`][i % 5];
      const statuses: number[] = [];
      for (let i = 1; i <= 11; i++)
        statuses.push(
          (await t.http.post('/api/admin/verify-password').set('x-forwarded-for', junk(i)).send(wrongPassword)).status,
        );
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
      // A well-formed forwarded address is still its own client.
      await t.http
        .post('/api/admin/verify-password')
        .set('x-forwarded-for', '203.0.113.60')
        .send(wrongPassword)
        .expect(401);
    });
  });

  describe('failed attempts over all addresses', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ TRUST_PROXY: 'loopback' });
    });
    afterAll(() => t.close());

    it('warns the operator once more than 50 fail within a minute, even when each address stays under its own limit', async () => {
      const warnings: string[] = [];
      const spy = jest
        .spyOn(Logger.prototype, 'warn')
        .mockImplementation((message: unknown) => void warnings.push(String(message)));
      try {
        for (let i = 0; i < 51; i++)
          await t.http
            .post('/api/admin/verify-password')
            .set('x-forwarded-for', `192.0.2.${i + 1}`)
            .send(wrongPassword)
            .expect(401);
      } finally {
        spy.mockRestore();
      }
      const distributed = warnings.filter((w) => /failed admin password attempts from all addresses/.test(w));
      expect(distributed).toEqual([
        '51 failed admin password attempts from all addresses in the last minute: a distributed guess is likely',
      ]);
    });
  });
});

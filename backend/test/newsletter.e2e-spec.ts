import { OutboundEmail } from '../src/mail/outbound-email.entity';
import { NewsletterSubscriber } from '../src/newsletter/newsletter-subscriber.entity';
import { startTestApp, TestApp } from './support/test-app';

describe('POST /api/newsletter/subscribe', () => {
  let t: TestApp;
  const count = async () => {
    await t.settled();
    return t.dataSource.getRepository(NewsletterSubscriber).count();
  };
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const welcomes = (email: string) =>
    t.dataSource.getRepository(OutboundEmail).countBy({ dedupeKey: `welcome:${email}` });

  it('stores the address trimmed and lower-cased, once; a repeat gets the same answer and no second e-mail', async () => {
    const res = await t.http
      .post('/api/newsletter/subscribe')
      .send({ email: '  Ada.Lovelace@Example.COM ' })
      .expect(201);
    expect(res.body.email).toBe('ada.lovelace@example.com');
    const again = await t.http
      .post('/api/newsletter/subscribe')
      .send({ email: 'ADA.LOVELACE@example.com' })
      .expect(201);
    // Nobody can learn from the answer whether an address is subscribed.
    expect(again.body).toEqual(res.body);
    await t.settled();
    expect(again.body.message).toBe("You're subscribed. Check your email for a special 15% discount code!");
    const rows = await t.dataSource.getRepository(NewsletterSubscriber).find();
    expect(rows.map((r) => [r.email, r.source])).toEqual([['ada.lovelace@example.com', 'footer']]);
    expect(await welcomes('ada.lovelace@example.com')).toBe(1);
  });

  it('makes one row and one welcome e-mail when the same address arrives three times at once, answering all alike', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => t.http.post('/api/newsletter/subscribe').send({ email: 'race@example.com' })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    await t.settled();
    expect(await t.dataSource.getRepository(NewsletterSubscriber).countBy({ email: 'race@example.com' })).toBe(1);
    expect(await welcomes('race@example.com')).toBe(1);
  });

  it('records where the address came from', async () => {
    await t.http.post('/api/newsletter/subscribe').send({ email: 'winter@example.com', source: 'holiday' }).expect(201);
    await t.settled();
    const row = await t.dataSource.getRepository(NewsletterSubscriber).findOneByOrFail({ email: 'winter@example.com' });
    expect(row.source).toBe('holiday');
  });

  const bad: Array<[string, unknown, RegExp]> = [
    ['an empty body', {}, /Please enter your email address/],
    ['an empty address', { email: '   ' }, /Please enter your email address/],
    ['no at-sign', { email: 'ada.example.com' }, /Please enter a valid email address/],
    ['a number', { email: 42 }, /Please enter your email address/],
    ['SQL-looking text', { email: "x'; DROP TABLE newsletter_subscribers; --" }, /Please enter a valid email address/],
    ['an unknown field', { email: 'ok@example.com', admin: true }, /Unknown field "admin"/],
    ['an unknown source', { email: 'ok2@example.com', source: 'popup' }, /source must be one of/],
    ['a too long address', { email: `${'a'.repeat(250)}@example.com` }, /valid email/],
  ];
  it.each(bad)('refuses %s with a 400 naming the problem', async (_label, body, expected) => {
    const before = await count();
    const res = await t.http
      .post('/api/newsletter/subscribe')
      .send(body as object)
      .expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.error).toMatch(expected);
    expect(await count()).toBe(before);
  });

  it('refuses malformed JSON, a JSON array and an oversized body with clear errors', async () => {
    const before = await count();
    const malformed = await t.http
      .post('/api/newsletter/subscribe')
      .set('content-type', 'application/json')
      .send('{"email":')
      .expect(400);
    expect(malformed.body.message).toMatch(/JSON/);
    await t.http
      .post('/api/newsletter/subscribe')
      .send([{ email: 'a@b.co' }])
      .expect(400);
    const huge = await t.http
      .post('/api/newsletter/subscribe')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ email: 'big@example.com', padding: 'x'.repeat(200 * 1024) }))
      .expect(413);
    expect(huge.body).toMatchObject({ statusCode: 413, error: expect.stringMatching(/too large/i) });
    expect(await count()).toBe(before);
  });
});

import { NewsletterSubscriber } from '../src/newsletter/newsletter-subscriber.entity';
import { WaitlistEntry } from '../src/waitlist/waitlist-entry.entity';
import { startTestApp, TestApp } from './support/test-app';

describe('POST /api/waitlist', () => {
  let t: TestApp;
  const entries = () => t.dataSource.getRepository(WaitlistEntry);
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("records a Winter Spice entry (not a newsletter subscription) and answers with the waitlist's own message", async () => {
    const res = await t.http.post('/api/waitlist').send({ email: '  Ada@Example.COM ' }).expect(201);
    expect(res.body).toEqual({
      email: 'ada@example.com',
      collection: 'winter-spice',
      message: "We'll let you know when the Winter Spice Collection arrives.",
    });
    expect(res.body.message).not.toMatch(/15%|discount|code/i);
    const rows = await entries().find();
    expect(rows.map((r) => [r.collection, r.email])).toEqual([['winter-spice', 'ada@example.com']]);
    expect(await t.dataSource.getRepository(NewsletterSubscriber).count()).toBe(0);
  });

  it('keeps one row when the same address joins again, even at once, and answers the same each time', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => t.http.post('/api/waitlist').send({ email: 'race@example.com', collection: 'winter-spice' })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => r.body.message)).size).toBe(1);
    expect(await entries().countBy({ email: 'race@example.com' })).toBe(1);
  });

  const bad: Array<[string, unknown, RegExp]> = [
    ['an empty body', {}, /Please enter your email address/],
    ['no at-sign', { email: 'ada.example.com' }, /Please enter a valid email address/],
    ['a number', { email: 42 }, /Please enter your email address/],
    [
      'an unknown collection',
      { email: 'ok@example.com', collection: 'summer' },
      /collection must be one of winter-spice/,
    ],
    ['an unknown field', { email: 'ok@example.com', admin: true }, /Unknown field "admin"/],
  ];
  it.each(bad)('refuses %s with a 400 naming the problem', async (_label, body, expected) => {
    const before = await entries().count();
    const res = await t.http
      .post('/api/waitlist')
      .send(body as object)
      .expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.error).toMatch(expected);
    expect(await entries().count()).toBe(before);
  });
});

import { BackInStockRequest } from '../src/back-in-stock/back-in-stock-request.entity';
import { BackInStockService } from '../src/back-in-stock/back-in-stock.service';
import { OutboundEmail } from '../src/mail/outbound-email.entity';
import { NewsletterSubscriber } from '../src/newsletter/newsletter-subscriber.entity';
import { freshAddress, PASSWORD_HEADER } from './support/admin-headers';
import { productIds } from './support/checkout-fixtures';
import { startTestApp, TestApp } from './support/test-app';

describe("back in stock: 'Notify me when it's back'", () => {
  let t: TestApp;
  let ids: Record<string, number>;
  const waits = () => t.dataSource.getRepository(BackInStockRequest);
  const notices = async () => {
    await t.settled();
    return t.dataSource.getRepository(OutboundEmail).find({ where: { kind: 'back-in-stock' } });
  };

  const setLevel = (slug: string, size: string, quantity: number | null) =>
    t.http
      .patch(`/api/admin/products/${ids[slug]}`)
      .set(PASSWORD_HEADER)
      .send({ inventory: [{ size, quantity }] })
      .expect(200);
  const adjust = (slug: string, size: string, delta: number) =>
    t.http
      .post(`/api/admin/products/${ids[slug]}/inventory-adjustments`)
      .set(PASSWORD_HEADER)
      .send({ size, delta, reason: delta > 0 ? 'received' : 'damaged' })
      .expect(201);
  const signUp = (slug: string, body: Record<string, unknown>, from = freshAddress()) =>
    t.http.post(`/api/products/${slug}/back-in-stock`).set(from).send(body);

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_BACK_IN_STOCK_PER_MINUTE: '3' });
    ids = await productIds(t.dataSource);
  });
  afterAll(() => t.close());

  it('takes an address for a sold-out size, answers a repeat alike and keeps one row (not a newsletter subscription)', async () => {
    await setLevel('hand-soap-no-42', '16 oz', 0);
    const first = await signUp('hand-soap-no-42', { email: '  Ada@Example.COM ', size: '16 oz' }).expect(201);
    expect(first.body).toEqual({
      email: 'ada@example.com',
      size: '16 oz',
      message: "We'll e-mail you once when Hand Soap No. 42 (16 oz) is back in stock.",
    });
    const again = await Promise.all(
      [1, 2].map(() => signUp('hand-soap-no-42', { email: 'ada@example.com', size: '16 oz' })),
    );
    expect(again.map((r) => [r.status, r.body])).toEqual([
      [201, first.body],
      [201, first.body],
    ]);
    await t.settled();
    expect(await waits().countBy({ email: 'ada@example.com' })).toBe(1);
    expect(await t.dataSource.getRepository(NewsletterSubscriber).count()).toBe(0);
  });

  const bad: Array<[string, string, Record<string, unknown>, number, RegExp]> = [
    ['no e-mail', 'hand-soap-no-42', { size: '16 oz' }, 400, /Please enter your email address/],
    ['a bad e-mail', 'hand-soap-no-42', { email: 'ada.example.com', size: '16 oz' }, 400, /valid email/],
    ['no size', 'hand-soap-no-42', { email: 'ok@example.com' }, 400, /size must be text/],
    ['a size it does not come in', 'hand-soap-no-42', { email: 'ok@example.com', size: '3 L' }, 400, /size "3 L"/],
    ['a size in stock', 'hand-soap-no-42', { email: 'ok@example.com', size: 'Refill Box' }, 409, /is in stock/],
    ['an unknown product', 'no-such-soap', { email: 'ok@example.com', size: '16 oz' }, 404, /Product not found/],
  ];
  it.each(bad)('refuses %s with a clear 4xx naming the problem', async (_label, slug, body, status, expected) => {
    const before = await waits().count();
    const res = await signUp(slug, body).expect(status);
    expect(res.body).toMatchObject({ statusCode: status });
    expect(`${res.body.error} ${res.body.message}`).toMatch(expected);
    expect(await waits().count()).toBe(before);
  });

  it('a restock above 0 queues exactly one e-mail per waiting address; a second restock sends none', async () => {
    await signUp('hand-soap-no-42', { email: 'bob@example.com', size: '16 oz' }).expect(201);
    await setLevel('dish-soap-no-42', '16 oz', 0);
    await signUp('dish-soap-no-42', { email: 'cy@example.com', size: '16 oz' }).expect(201);
    await t.settled();

    await adjust('hand-soap-no-42', '16 oz', 5);
    const sent = await notices();
    expect(sent.map((e) => e.recipient).sort()).toEqual(['ada@example.com', 'bob@example.com']);
    for (const email of sent) {
      expect(email.subject).toBe('Hand Soap No. 42 (16 oz) is back in stock');
      const data = JSON.parse(email.data) as { productUrl: string; unsubscribeUrl: string };
      expect(data.productUrl).toMatch(/\/products\/hand-soap-no-42\?size=16%20oz$/);
      expect(data.unsubscribeUrl).toMatch(/\/back-in-stock\/unsubscribe\?token=/);
    }
    // The other product's wait is untouched.
    expect((await waits().find()).map((w) => w.email)).toEqual(['cy@example.com']);

    // Sold out again and back again: the addresses were told once, so nothing more is sent.
    await adjust('hand-soap-no-42', '16 oz', -5);
    await adjust('hand-soap-no-42', '16 oz', 2);
    await setLevel('hand-soap-no-42', '16 oz', 9);
    expect(await notices()).toHaveLength(2);

    // The product form's quantity brings a size back too.
    await setLevel('dish-soap-no-42', '16 oz', 4);
    expect((await notices()).map((e) => e.recipient).sort()).toEqual([
      'ada@example.com',
      'bob@example.com',
      'cy@example.com',
    ]);
    expect(await waits().count()).toBe(0);
  });

  it("the notice's unsubscribe link asks first, then drops every wait of the address", async () => {
    await setLevel('room-mist-no-42', '16 oz', 0);
    await signUp('room-mist-no-42', { email: 'dee@example.com', size: '16 oz' }).expect(201);
    // The sign-up answers before it writes; the stock may come back only once the wait is stored.
    await t.settled();
    await setLevel('room-mist-no-42', '16 oz', 1);
    const [notice] = (await notices()).filter((e) => e.recipient === 'dee@example.com');
    const link = new URL((JSON.parse(notice.data) as { unsubscribeUrl: string }).unsubscribeUrl);
    await setLevel('room-mist-no-42', '16 oz', 0);
    await signUp('room-mist-no-42', { email: 'dee@example.com', size: '16 oz' }).expect(201);
    await t.settled();

    const page = await t.http.get(`${link.pathname}${link.search}`).expect(200);
    expect(page.text).toContain('Stop back-in-stock e-mails to this address?');
    expect(await waits().countBy({ email: 'dee@example.com' })).toBe(1);
    await t.http.post(`${link.pathname}${link.search}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(await waits().countBy({ email: 'dee@example.com' })).toBe(0);
    await t.http.get('/back-in-stock/unsubscribe?token=forged.token').expect(400);
  });

  it('is rate-limited per address like the waitlist', async () => {
    const from = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await signUp('room-mist-no-42', { email: `r${i}@example.com`, size: '16 oz' }, from)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
  it('answers before it writes, so a new and a known address are answered alike and as fast', async () => {
    await setLevel('dish-soap-no-62', '16 oz', 0);
    const service = t.app.get(BackInStockService);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const record = jest.spyOn(service, 'record').mockImplementation(async (...args) => {
      await held;
      return BackInStockService.prototype.record.apply(service, args);
    });
    try {
      // The write is held back, yet the answer comes: it does not wait for (or depend on) what the write finds.
      const answer = await signUp('dish-soap-no-62', { email: 'new-person@example.com', size: '16 oz' }).expect(201);
      expect(await waits().countBy({ email: 'new-person@example.com' })).toBe(0);
      expect(record).toHaveBeenCalledTimes(1);
      release();
      await t.settled();
      expect(await waits().countBy({ email: 'new-person@example.com' })).toBe(1);
      const repeat = await signUp('dish-soap-no-62', { email: 'new-person@example.com', size: '16 oz' }).expect(201);
      expect(repeat.body).toEqual(answer.body);
    } finally {
      record.mockRestore();
    }
  });

  it('counts one address in all its spellings once, and e-mails it at most once per product a day', async () => {
    await setLevel('room-mist-no-09', '16 oz', 0);
    for (const email of ['Grace@Example.com', ' grace@example.COM', '"grace"@example.com'])
      await signUp('room-mist-no-09', { email, size: '16 oz' }).expect(201);
    await t.settled();
    expect(await waits().countBy({ productId: ids['room-mist-no-09'] })).toBe(1);
    const forGrace = async () => (await notices()).filter((n) => n.recipient === 'grace@example.com').length;
    await adjust('room-mist-no-09', '16 oz', 1);
    expect(await forGrace()).toBe(1);
    // Sold out and back again the same day: she signs up again, and hears nothing more today.
    await adjust('room-mist-no-09', '16 oz', -1);
    await signUp('room-mist-no-09', { email: 'grace@example.com', size: '16 oz' }).expect(201);
    await t.settled();
    await adjust('room-mist-no-09', '16 oz', 1);
    expect(await forGrace()).toBe(1);
  });
});

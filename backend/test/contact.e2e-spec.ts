import { ContactMessage } from '../src/contact/contact-message.entity';
import { OutboundEmail } from '../src/mail/outbound-email.entity';
import { CONTACT_COPY_PATH, signedToken } from '../src/mail/unsubscribe-link';
import { freshAddress } from './support/admin-headers';
import { startTestApp, TestApp } from './support/test-app';

describe('the contact form (POST /api/contact) and its copy link', () => {
  let t: TestApp;
  const mails = () => t.dataSource.getRepository(OutboundEmail).find({ order: { id: 'ASC' } });
  const mailsTo = async (recipient: string) => (await mails()).filter((m) => m.recipient === recipient);
  const send = (body: Record<string, unknown>, from = freshAddress()) =>
    t.http.post('/api/contact').set(from).send(body);
  const copyLinkIn = (mail: OutboundEmail) => {
    const url = (JSON.parse(mail.data) as { confirmUrl: string }).confirmUrl;
    return url.slice(url.indexOf(CONTACT_COPY_PATH));
  };

  beforeAll(async () => {
    t = await startTestApp({
      RATE_LIMIT_CONTACT_PER_MINUTE: '3',
      SHOP_ORDERS_EMAIL: 'staff@shop.example',
      SHOP_CONTACT_EMAIL: 'care@shop.example',
    });
  });
  afterAll(() => t.close());

  it("gives the shop's public address", async () => {
    expect((await t.http.get('/api/contact').expect(200)).body).toEqual({ email: 'care@shop.example' });
  });

  it('stores the message and queues it to staff with a Reply-To of the sender; the sender gets nothing', async () => {
    const res = await send({ name: ' Ada ', email: ' Ada@Example.COM ', message: 'Do you ship refills to Alaska?' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(
      'Thank you, Ada. Your message is on its way to us; we answer within two business days.',
    );
    const [stored] = await t.dataSource.getRepository(ContactMessage).findBy({ email: 'ada@example.com' });
    expect(stored).toMatchObject({ name: 'Ada', message: 'Do you ship refills to Alaska?', confirmed: false });
    const staff = await mailsTo('staff@shop.example');
    expect(staff).toHaveLength(1);
    expect(staff[0]).toMatchObject({ template: 'contact-staff', subject: 'Contact form: Ada' });
    expect(JSON.parse(staff[0].data)).toMatchObject({
      email: 'ada@example.com',
      message: 'Do you ship refills to Alaska?',
    });
    expect(await mailsTo('ada@example.com')).toEqual([]);
  });

  it('asked for a copy: the sender gets only a request without the message; the copy follows the signed link once', async () => {
    await send({ name: 'Bob', email: 'bob@example.com', message: 'Please send me the candle care notes.', copy: true })
      .expect(201)
      .expect((res) =>
        expect(res.body.message).toMatch(/follow the link in the e-mail we just sent to bob@example.com/),
      );
    const before = await mailsTo('bob@example.com');
    expect(before.map((m) => m.template)).toEqual(['contact-copy-request']);
    expect(before[0].data).not.toMatch(/candle care|Bob/);
    const link = copyLinkIn(before[0]);

    // GET only shows the button: a link scanner sends nothing.
    const page = await t.http.get(link).expect(200);
    expect(page.text).toContain('Send a copy of your message to bob@example.com?');
    expect((await mailsTo('bob@example.com')).map((m) => m.template)).toEqual(['contact-copy-request']);

    await t.http
      .post(link)
      .type('form')
      .send('')
      .expect(200)
      .expect(/Your copy is on its way/);
    await t.http.post(link).type('form').send('').expect(200);
    const after = await mailsTo('bob@example.com');
    expect(after.map((m) => m.template)).toEqual(['contact-copy-request', 'contact-copy']);
    expect(JSON.parse(after[1].data)).toMatchObject({ message: 'Please send me the candle care notes.' });
    expect(
      await t.dataSource.getRepository(ContactMessage).findOneByOrFail({ email: 'bob@example.com' }),
    ).toMatchObject({ confirmed: true });
  });

  it('refuses a tampered, forged or foreign link with the 400 page and sends nothing', async () => {
    await send({ name: 'Cy', email: 'cy@example.com', message: 'A question about the hand soap.', copy: true }).expect(
      201,
    );
    const [request] = await mailsTo('cy@example.com');
    const token = new URLSearchParams(copyLinkIn(request).split('?')[1]).get('token') ?? '';
    const [, signature] = token.split('.');
    const message = await t.dataSource.getRepository(ContactMessage).findOneByOrFail({ email: 'cy@example.com' });
    const otherAddress = `${Buffer.from(`${message.id}:victim@example.com`).toString('base64url')}.${signature}`;
    const unsubscribeToken = signedToken(`${message.id}:cy@example.com`, t.config.mail.linkSecret, 'unsubscribe');
    for (const bad of [`${token}x`, otherAddress, unsubscribeToken, 'nonsense']) {
      await t.http.get(`${CONTACT_COPY_PATH}?token=${encodeURIComponent(bad)}`).expect(400);
      await t.http
        .post(`${CONTACT_COPY_PATH}?token=${encodeURIComponent(bad)}`)
        .type('form')
        .send('')
        .expect(400);
    }
    expect(
      (await mails()).filter((m) => m.template === 'contact-copy' && m.dedupeKey.endsWith(`:${message.id}`)),
    ).toEqual([]);
    expect(await mailsTo('victim@example.com')).toEqual([]);
  });

  const bad: Array<[string, Record<string, unknown>, RegExp]> = [
    ['no name', { email: 'ok@example.com', message: 'Hello there, a question.' }, /Please enter your name/],
    [
      'a blank name',
      { name: '  ', email: 'ok@example.com', message: 'Hello there, a question.' },
      /Please enter your name/,
    ],
    [
      'a long name',
      { name: 'x'.repeat(101), email: 'ok@example.com', message: 'Hello there.' },
      /under 100 characters/,
    ],
    ['a bad e-mail', { name: 'Ok', email: 'ok.example.com', message: 'Hello there, a question.' }, /valid email/],
    ['no message', { name: 'Ok', email: 'ok@example.com' }, /Please enter your message/],
    ['a short message', { name: 'Ok', email: 'ok@example.com', message: 'Hi' }, /at least 10 characters/],
    ['a long message', { name: 'Ok', email: 'ok@example.com', message: 'x'.repeat(5001) }, /under 5000 characters/],
    [
      'a copy flag that is not a boolean',
      { name: 'Ok', email: 'ok@example.com', message: 'Hello there.', copy: 'yes' },
      /copy must be true or false/,
    ],
  ];
  it.each(bad)(
    'refuses %s with a 400 naming the problem, storing and mailing nothing',
    async (_label, body, expected) => {
      const before = (await mails()).length;
      const res = await send(body).expect(400);
      expect(`${res.body.error} ${res.body.message}`).toMatch(expected);
      expect((await mails()).length).toBe(before);
    },
  );

  it('limits each address like the newsletter: 429 with Retry-After over the limit', async () => {
    const from = freshAddress();
    const body = { name: 'Flood', email: 'flood@example.com', message: 'One more message, please.' };
    for (let i = 0; i < 3; i++) await send(body, from).expect(201);
    const refused = await send(body, from).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.dataSource.getRepository(ContactMessage).countBy({ email: 'flood@example.com' })).toBe(3);
  });
});

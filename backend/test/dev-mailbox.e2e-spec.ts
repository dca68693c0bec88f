import { OutboundEmail } from '../src/mail/outbound-email.entity';
import { waitFor } from './support/smtp-test-server';
import { startTestApp, TestApp } from './support/test-app';

describe('the development mailbox at /dev/mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ MAIL_POLL_INTERVAL_MS: '50' });
  });
  afterAll(() => t.close());

  it('lists each message and shows its HTML and text parts, escaped', async () => {
    await t.http.post('/api/newsletter/subscribe').send({ email: 'dev@example.com' }).expect(201);
    const rows = t.dataSource.getRepository(OutboundEmail);
    await waitFor(
      async () => (await rows.findOneBy({ recipient: 'dev@example.com' }))?.status === 'sent',
      10_000,
      'the dev transport',
    );
    const row = await rows.findOneByOrFail({ recipient: 'dev@example.com' });
    const code = (JSON.parse(row.data) as { code: string }).code;

    const list = await t.http
      .get('/dev/mailbox')
      .expect(200)
      .expect('content-type', /text\/html/);
    expect(list.text).toContain('Development mailbox');
    // The shop's look: its logo and favicon.
    expect(list.text).toContain('href="/favicon.svg"');
    expect(list.text).toContain('src="/public-objects/brand/logo.svg"');
    expect(list.text).toContain(`<a href="/dev/mailbox/${row.id}">Welcome to Natural House: your 15% code inside</a>`);
    expect(list.text).toContain('dev@example.com');

    const view = await t.http.get(`/dev/mailbox/${row.id}`).expect(200);
    expect(view.text).toContain(`src="/dev/mailbox/${row.id}/html"`);
    expect(view.text).toContain(code);
    expect(view.text).toContain('List-Unsubscribe-Post');

    const html = await t.http.get(`/dev/mailbox/${row.id}/html`).expect(200);
    expect(html.text).toContain(code);
    expect(html.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(html.headers['content-security-policy']).not.toContain('script-src');

    const missing = await t.http.get('/dev/mailbox/999999').expect(404);
    expect(missing.body.error).toBe('Message not found');
  });
});

describe('/dev/mailbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      NODE_ENV: 'production',
      MAIL_DISABLED: 'true',
      ORDER_STATUS_SECRET: 'a-production-order-status-secret-0123456789',
      MAIL_LINK_SECRET: 'a-production-mail-link-secret-0123456789abc',
      PAYMENT_PROVIDER: 'paypal',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_API_BASE: 'http://127.0.0.1:9',
    });
  });
  afterAll(() => t.close());

  it('answers 404 and queues nothing when mail is disabled', async () => {
    expect((await t.http.get('/dev/mailbox')).status).toBe(404);
    expect((await t.http.get('/dev/mailbox/1')).status).toBe(404);
    await t.http.post('/api/newsletter/subscribe').send({ email: 'prod@example.com' }).expect(201);
    expect(await t.dataSource.getRepository(OutboundEmail).count()).toBe(0);
  });
});

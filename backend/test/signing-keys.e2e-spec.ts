import { createHash, createHmac } from 'node:crypto';
import { OutboundEmail } from '../src/mail/outbound-email.entity';
import { verifyUnsubscribeToken } from '../src/mail/unsubscribe-link';
import { OrderStatusLinks } from '../src/order-events/order-status-links.service';
import { startTestApp, TEST_ADMIN_PASSWORD, TestApp } from './support/test-app';

/** Every key a link's signer could plausibly derive from the admin password (the old default was the second). */
function keysDerivedFrom(password: string): string[] {
  const sha = createHash('sha256').update(password);
  return [
    password,
    `mail-links:${password}`,
    `order-status:${password}`,
    `unsubscribe:${password}`,
    sha.copy().digest('hex'),
    sha.copy().digest('base64'),
    sha.copy().digest('base64url'),
    createHash('sha256').update(`mail-links:${password}`).digest('hex'),
  ];
}

describe('link signing keys (no setting of the signing keys: the development keys are generated)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('an unsubscribe token from a real e-mail cannot be verified with any key derived from ADMIN_PASSWORD', async () => {
    await t.http.post('/api/newsletter/subscribe').send({ email: 'keys@example.com' }).expect(201);
    await t.settled();
    const welcome = await t.dataSource
      .getRepository(OutboundEmail)
      .findOneByOrFail({ dedupeKey: 'welcome:keys@example.com' });
    const url = (JSON.parse(welcome.data) as { unsubscribeUrl: string }).unsubscribeUrl;
    const token = new URL(url).searchParams.get('token') ?? '';
    expect(verifyUnsubscribeToken(token, t.config.mail.linkSecret)).toBe('keys@example.com');
    for (const key of keysDerivedFrom(TEST_ADMIN_PASSWORD)) expect(verifyUnsubscribeToken(token, key)).toBeNull();
    // The shop itself accepts it: the page offers the unsubscribe button.
    await t.http.get(`/newsletter/unsubscribe?token=${token}`).expect(200);
  });

  it('a status token cannot be verified with any key derived from ADMIN_PASSWORD, and uses its own key', () => {
    const token = t.app.get(OrderStatusLinks).tokenFor(7);
    const mac = token.split('.')[1];
    for (const key of [...keysDerivedFrom(TEST_ADMIN_PASSWORD), t.config.mail.linkSecret])
      expect(createHmac('sha256', key).update('order-status:7').digest('base64url')).not.toBe(mac);
    expect(createHmac('sha256', t.config.orderStatusSecret).update('order-status:7').digest('base64url')).toBe(mac);
  });
});

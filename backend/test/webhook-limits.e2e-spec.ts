import { PaymentWebhookEvent } from '../src/checkout/payment-webhook-event.entity';
import { WEBHOOK_BODY_LIMIT_BYTES } from '../src/checkout/webhook-body-limit';
import { freshAddress } from './support/admin-headers';
import { FakePayPalServer, webhookHeaders } from './support/fake-paypal-server';
import { startTestApp, TestApp } from './support/test-app';

describe('the PayPal webhook against forged deliveries', () => {
  let paypal: FakePayPalServer;
  let t: TestApp;
  const verifications = () => paypal.requestsTo(/verify-webhook-signature/).length;
  const deliver = (event: Record<string, unknown>, from: Record<string, string>) =>
    t.http
      .post('/api/payments/webhook')
      .set({ ...webhookHeaders(), ...from })
      .send(event);
  const ignoredEvent = (id: string) => ({ id, event_type: 'CUSTOMER.DISPUTE.CREATED', resource: { id: 'X' } });

  beforeAll(async () => {
    paypal = await new FakePayPalServer().start();
    t = await startTestApp({ ...paypal.appEnv(), RATE_LIMIT_WEBHOOK_PER_MINUTE: '5' });
  });
  afterAll(async () => {
    await t.close();
    await paypal.stop();
  });

  it('answers 429 after N deliveries from one address, before any more verification calls to PayPal', async () => {
    paypal.webhookVerification = 'FAILURE';
    const forger = freshAddress();
    const before = verifications();
    for (let i = 0; i < 5; i++) await deliver(ignoredEvent(`WH-FORGED-${i}`), forger).expect(400);
    expect(verifications() - before).toBe(5);
    for (let i = 5; i < 10; i++) {
      const res = await deliver(ignoredEvent(`WH-FORGED-${i}`), forger).expect(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(verifications() - before).toBe(5);
    // Another source (PayPal's own address) is not held up by the forger.
    paypal.webhookVerification = 'SUCCESS';
    await deliver(ignoredEvent('WH-GENUINE-1'), freshAddress()).expect(200);
  });

  it('answers an event id already handled without asking PayPal again', async () => {
    paypal.webhookVerification = 'SUCCESS';
    const event = ignoredEvent('WH-KNOWN-1');
    expect((await deliver(event, freshAddress()).expect(200)).body.outcome).toBe('ignored');
    expect(await t.dataSource.getRepository(PaymentWebhookEvent).countBy({ id: 'WH-KNOWN-1' })).toBe(1);
    const before = verifications();
    paypal.webhookVerification = 'FAILURE';
    for (let i = 0; i < 3; i++)
      expect((await deliver(event, freshAddress()).expect(200)).body.outcome).toBe('duplicate');
    expect(verifications()).toBe(before);
  });

  it("refuses a body above PayPal's event size with 413, without a verification call", async () => {
    paypal.webhookVerification = 'SUCCESS';
    const before = verifications();
    const padded = { ...ignoredEvent('WH-BIG-1'), summary: 'x'.repeat(WEBHOOK_BODY_LIMIT_BYTES) };
    const res = await deliver(padded, freshAddress()).expect(413);
    expect(res.body.statusCode).toBe(413);
    expect(verifications()).toBe(before);
    // A large but plausible event (a capture with many links) still passes.
    const large = { ...ignoredEvent('WH-BIG-2'), summary: 'x'.repeat(WEBHOOK_BODY_LIMIT_BYTES - 1024) };
    await deliver(large, freshAddress()).expect(200);
  });
});

import { OutboundEmail } from '../src/mail/outbound-email.entity';
import { paymentOrderBody, productIds } from './support/checkout-fixtures';
import { captureCompletedEvent, FakePayPalServer, webhookHeaders } from './support/fake-paypal-server';
import { settle, SmtpTestServer, startSmtpTestServer, waitFor } from './support/smtp-test-server';
import { startTestApp, TestApp } from './support/test-app';

describe('PayPal capture then its webhooks: one confirmation e-mail', () => {
  let paypal: FakePayPalServer;
  let smtp: SmtpTestServer;
  let t: TestApp;

  beforeAll(async () => {
    paypal = await new FakePayPalServer().start();
    smtp = await startSmtpTestServer();
    t = await startTestApp({
      ...paypal.appEnv(),
      SMTP_URL: smtp.url,
      MAIL_POLL_INTERVAL_MS: '50',
    });
  });
  afterAll(async () => {
    await t.close();
    await paypal.stop();
    await smtp.stop();
  });

  it('the webhook for an already captured payment, delivered twice under two event ids, sends nothing more', async () => {
    paypal.autoApprove = true;
    paypal.webhookVerification = 'SUCCESS';
    const candle = {
      productId: (await productIds(t.dataSource))['soy-wax-candle-no-92'],
      size: '8 oz',
      quantity: 1,
      price: '34.00',
    };
    const body = { ...paymentOrderBody([candle], '34.00'), customerEmail: 'paypal@example.com' };
    const paymentId = (await t.http.post('/order').send(body).expect(201)).body.id as string;
    const capture = await t.http.post(`/order/${paymentId}/capture`).expect(200);
    await waitFor(() => smtp.to('paypal@example.com').length === 1, 10_000, 'the confirmation');

    for (const eventId of ['WH-MAIL-1', 'WH-MAIL-1', 'WH-MAIL-2']) {
      await t.http
        .post('/api/payments/webhook')
        .set(webhookHeaders())
        .send(captureCompletedEvent(paypal, paymentId, eventId))
        .expect(200);
    }
    await settle();
    expect(smtp.to('paypal@example.com')).toHaveLength(1);
    expect(smtp.to('paypal@example.com')[0].subject).toContain(`#${capture.body.orderNumber}`);
    expect(await t.dataSource.getRepository(OutboundEmail).countBy({ recipient: 'paypal@example.com' })).toBe(1);
  });
});

import { OutboundEmail } from '../src/mail/outbound-email.entity';
import { createIsolatedDatabase, IsolatedDatabase } from './support/test-database';
import { settle, SmtpTestServer, startSmtpTestServer, waitFor } from './support/smtp-test-server';
import { startTestApp } from './support/test-app';

describe('shutting down while the outbox sender is sending', () => {
  let smtp: SmtpTestServer;
  let database: IsolatedDatabase;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    database = await createIsolatedDatabase();
  });
  afterAll(async () => {
    await smtp.stop();
    await database.drop();
  });

  it('lets the send in progress finish and be marked sent; the next instance sends nothing twice', async () => {
    const env = { ...database.env, SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: '20', SEED_ON_START: 'false' };
    const first = await startTestApp(env);
    smtp.dataDelayMs = 700;
    for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) {
      await first.http.post('/api/newsletter/subscribe').send({ email }).expect(201);
    }
    await waitFor(() => smtp.receiving >= 1, 10_000, 'a send in progress');
    await first.app.close();
    expect(smtp.received).toHaveLength(1);

    smtp.dataDelayMs = 0;
    const second = await startTestApp(env);
    try {
      const rows = second.dataSource.getRepository(OutboundEmail);
      await waitFor(async () => (await rows.countBy({ status: 'sent' })) === 3, 10_000, 'the other two');
      await settle(300);
      expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
        'one@example.com',
        'three@example.com',
        'two@example.com',
      ]);
      expect((await rows.find()).map((r) => r.attempts)).toEqual([1, 1, 1]);
    } finally {
      await second.app.close();
    }
  });
});

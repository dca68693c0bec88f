import { OutboundEmail } from '../src/mail/outbound-email.entity';
import { OutboxService } from '../src/mail/outbox.service';
import { createIsolatedDatabase, IsolatedDatabase } from './support/test-database';
import { settle, SmtpTestServer, startSmtpTestServer, waitFor } from './support/smtp-test-server';
import { startTestApp, TestApp } from './support/test-app';

describe('two app instances sending from one outbox on MariaDB', () => {
  let smtp: SmtpTestServer;
  let database: IsolatedDatabase;
  let apps: TestApp[];
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    database = await createIsolatedDatabase();
    const env = { ...database.env, SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: '10', SEED_ON_START: 'false' };
    apps = [await startTestApp(env), await startTestApp(env)];
  });
  afterAll(async () => {
    for (const t of apps) await t.app.close();
    await smtp.stop();
    await database.drop();
  });

  it('deliver each of 80 messages exactly once (SELECT ... FOR UPDATE SKIP LOCKED)', async () => {
    const [a] = apps;
    const recipients = Array.from({ length: 80 }, (_, i) => `reader${i}@example.com`);
    // One commit makes all 80 due at the same moment, so both senders race for them.
    await a.dataSource.transaction(async (manager) => {
      for (const recipient of recipients) {
        await a.app.get(OutboxService).queue(manager, {
          template: 'welcome',
          dedupeKey: `welcome:${recipient}`,
          recipient,
          data: {
            code: 'WELCOME-TEST',
            percent: 15,
            shopUrl: 'https://shop.test/',
            unsubscribeUrl: 'https://shop.test/newsletter/unsubscribe?token=x.y',
          },
        });
      }
    });
    await waitFor(() => smtp.received.length >= 80, 30_000, '80 deliveries');
    await settle(500);
    expect(smtp.received).toHaveLength(80);
    expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(80);
    const rows = await a.dataSource.getRepository(OutboundEmail).find();
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});

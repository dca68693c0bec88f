import { MigrationInterface, QueryRunner } from 'typeorm';

/** The transactional e-mail outbox (see docs/mail.md). */
export class OutboundEmails1764200000000 implements MigrationInterface {
  name = 'OutboundEmails1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`outbound_emails\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`kind\` varchar(40) NOT NULL,
      \`dedupeKey\` varchar(300) NOT NULL,
      \`recipient\` varchar(254) NOT NULL,
      \`subject\` varchar(300) NOT NULL,
      \`template\` varchar(40) NOT NULL,
      \`data\` text NOT NULL,
      \`status\` varchar(10) NOT NULL DEFAULT 'queued',
      \`attempts\` int NOT NULL DEFAULT 0,
      \`nextAttemptAt\` datetime(3) NOT NULL,
      \`lastError\` varchar(1000) NULL,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      \`sentAt\` datetime(3) NULL,
      UNIQUE INDEX \`UQ_outbound_emails_dedupe_key\` (\`dedupeKey\`),
      INDEX \`IDX_outbound_emails_due\` (\`status\`, \`nextAttemptAt\`),
      PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `outbound_emails`');
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/** Messages sent through the contact form, and whether their sender confirmed a copy (docs/mail.md). */
export class ContactMessages1765200000000 implements MigrationInterface {
  name = 'ContactMessages1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`contact_messages\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`name\` varchar(100) NOT NULL,
      \`email\` varchar(254) NOT NULL,
      \`message\` text NOT NULL,
      \`copyRequested\` tinyint NOT NULL DEFAULT 0,
      \`confirmed\` tinyint NOT NULL DEFAULT 0,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `contact_messages`');
  }
}

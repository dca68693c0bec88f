import { MigrationInterface, QueryRunner } from 'typeorm';

/** Addresses waiting for an upcoming collection (/holiday's 'Notify Me'), kept apart from newsletter subscribers. */
export class Waitlist1764500000000 implements MigrationInterface {
  name = 'Waitlist1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`waitlist_entries\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`collection\` varchar(50) NOT NULL,
      \`email\` varchar(254) NOT NULL,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      UNIQUE INDEX \`UQ_waitlist_entries_collection_email\` (\`collection\`, \`email\`),
      PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `waitlist_entries`');
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/** Uploaded photos (docs/media.md): one row per photo, keyed by the SHA-256 of its bytes. */
export class Media1765100000000 implements MigrationInterface {
  name = 'Media1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`media\` (
      \`key\` varchar(64) NOT NULL,
      \`width\` int NOT NULL,
      \`height\` int NOT NULL,
      \`alt\` varchar(300) NOT NULL DEFAULT '',
      \`fileName\` varchar(255) NOT NULL DEFAULT '',
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      INDEX \`IDX_media_createdAt\` (\`createdAt\`),
      PRIMARY KEY (\`key\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `media`');
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/** Addresses waiting for a sold-out size to come back (docs/inventory.md). */
export class BackInStock1764950000000 implements MigrationInterface {
  name = 'BackInStock1764950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`back_in_stock_requests\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`productId\` int NOT NULL,
      \`size\` varchar(60) NOT NULL,
      \`email\` varchar(254) NOT NULL,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      UNIQUE INDEX \`UQ_back_in_stock_requests_size_email\` (\`productId\`, \`size\`, \`email\`),
      INDEX \`IDX_back_in_stock_requests_email\` (\`email\`),
      PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `back_in_stock_requests`');
  }
}

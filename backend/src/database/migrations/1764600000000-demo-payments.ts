import { MigrationInterface, QueryRunner } from 'typeorm';

/** The demo wallet's payment orders, in the database so that every instance can carry on a payment another created. */
export class DemoPayments1764600000000 implements MigrationInterface {
  name = 'DemoPayments1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`demo_payments\` (
      \`id\` varchar(40) NOT NULL,
      \`status\` varchar(20) NOT NULL,
      \`amount\` decimal(10,2) NOT NULL,
      \`currency\` varchar(3) NOT NULL,
      \`customId\` varchar(36) NOT NULL,
      \`outcome\` varchar(20) NOT NULL,
      \`captureId\` varchar(40) NULL,
      \`captureStatus\` varchar(20) NULL,
      \`capturedAmount\` decimal(10,2) NULL,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `demo_payments`');
  }
}

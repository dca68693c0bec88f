import { MigrationInterface, QueryRunner } from 'typeorm';

/** Checkouts waiting for their payment (one payment, one order) and the webhook events already handled. */
export class PendingCheckouts1763800000000 implements MigrationInterface {
  name = 'PendingCheckouts1763800000000';

  async up(q: QueryRunner): Promise<void> {
    const table = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';
    await q.query(`CREATE TABLE \`pending_checkouts\` (
      \`id\` varchar(36) NOT NULL,
      \`paymentId\` varchar(100) NULL,
      \`provider\` varchar(20) NOT NULL,
      \`status\` varchar(20) NOT NULL DEFAULT 'creating',
      \`snapshot\` text NOT NULL,
      \`total\` decimal(10,2) NOT NULL,
      \`captureId\` varchar(100) NULL,
      \`capturedAmount\` decimal(10,2) NULL,
      \`capturedCurrency\` varchar(3) NULL,
      \`orderId\` int NULL,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
      UNIQUE INDEX \`UQ_pending_checkouts_payment_id\` (\`paymentId\`),
      INDEX \`IDX_pending_checkouts_status\` (\`status\`),
      PRIMARY KEY (\`id\`)) ${table}`);

    await q.query(`CREATE TABLE \`payment_webhook_events\` (
      \`id\` varchar(100) NOT NULL,
      \`eventType\` varchar(100) NOT NULL,
      \`outcome\` varchar(30) NOT NULL,
      \`receivedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      PRIMARY KEY (\`id\`)) ${table}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `payment_webhook_events`');
    await q.query('DROP TABLE `pending_checkouts`');
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds: the capture id and the refunded cents on each order, the refunds themselves, and the demo wallet's refunds.
 * Existing orders get their capture id from what the shop already recorded (the completed checkout, else the demo
 * wallet's payment); a paid order whose capture neither can tell keeps NULL, which the back office shows as unknown
 * (refund it in the provider's dashboard).
 */
export class OrderRefunds1764900000000 implements MigrationInterface {
  name = 'OrderRefunds1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `orders` ADD `captureId` varchar(100) NULL, ADD `refundedCents` int NOT NULL DEFAULT 0');
    await q.query(
      'UPDATE `orders` o JOIN `pending_checkouts` c ON c.`orderId` = o.`id` SET o.`captureId` = c.`captureId` WHERE c.`captureId` IS NOT NULL',
    );
    await q.query(
      'UPDATE `orders` o JOIN `demo_payments` d ON d.`id` = o.`paymentId` SET o.`captureId` = d.`captureId` WHERE o.`captureId` IS NULL AND d.`captureId` IS NOT NULL',
    );
    await q.query(`CREATE TABLE \`order_refunds\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`orderId\` int NOT NULL,
      \`amountCents\` int NOT NULL,
      \`lines\` text NULL,
      \`reason\` varchar(200) NOT NULL,
      \`note\` text NULL,
      \`status\` varchar(20) NOT NULL,
      \`providerRefundId\` varchar(100) NULL,
      \`requestId\` varchar(64) NOT NULL,
      \`failureReason\` varchar(255) NULL,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
      INDEX \`IDX_order_refunds_order\` (\`orderId\`),
      UNIQUE INDEX \`UQ_order_refunds_provider_refund\` (\`providerRefundId\`),
      UNIQUE INDEX \`UQ_order_refunds_request\` (\`requestId\`),
      PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE \`demo_refunds\` (
      \`id\` varchar(40) NOT NULL,
      \`captureId\` varchar(40) NOT NULL,
      \`requestId\` varchar(100) NOT NULL,
      \`amount\` decimal(10,2) NOT NULL,
      \`status\` varchar(20) NOT NULL,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      UNIQUE INDEX \`UQ_demo_refunds_request\` (\`requestId\`),
      PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `demo_refunds`');
    await q.query('DROP TABLE `order_refunds`');
    await q.query('ALTER TABLE `orders` DROP COLUMN `refundedCents`, DROP COLUMN `captureId`');
  }
}

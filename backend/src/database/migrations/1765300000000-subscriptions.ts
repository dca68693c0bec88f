import { MigrationInterface, QueryRunner } from 'typeorm';

/** Refill subscriptions (docs/subscriptions.md): what may be subscribed to, the terms, the subscriptions and their renewals. */
export class Subscriptions1765300000000 implements MigrationInterface {
  name = 'Subscriptions1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`subscribable_items\` (
      \`productId\` int NOT NULL,
      \`size\` varchar(50) NOT NULL,
      PRIMARY KEY (\`productId\`, \`size\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE \`subscription_settings\` (
      \`id\` int NOT NULL,
      \`discountPercent\` varchar(6) NOT NULL,
      \`defaultFrequencyMonths\` int NOT NULL,
      PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE \`subscriptions\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`status\` varchar(20) NOT NULL,
      \`frequencyMonths\` int NOT NULL,
      \`nextRenewalAt\` datetime(3) NOT NULL,
      \`customer\` text NOT NULL,
      \`lines\` text NOT NULL,
      \`shippingMethodId\` int NULL,
      \`discountPercent\` varchar(6) NOT NULL,
      \`provider\` varchar(20) NOT NULL,
      \`vaultId\` varchar(100) NOT NULL,
      \`firstOrderId\` int NOT NULL,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
      UNIQUE INDEX \`UQ_subscriptions_first_order\` (\`firstOrderId\`),
      INDEX \`IDX_subscriptions_due\` (\`status\`, \`nextRenewalAt\`),
      PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE \`subscription_renewals\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`subscriptionId\` int NOT NULL,
      \`dueAt\` datetime(3) NOT NULL,
      \`status\` varchar(20) NOT NULL,
      \`attempts\` int NOT NULL DEFAULT 0,
      \`nextAttemptAt\` datetime(3) NOT NULL,
      \`checkoutId\` varchar(36) NULL,
      \`orderId\` int NULL,
      \`lastError\` varchar(1000) NULL,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
      UNIQUE INDEX \`UQ_subscription_renewals_due\` (\`subscriptionId\`, \`dueAt\`),
      INDEX \`IDX_subscription_renewals_claim\` (\`status\`, \`nextAttemptAt\`),
      PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `subscription_renewals`');
    await q.query('DROP TABLE `subscriptions`');
    await q.query('DROP TABLE `subscription_settings`');
    await q.query('DROP TABLE `subscribable_items`');
  }
}

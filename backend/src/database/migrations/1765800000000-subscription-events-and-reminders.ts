import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Subscriptions' history of changes (subscription_events), the reminder before each renewal (the days ahead in the
 * settings, and the renewal date a subscription's reminder was last queued for).
 */
export class SubscriptionEventsAndReminders1765800000000 implements MigrationInterface {
  name = 'SubscriptionEventsAndReminders1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`subscription_events\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`subscriptionId\` int NOT NULL,
      \`kind\` varchar(40) NOT NULL,
      \`actor\` varchar(20) NOT NULL,
      \`detail\` varchar(500) NULL,
      \`createdAt\` datetime(3) NOT NULL,
      INDEX \`IDX_subscription_events_subscription\` (\`subscriptionId\`, \`id\`),
      PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query('ALTER TABLE `subscription_settings` ADD `reminderDays` int NOT NULL DEFAULT 3');
    await q.query('ALTER TABLE `subscriptions` ADD `remindedFor` datetime(3) NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `subscriptions` DROP COLUMN `remindedFor`');
    await q.query('ALTER TABLE `subscription_settings` DROP COLUMN `reminderDays`');
    await q.query('DROP TABLE `subscription_events`');
  }
}

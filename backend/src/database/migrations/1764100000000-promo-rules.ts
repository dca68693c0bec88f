import { MigrationInterface, QueryRunner } from 'typeorm';

/** Promo code rules (window, minimum, usage limits) and the redemptions they are counted from. */
export class PromoRules1764100000000 implements MigrationInterface {
  name = 'PromoRules1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE \`promo_codes\`
      ADD \`startsAt\` datetime(3) NULL DEFAULT NULL,
      ADD \`endsAt\` datetime(3) NULL DEFAULT NULL,
      ADD \`minimumSubtotal\` decimal(10,2) NULL,
      ADD \`usageLimit\` int NULL DEFAULT NULL,
      ADD \`usageLimitPerCustomer\` int NULL DEFAULT NULL`);
    await q.query(`CREATE TABLE \`promo_redemptions\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`promoCodeId\` int NOT NULL,
      \`checkoutId\` varchar(36) NOT NULL,
      \`email\` varchar(254) NOT NULL,
      \`status\` varchar(20) NOT NULL,
      \`expiresAt\` datetime(3) NULL DEFAULT NULL,
      \`orderId\` int NULL DEFAULT NULL,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      UNIQUE INDEX \`UQ_promo_redemptions_checkout\` (\`checkoutId\`),
      INDEX \`IDX_promo_redemptions_order\` (\`orderId\`),
      INDEX \`IDX_promo_redemptions_code_email\` (\`promoCodeId\`, \`email\`),
      PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    // Orders placed before this table existed count as redemptions of their code (facts, not a counter).
    await q.query(`INSERT INTO \`promo_redemptions\` (\`promoCodeId\`, \`checkoutId\`, \`email\`, \`status\`, \`orderId\`)
      SELECT p.\`id\`, CONCAT('order-', o.\`id\`), LOWER(o.\`customerEmail\`), 'redeemed', o.\`id\`
      FROM \`orders\` o JOIN \`promo_codes\` p ON p.\`code\` = o.\`promoCode\``);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `promo_redemptions`');
    await q.query(
      'ALTER TABLE `promo_codes` DROP COLUMN `usageLimitPerCustomer`, DROP COLUMN `usageLimit`, DROP COLUMN `minimumSubtotal`, DROP COLUMN `endsAt`, DROP COLUMN `startsAt`',
    );
  }
}

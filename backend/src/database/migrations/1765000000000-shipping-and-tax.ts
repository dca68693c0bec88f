import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shipping methods and tax rates staff manage, and what an order was charged for them (docs/shipping-and-tax.md).
 * Orders placed before carry no method, 0.00 shipping and 0.00 tax, which is what they were charged.
 */
export class ShippingAndTax1765000000000 implements MigrationInterface {
  name = 'ShippingAndTax1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`shipping_methods\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`name\` varchar(100) NOT NULL,
      \`price\` decimal(10,2) NOT NULL,
      \`freeFrom\` decimal(10,2) NULL,
      \`estimateDaysMin\` int NOT NULL,
      \`estimateDaysMax\` int NOT NULL,
      \`taxable\` tinyint NOT NULL DEFAULT 1,
      \`position\` int NOT NULL DEFAULT 0,
      \`isActive\` tinyint NOT NULL DEFAULT 1,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
      PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE \`tax_rates\` (
      \`state\` varchar(2) NOT NULL,
      \`rate\` decimal(6,3) NOT NULL,
      \`shippingTaxable\` tinyint NOT NULL DEFAULT 0,
      \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
      PRIMARY KEY (\`state\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`ALTER TABLE \`orders\`
      ADD \`shippingAddress2\` varchar(300) NULL,
      ADD \`billingAddress2\` varchar(300) NULL,
      ADD \`shippingMethodId\` int NULL,
      ADD \`shippingMethodName\` varchar(100) NULL,
      ADD \`shippingPrice\` decimal(10,2) NULL,
      ADD \`shippingAmount\` decimal(10,2) NOT NULL DEFAULT '0.00',
      ADD \`taxAmount\` decimal(10,2) NOT NULL DEFAULT '0.00',
      ADD \`shippingTaxAmount\` decimal(10,2) NOT NULL DEFAULT '0.00',
      ADD \`taxableAmount\` decimal(10,2) NOT NULL DEFAULT '0.00',
      ADD \`taxState\` varchar(2) NULL,
      ADD \`taxRate\` varchar(7) NULL`);
    // The dashboard's figures read shipping and tax too, still from the index alone.
    await q.query('DROP INDEX `IDX_orders_stats` ON `orders`');
    await q.query(
      'CREATE INDEX `IDX_orders_stats` ON `orders` (`createdAt`, `orderStatus`, `total`, `discountAmount`, `promoCode`, `shippingAmount`, `taxAmount`)',
    );
    await q.query(`ALTER TABLE \`order_items\`
      ADD \`discount\` decimal(10,2) NOT NULL DEFAULT '0.00',
      ADD \`tax\` decimal(10,2) NOT NULL DEFAULT '0.00'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `order_items` DROP COLUMN `tax`, DROP COLUMN `discount`');
    await q.query('DROP INDEX `IDX_orders_stats` ON `orders`');
    await q.query(
      'CREATE INDEX `IDX_orders_stats` ON `orders` (`createdAt`, `orderStatus`, `total`, `discountAmount`, `promoCode`)',
    );
    await q.query(
      'ALTER TABLE `orders` DROP COLUMN `taxRate`, DROP COLUMN `taxState`, DROP COLUMN `taxableAmount`, DROP COLUMN `shippingTaxAmount`, DROP COLUMN `taxAmount`, DROP COLUMN `shippingAmount`, DROP COLUMN `shippingPrice`, DROP COLUMN `shippingMethodName`, DROP COLUMN `shippingMethodId`, DROP COLUMN `billingAddress2`, DROP COLUMN `shippingAddress2`',
    );
    await q.query('DROP TABLE `tax_rates`');
    await q.query('DROP TABLE `shipping_methods`');
  }
}

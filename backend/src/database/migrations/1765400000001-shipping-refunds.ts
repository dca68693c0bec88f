import { MigrationInterface, QueryRunner } from 'typeorm';

/** A refund says how much of the shipping charge it returns (docs/shipping-and-tax.md, How a refund splits). */
export class ShippingRefunds1765400000001 implements MigrationInterface {
  name = 'ShippingRefunds1765400000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `order_refunds` ADD `shippingCents` int NOT NULL DEFAULT 0');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `order_refunds` DROP COLUMN `shippingCents`');
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/** An order placed by a subscription's renewal names the subscription (orders.renewalOf), for the list and the CSV. */
export class RenewalOrders1765800000001 implements MigrationInterface {
  name = 'RenewalOrders1765800000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `orders` ADD `renewalOf` int NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `orders` DROP COLUMN `renewalOf`');
  }
}

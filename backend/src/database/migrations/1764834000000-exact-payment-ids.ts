import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payment ids compare exactly, as they do on SQLite: under the tables' case-insensitive collation a lower-cased id
 * found another shopper's payment, and two free-order keys differing only in case collided on the unique index.
 */
export class ExactPaymentIds1764834000000 implements MigrationInterface {
  name = 'ExactPaymentIds1764834000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE `orders` MODIFY `paymentId` varchar(100) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NULL',
    );
    await q.query(
      'ALTER TABLE `pending_checkouts` MODIFY `paymentId` varchar(100) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NULL',
    );
    await q.query(
      'ALTER TABLE `demo_payments` MODIFY `id` varchar(40) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE `demo_payments` MODIFY `id` varchar(40) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL',
    );
    await q.query(
      'ALTER TABLE `pending_checkouts` MODIFY `paymentId` varchar(100) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NULL',
    );
    await q.query(
      'ALTER TABLE `orders` MODIFY `paymentId` varchar(100) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NULL',
    );
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each hold says which address holds it, so the per-address cap counts the units held now (docs/security.md). */
export class HoldHolders1765400000000 implements MigrationInterface {
  name = 'HoldHolders1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE \`stock_reservations\`
      ADD \`holderKey\` varchar(64) NULL DEFAULT NULL,
      ADD INDEX \`IDX_stock_reservations_holder\` (\`holderKey\`, \`status\`)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE `stock_reservations` DROP INDEX `IDX_stock_reservations_holder`, DROP COLUMN `holderKey`',
    );
  }
}

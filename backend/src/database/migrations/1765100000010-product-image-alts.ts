import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each product picture has its alt text, in the order of `images` (docs/media.md); rows saved before have none. */
export class ProductImageAlts1765100000010 implements MigrationInterface {
  name = 'ProductImageAlts1765100000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `products` ADD `imageAlts` text NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `products` DROP COLUMN `imageAlts`');
  }
}

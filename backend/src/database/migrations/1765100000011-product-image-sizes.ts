import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each product picture's stored size, so the storefront draws an uploaded photo from every stored width. */
export class ProductImageSizes1765100000011 implements MigrationInterface {
  name = 'ProductImageSizes1765100000011';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `products` ADD `imageSizes` text NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `products` DROP COLUMN `imageSizes`');
  }
}

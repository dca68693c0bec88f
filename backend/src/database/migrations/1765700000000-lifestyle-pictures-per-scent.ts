import { MigrationInterface, QueryRunner } from 'typeorm';

const FORMAT_KEYS = ['hand-soap', 'dish-soap', 'surface-spray', 'room-mist', 'soy-wax-candle'];

/**
 * The seeded products' lifestyle pictures move from one per format (which showed one scent's label on every scent's
 * page) to one per format and scent: `lifestyle/{format}-{scent}.webp` (docs/catalogue.md). Rows staff changed keep
 * theirs; only the seeded path is replaced.
 */
export class LifestylePicturesPerScent1765700000000 implements MigrationInterface {
  name = 'LifestylePicturesPerScent1765700000000';

  async up(q: QueryRunner): Promise<void> {
    for (const key of FORMAT_KEYS) {
      await q.query(
        `UPDATE \`products\` SET \`images\` = REPLACE(\`images\`, ?, CONCAT('"/public-objects/lifestyle/${key}-', \`scentNumber\`, '.webp"'))
         WHERE \`slug\` = CONCAT(?, '-no-', \`scentNumber\`) AND \`images\` LIKE ?`,
        [`"/public-objects/lifestyle/${key}.webp"`, key, `%"/public-objects/lifestyle/${key}.webp"%`],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const key of FORMAT_KEYS) {
      await q.query(
        `UPDATE \`products\` SET \`images\` = REPLACE(\`images\`, CONCAT('"/public-objects/lifestyle/${key}-', \`scentNumber\`, '.webp"'), ?)
         WHERE \`slug\` = CONCAT(?, '-no-', \`scentNumber\`)`,
        [`"/public-objects/lifestyle/${key}.webp"`, key],
      );
    }
  }
}

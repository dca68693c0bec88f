import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's search index (src/orders/order-search-grams.ts): every three-character window of an order's six
 * searched values, lower-cased, keyed (gram, orderId) so one gram's orders are one index range. The gram column has
 * the orders' collation on purpose: the lookup then folds case and accents exactly as the verifying LIKE does.
 * No foreign key: it would need a second index on orderId on every write, and orders are never deleted.
 *
 * Orders placed before this migration are indexed here, by the database itself: SUBSTRING over LOWER of each value
 * for every start position (a recursive CTE counts to the longest column, 254), the same windows the app writes.
 */
export class OrderSearchGrams1764700000000 implements MigrationInterface {
  name = 'OrderSearchGrams1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`order_search_grams\` (
      \`gram\` char(3) NOT NULL,
      \`orderId\` int NOT NULL,
      PRIMARY KEY (\`gram\`, \`orderId\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`INSERT IGNORE INTO \`order_search_grams\` (\`gram\`, \`orderId\`)
      WITH RECURSIVE positions (n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM positions WHERE n < 254)
      SELECT SUBSTRING(v.text, positions.n, 3), v.id
      FROM (
        SELECT id, LOWER(CAST(orderNumber AS CHAR)) AS text FROM \`orders\`
        UNION ALL SELECT id, LOWER(storeCode) FROM \`orders\`
        UNION ALL SELECT id, LOWER(customerName) FROM \`orders\`
        UNION ALL SELECT id, LOWER(customerEmail) FROM \`orders\`
        UNION ALL SELECT id, LOWER(shippingCity) FROM \`orders\`
        UNION ALL SELECT id, LOWER(shippingState) FROM \`orders\`
      ) v
      JOIN positions ON positions.n <= CHAR_LENGTH(v.text) - 2`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `order_search_grams`');
  }
}

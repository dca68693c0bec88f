import { MigrationInterface, QueryRunner } from 'typeorm';

/** Stock per product and size, its reservations by checkouts and the staff's adjustments (docs/inventory.md). */
export class Inventory1764800000000 implements MigrationInterface {
  name = 'Inventory1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`product_stock\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`productId\` int NOT NULL,
      \`size\` varchar(60) NOT NULL,
      \`quantity\` int NULL DEFAULT NULL,
      \`lowStockThreshold\` int NULL DEFAULT NULL,
      \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
      UNIQUE INDEX \`UQ_product_stock_product_size\` (\`productId\`, \`size\`),
      PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE \`stock_reservations\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`checkoutId\` varchar(36) NOT NULL,
      \`productId\` int NOT NULL,
      \`size\` varchar(60) NOT NULL,
      \`quantity\` int NOT NULL,
      \`status\` varchar(20) NOT NULL,
      \`expiresAt\` datetime(3) NULL DEFAULT NULL,
      \`orderId\` int NULL DEFAULT NULL,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      UNIQUE INDEX \`UQ_stock_reservations_checkout_line\` (\`checkoutId\`, \`productId\`, \`size\`),
      INDEX \`IDX_stock_reservations_expiry\` (\`status\`, \`expiresAt\`),
      INDEX \`IDX_stock_reservations_order\` (\`orderId\`),
      PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE \`inventory_events\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`productId\` int NOT NULL,
      \`size\` varchar(60) NOT NULL,
      \`reason\` varchar(30) NOT NULL,
      \`delta\` int NOT NULL,
      \`quantityAfter\` int NOT NULL,
      \`note\` varchar(500) NULL DEFAULT NULL,
      \`orderId\` int NULL DEFAULT NULL,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      INDEX \`IDX_inventory_events_product_size\` (\`productId\`, \`size\`),
      INDEX \`IDX_inventory_events_order\` (\`orderId\`),
      PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `inventory_events`');
    await q.query('DROP TABLE `stock_reservations`');
    await q.query('DROP TABLE `product_stock`');
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/** The whole data model of docs/product.md, What the shop keeps, in MySQL 8 / MariaDB dialect. */
export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  async up(q: QueryRunner): Promise<void> {
    const table = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';
    await q.query(`CREATE TABLE \`products\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`name\` varchar(200) NOT NULL,
      \`slug\` varchar(200) NOT NULL,
      \`description\` text NOT NULL,
      \`price\` decimal(10,2) NOT NULL,
      \`refillPrice\` decimal(10,2) NULL,
      \`category\` varchar(60) NOT NULL,
      \`image\` varchar(500) NOT NULL,
      \`imageUrl\` varchar(500) NULL,
      \`images\` text NOT NULL,
      \`sizes\` text NOT NULL,
      \`fragranceFamily\` varchar(120) NULL,
      \`topNotes\` varchar(255) NULL,
      \`heartNotes\` varchar(255) NULL,
      \`baseNotes\` varchar(255) NULL,
      \`ritual\` text NULL,
      \`ingredients\` text NULL,
      \`sustainability\` text NULL,
      \`safety\` text NULL,
      \`scentNumber\` varchar(4) NULL,
      \`availableScents\` text NULL,
      \`burnTime\` varchar(100) NULL,
      \`wickType\` varchar(100) NULL,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
      UNIQUE INDEX \`UQ_products_slug\` (\`slug\`),
      PRIMARY KEY (\`id\`)) ${table}`);

    await q.query(`CREATE TABLE \`orders\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`orderNumber\` int NOT NULL,
      \`storeCode\` varchar(8) NOT NULL DEFAULT 'NHA',
      \`customerName\` varchar(200) NOT NULL,
      \`customerEmail\` varchar(254) NOT NULL,
      \`customerPhone\` varchar(40) NULL,
      \`customerNotes\` text NULL,
      \`shippingAddress\` varchar(300) NOT NULL,
      \`shippingCity\` varchar(120) NOT NULL,
      \`shippingState\` varchar(120) NOT NULL,
      \`shippingZip\` varchar(20) NOT NULL,
      \`billingAddress\` varchar(300) NULL,
      \`billingCity\` varchar(120) NULL,
      \`billingState\` varchar(120) NULL,
      \`billingZip\` varchar(20) NULL,
      \`subtotal\` decimal(10,2) NOT NULL,
      \`total\` decimal(10,2) NOT NULL,
      \`promoCode\` varchar(50) NULL,
      \`discountAmount\` decimal(10,2) NULL,
      \`paymentId\` varchar(100) NULL,
      \`trackingNumber\` varchar(100) NULL,
      \`carrier\` varchar(100) NOT NULL DEFAULT 'UPS',
      \`shippedAt\` datetime NULL,
      \`deliveredAt\` datetime NULL,
      \`orderStatus\` varchar(20) NOT NULL DEFAULT 'pending',
      \`netsuiteOrderId\` varchar(100) NULL,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      UNIQUE INDEX \`UQ_orders_order_number\` (\`orderNumber\`),
      UNIQUE INDEX \`UQ_orders_payment_id\` (\`paymentId\`),
      INDEX \`IDX_orders_created_at\` (\`createdAt\`),
      PRIMARY KEY (\`id\`)) ${table}`);

    await q.query(`CREATE TABLE \`order_items\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`orderId\` int NOT NULL,
      \`productId\` int NULL,
      \`productName\` varchar(200) NOT NULL,
      \`scent\` varchar(4) NULL,
      \`size\` varchar(60) NULL,
      \`quantity\` int NOT NULL,
      \`price\` decimal(10,2) NOT NULL,
      PRIMARY KEY (\`id\`),
      CONSTRAINT \`FK_order_items_order\` FOREIGN KEY (\`orderId\`) REFERENCES \`orders\` (\`id\`) ON DELETE CASCADE) ${table}`);

    await q.query(`CREATE TABLE \`order_number_sequence\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      PRIMARY KEY (\`id\`)) ${table}`);

    await q.query(`CREATE TABLE \`promo_codes\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`code\` varchar(50) NOT NULL,
      \`discountType\` varchar(20) NOT NULL,
      \`discountValue\` decimal(10,2) NOT NULL,
      \`isActive\` int NOT NULL DEFAULT 1,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      UNIQUE INDEX \`UQ_promo_codes_code\` (\`code\`),
      PRIMARY KEY (\`id\`)) ${table}`);

    await q.query(`CREATE TABLE \`newsletter_subscribers\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`email\` varchar(254) NOT NULL,
      \`source\` varchar(50) NOT NULL DEFAULT 'footer',
      \`subscribedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      UNIQUE INDEX \`UQ_newsletter_subscribers_email\` (\`email\`),
      PRIMARY KEY (\`id\`)) ${table}`);

    await q.query(`CREATE TABLE \`users\` (
      \`id\` varchar(36) NOT NULL,
      \`email\` varchar(254) NULL,
      \`firstName\` varchar(120) NULL,
      \`lastName\` varchar(120) NULL,
      \`profileImageUrl\` varchar(500) NULL,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
      UNIQUE INDEX \`UQ_users_email\` (\`email\`),
      PRIMARY KEY (\`id\`)) ${table}`);

    await q.query(`CREATE TABLE \`sessions\` (
      \`sid\` varchar(255) NOT NULL,
      \`sess\` text NOT NULL,
      \`expire\` datetime NOT NULL,
      INDEX \`IDX_sessions_expire\` (\`expire\`),
      PRIMARY KEY (\`sid\`)) ${table}`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'sessions',
      'users',
      'newsletter_subscribers',
      'promo_codes',
      'order_number_sequence',
      'order_items',
      'orders',
      'products',
    ]) {
      await q.query(`DROP TABLE \`${t}\``);
    }
  }
}

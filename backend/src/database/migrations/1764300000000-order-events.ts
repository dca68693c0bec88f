import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each order's history (placement, fulfilment changes, staff notes, e-mails sent), read newest first per order. */
export class OrderEvents1764300000000 implements MigrationInterface {
  name = 'OrderEvents1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`order_events\` (
      \`id\` int NOT NULL AUTO_INCREMENT,
      \`orderId\` int NOT NULL,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      \`kind\` varchar(30) NOT NULL,
      \`fromValue\` varchar(255) NULL,
      \`toValue\` varchar(255) NULL,
      \`note\` text NULL,
      INDEX \`IDX_order_events_order_time\` (\`orderId\`, \`createdAt\`),
      PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    // Orders placed before the history existed start it with their placement, at the time they were placed.
    await q.query(
      "INSERT INTO `order_events` (`orderId`, `createdAt`, `kind`) SELECT `id`, `createdAt`, 'placed' FROM `orders`",
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `order_events`');
  }
}

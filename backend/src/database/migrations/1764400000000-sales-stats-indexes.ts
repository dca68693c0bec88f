import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the sales dashboard (GET /api/admin/stats): covering indexes so a range of days is read from the
 * index alone (orders by createdAt, their lines by orderId) and sign-ups by date. See docs/dashboard.md.
 */
export class SalesStatsIndexes1764400000000 implements MigrationInterface {
  name = 'SalesStatsIndexes1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE INDEX `IDX_orders_stats` ON `orders` (`createdAt`, `orderStatus`, `total`, `discountAmount`, `promoCode`)',
    );
    await q.query(
      'CREATE INDEX `IDX_order_items_stats` ON `order_items` (`orderId`, `productName`, `scent`, `quantity`, `price`)',
    );
    await q.query(
      'CREATE INDEX `IDX_newsletter_subscribers_subscribed_at` ON `newsletter_subscribers` (`subscribedAt`)',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX `IDX_newsletter_subscribers_subscribed_at` ON `newsletter_subscribers`');
    await q.query('DROP INDEX `IDX_order_items_stats` ON `order_items`');
    await q.query('DROP INDEX `IDX_orders_stats` ON `orders`');
  }
}

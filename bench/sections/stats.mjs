// Section "Sales dashboard": runs the stats benchmark (`npm run bench:stats`, backend/bench/stats.bench.ts) in its own
// process, like the export section, and reads its figures back as JSON.
import { runBackendBench } from '../backend-bench.mjs';

const HOW = `**What it does** (\`backend/bench/stats.bench.ts\`, also \`npm run bench:stats\` on its own): creates a fresh database
on the configured server (\`DATABASE_URL\`, or a temporary SQLite file), seeds \`BENCH_ORDERS\` orders (default 100,000;
1-3 lines each, five statuses, four scents, two promo codes) spread evenly over the two years ending yesterday (a shop
with years of orders), then asks \`GET /api/admin/stats\` for the last 90 days \`BENCH_STATS_REQUESTS\` times (default
200, after 10 warm-up requests), one request at a time over loopback, then 7 days and the whole two years (every
order: the longest range the API accepts), and reports the latency percentiles.

**How it is computed:** four aggregations over the range (orders per shop day and status, lines per product and scent,
promo codes, sign-ups) and two for the previous period, run side by side on separate connections, each a range scan of a covering index (\`IDX_orders_stats\` on
createdAt, orderStatus, total, discountAmount, promoCode; \`IDX_order_items_stats\` on orderId, productName, scent,
quantity, price), so no order is loaded into the process. The cost grows with the orders inside the range, not with
the table: the two-year row shows the worst case. See docs/dashboard.md.`;

export default {
  id: 'stats',
  title: 'Sales dashboard figures',
  needsShop: false,
  async run() {
    const r = await runBackendBench('bench:stats');
    return {
      markdown: [
        `${r.orders.toLocaleString('en-US')} orders seeded in ${r.seedSeconds.toFixed(0)} s in a database of its own on the same server; the two-year answer counts ${r.ordersSeen.toLocaleString('en-US')} of them.`,
        '',
        r.table,
        '',
        HOW,
      ].join('\n'),
      targets: [
        { name: `every seeded order counted in the two-year answer`, holds: r.ordersSeen === r.orders, why: `${r.ordersSeen} counted` },
        { name: `GET /api/admin/stats for 90 days: p99 <= ${r.targetP99Ms} ms`, holds: r.p99 <= r.targetP99Ms, why: `${r.p99.toFixed(1)} ms` },
      ],
    };
  },
};

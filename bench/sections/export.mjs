// Section "CSV export": runs the export benchmark (`npm run bench:export`, backend/bench/export.bench.ts) in its own
// process, so its memory figures are not mixed with this run's, and reads its figures back as JSON.
import { runBackendBench } from '../backend-bench.mjs';

const mb = (n) => `${n.toFixed(1)} MB`;

export default {
  id: 'export',
  title: 'CSV export of orders',
  needsShop: false,
  async run() {
    const r = await runBackendBench('bench:export');
    const orders = r.orders.toLocaleString('en-US');
    return {
      shares: 'the app with its client in one process, and the database',
      figures: [
        {
          figure: `\`GET /api/admin/orders/export\`, ${orders} orders: CSV records, identity and gzip`,
          target: `${orders} each`,
          measured: r.results.map((x) => x.rows.toLocaleString('en-US')).join(', '),
          holds: r.rowsMatch,
        },
        {
          figure: 'peak RSS growth, identity and gzip',
          target: `< ${r.memoryTargetMb} MB`,
          measured: r.results.map((x) => mb(x.peakRssGrowthMb)).join(', '),
          holds: r.worstRssGrowthMb < r.memoryTargetMb,
        },
        {
          figure: 'download time, identity and gzip',
          target: 'none',
          measured: r.results.map((x) => `${x.seconds.toFixed(2)} s`).join(', '),
          holds: null,
        },
      ],
      bounds:
        'The export streams 500 orders at a time, reading on when the socket asks (`backend/src/orders/order-csv-export.service.ts`).',
    };
  },
};

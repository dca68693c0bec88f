import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { insertOrdersInBulk } from '../test/support/bulk-orders';
import { timeRequests, type Timing } from './bench-timing';
import { runBench, startBenchApp } from './bench-app';

/**
 * `npm run bench:admin-orders`: the back office's order list at scale. Seeds BENCH_ORDERS (default 100,000) orders
 * (two lines each, 20 shipping cities, one e-mail address per order, one order a minute) in a fresh database on the
 * configured server (DATABASE_URL, or a temporary SQLite file), starts the app, and times `GET /api/admin/orders`
 * BENCH_ADMIN_ORDERS_REQUESTS times each (default 100, after 5 warm-up requests), one request at a time over
 * loopback: the first page (newest 50, with the total), a search for one customer's e-mail, and a search for a city.
 * A report, not a test: the target (p99 <= 100 ms each) is printed, never asserted.
 * `--json=FILE` also writes the figures and the table there, for `npm run bench` (bench/sections/admin-orders.mjs).
 */
const ORDERS = Number(process.env.BENCH_ORDERS || 100_000);
const REQUESTS = Number(process.env.BENCH_ADMIN_ORDERS_REQUESTS || 100);
const WARMUP = 5;
const PASSWORD = 'bench-admin-password';
const TARGET_P99_MS = 100;

export const CITIES = [
  'Indianapolis',
  'Fort Wayne',
  'Evansville',
  'South Bend',
  'Carmel',
  'Fishers',
  'Bloomington',
  'Hammond',
  'Gary',
  'Lafayette',
  'Muncie',
  'Noblesville',
  'Terre Haute',
  'Kokomo',
  'Anderson',
  'Greenwood',
  'Elkhart',
  'Mishawaka',
  'Columbus',
  'Westfield',
];

async function main(): Promise<void> {
  const { app, onMysql, close } = await startBenchApp(PASSWORD);
  try {
    const seedStarted = Date.now();
    await insertOrdersInBulk(app.get(DataSource), ORDERS, 1, undefined, (n) => ({
      order: { shippingCity: CITIES[(n * 7) % CITIES.length] },
    }));
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = await app.getUrl();
    const headers = { authorization: `Bearer ${PASSWORD}` };
    // An address in the middle of the history (older than the first page), and a city of every 20th order.
    const email = `customer${Math.floor(ORDERS / 2) + 17}@example.com`;
    const city = 'Fort Wayne';
    const cases = [
      { label: 'first page (newest 50, with the total)', query: '' },
      { label: `search by e-mail (\`${email}\`, 1 order)`, query: `?search=${encodeURIComponent(email)}` },
      {
        label: `search by city (\`${city}\`, ${Math.round(ORDERS / CITIES.length).toLocaleString('en-US')} orders)`,
        query: `?search=${encodeURIComponent(city)}`,
      },
      { label: `search by city, page 20`, query: `?search=${encodeURIComponent(city)}&page=20` },
    ];
    const results: Array<{ label: string; total: number } & Timing> = [];
    for (const c of cases) {
      const url = `${baseUrl}/api/admin/orders${c.query}`;
      const { total } = (await (await fetch(url, { headers })).json()) as { total: number };
      await timeRequests(url, headers, WARMUP);
      results.push({ label: c.label, total, ...(await timeRequests(url, headers, REQUESTS)) });
    }
    const table = [
      '| request | total | requests (one at a time) | p50 | p99 | max |',
      '|---|---:|---:|---:|---:|---:|',
      ...results.map(
        (r) =>
          `| ${r.label} | ${r.total.toLocaleString('en-US')} | ${r.count} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.max.toFixed(1)} ms |`,
      ),
    ].join('\n');
    console.log(
      `Seeded ${ORDERS.toLocaleString('en-US')} orders in ${seedSeconds.toFixed(1)} s on ${onMysql ? 'MySQL/MariaDB' : 'SQLite'}\n\n${table}`,
    );
    const worstP99 = Math.max(...results.map((r) => r.p99));
    console.log(
      `\nTarget (p99 <= ${TARGET_P99_MS} ms each): ${worstP99 <= TARGET_P99_MS ? 'met' : 'NOT met'} (worst ${worstP99.toFixed(1)} ms)`,
    );
    const jsonPath = process.argv.find((a) => a.startsWith('--json='))?.slice('--json='.length);
    if (jsonPath)
      writeFileSync(
        jsonPath,
        JSON.stringify({ orders: ORDERS, seedSeconds, targetP99Ms: TARGET_P99_MS, table, results }, null, 2),
      );
  } finally {
    await close();
  }
}

runBench(main);

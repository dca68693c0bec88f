import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { DataSource } from 'typeorm';
import { addDays, localDay, startOfLocalDay } from '../src/common/shop-time-zone';
import { ORDER_STATUSES } from '../src/orders/order-constants';
import { BulkOrderShape, insertOrdersInBulk } from '../test/support/bulk-orders';
import { timeRequests, type Timing } from './bench-timing';
import { runBench, startBenchApp } from './bench-app';

/**
 * `npm run bench:stats`: seeds BENCH_ORDERS (default 100,000) orders spread evenly over the two years (731 shop days)
 * ending yesterday, a shop with years of orders, with five statuses, four scents, two promo codes and one to three
 * lines each; starts the app and asks `GET /api/admin/stats` for the last 90 of those days BENCH_STATS_REQUESTS times
 * (default 200, after 10 warm-up requests), one at a time, then 7 days, and the whole two years (every order: the
 * worst case the API allows).
 * A report, not a test: the target (p99 <= 300 ms for 90 days) is printed, never asserted.
 * `--json=FILE` also writes the figures and the table there, for `npm run bench` (bench/sections/stats.mjs).
 */
const ORDERS = Number(process.env.BENCH_ORDERS || 100_000);
const REQUESTS = Number(process.env.BENCH_STATS_REQUESTS || 200);
const WARMUP = 10;
const PASSWORD = 'bench-admin-password';
const TARGET_P99_MS = 300;
const DAYS = 90;
/** The seeded history. */
const HISTORY_DAYS = 731;

const PRODUCTS = [
  ['Hand Soap', '16 oz', '18.00'],
  ['Dish Soap', '16 oz', '16.00'],
  ['Surface Spray', '16 oz', '14.00'],
  ['Room Mist', '4 oz', '24.00'],
  ['Soy Wax Candle', '8 oz', '32.00'],
] as const;
const SCENTS = ['09', '42', '62', '92'];

function shapeFor(start: number, end: number): BulkOrderShape {
  const step = (end - start) / ORDERS;
  return (n) => {
    const lines = (n % 3) + 1;
    const items = Array.from({ length: lines }, (_, k) => {
      const [name, size, price] = PRODUCTS[(n + k) % PRODUCTS.length];
      const scent = SCENTS[(n * 7 + k) % SCENTS.length];
      return { productName: `${name} No. ${scent}`, scent, size, quantity: ((n + k) % 4) + 1, price };
    });
    const promo = n % 5 === 0 ? 'WELCOME15' : n % 11 === 0 ? 'FALL10' : null;
    return {
      order: {
        createdAt: new Date(start + Math.floor(n * step)),
        orderStatus: ORDER_STATUSES[n % ORDER_STATUSES.length],
        promoCode: promo,
        discountAmount: promo ? '5.00' : null,
        total: promo ? '63.00' : '68.00',
      },
      items,
    };
  };
}

function timeStats(baseUrl: string, query: string, count: number): Promise<Timing> {
  return timeRequests(`${baseUrl}/api/admin/stats${query}`, { authorization: `Bearer ${PASSWORD}` }, count);
}

async function main(): Promise<void> {
  const { app, config, onMysql, close } = await startBenchApp(PASSWORD);
  try {
    const to = addDays(localDay(Date.now(), config.shopTimeZone), -1);
    const from = addDays(to, -(DAYS - 1));
    const start = startOfLocalDay(addDays(to, -(HISTORY_DAYS - 1)), config.shopTimeZone);
    const end = startOfLocalDay(addDays(to, 1), config.shopTimeZone);
    const seedStarted = Date.now();
    let lastReport = 0;
    const progress = (done: number) => {
      if (done - lastReport >= 20_000 || done === ORDERS) {
        lastReport = done;
        console.log(`  seeded ${done.toLocaleString('en-US')} orders`);
      }
    };
    await insertOrdersInBulk(app.get(DataSource), ORDERS, 1, progress, shapeFor(start, end));
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = await app.getUrl();

    const range90 = `?from=${from}&to=${to}`;
    const check = (await (
      await fetch(`${baseUrl}/api/admin/stats?from=${addDays(to, -(HISTORY_DAYS - 1))}&to=${to}`, {
        headers: { authorization: `Bearer ${PASSWORD}` },
      })
    ).json()) as {
      statuses: Array<{ orders: number }>;
    };
    const ordersSeen = check.statuses.reduce((sum, s) => sum + s.orders, 0);
    await timeStats(baseUrl, range90, WARMUP);
    const results = [
      {
        label: `${DAYS} days (${from} to ${to}), about ${Math.round((ORDERS * DAYS) / HISTORY_DAYS).toLocaleString('en-US')} orders`,
        ...(await timeStats(baseUrl, range90, REQUESTS)),
      },
      { label: '7 days', ...(await timeStats(baseUrl, `?from=${addDays(to, -6)}&to=${to}`, Math.min(REQUESTS, 100))) },
      {
        label: `2 years (731 days), all ${ORDERS.toLocaleString('en-US')} orders`,
        ...(await timeStats(baseUrl, `?from=${addDays(to, -730)}&to=${to}`, Math.min(REQUESTS, 20))),
      },
    ];
    const table = [
      '| range | requests (one at a time) | p50 | p99 | max |',
      '|---|---|---|---|---|',
      ...results.map(
        (r) => `| ${r.label} | ${r.count} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.max.toFixed(1)} ms |`,
      ),
    ].join('\n');
    console.log('');
    console.log(
      `Database: ${onMysql ? `MySQL/MariaDB (${new URL(config.databaseUrl!).host})` : 'SQLite (temporary file)'}`,
    );
    console.log(
      `Machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 1024 ** 3).toFixed(1)} GB memory, Node ${process.version}`,
    );
    console.log(
      `Seeded ${ORDERS.toLocaleString('en-US')} orders (1-3 lines each) in ${seedSeconds.toFixed(1)} s; the two-year answer counts ${ordersSeen.toLocaleString('en-US')}`,
    );
    console.log('');
    console.log(table);
    const p99 = results[0].p99;
    console.log('');
    console.log(
      `Target (p99 <= ${TARGET_P99_MS} ms for ${DAYS} days): ${p99 <= TARGET_P99_MS ? 'met' : 'NOT met'} (${p99.toFixed(1)} ms)`,
    );
    const jsonPath = process.argv.find((a) => a.startsWith('--json='))?.slice('--json='.length);
    if (jsonPath)
      writeFileSync(
        jsonPath,
        JSON.stringify(
          { orders: ORDERS, ordersSeen, seedSeconds, targetP99Ms: TARGET_P99_MS, p99, table, results },
          null,
          2,
        ),
      );
  } finally {
    await close();
  }
}

runBench(main);

// `node bench/profile-orders.mjs [orders] [warm-up]`: the orders bench's load (20 clients through the demo wallet's
// three calls) against the built shop, reporting per paid order: the shop's CPU, MariaDB's CPU (the whole server
// process, so other work on it counts too), the statements the shop sent (by shape, counted by
// bench/sql-count-preload.cjs inside the shop) and, unless PROFILE=0, the top of a `node --cpu-prof` profile. Needs
// DATABASE_URL (a fresh database of its own on that server) and `npm run build`.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { createBenchDatabase } from './bench-database.mjs';
import { inclusiveTime, topSelfTime } from './cpu-profile-summary.mjs';
import { cpuMs, databaseServerPid } from './proc-cpu.mjs';
import { placeOrders } from './sections/orders.mjs';
import { shopClient } from './shop-client.mjs';
import { REPO_ROOT, startShop } from './shop-server.mjs';

const ORDERS = Number(process.argv[2] ?? 800);
const WARM_UP = Number(process.argv[3] ?? 50);
const CLIENTS = 20;
const PROFILE = process.env.PROFILE !== '0';
const top = Number(process.env.PROFILE_TOP ?? 30);

if (!process.env.DATABASE_URL)
  throw new Error('Set DATABASE_URL (the MySQL/MariaDB server to use; a fresh database is created on it)');

async function load(client, products, count, offset) {
  const results = await placeOrders(client, products, count, offset, CLIENTS);
  return results.filter((r) => !r.ok).length;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const dir = mkdtempSync(join(tmpdir(), 'shop-orders-prof-'));
const countFile = join(dir, 'sql-counts.json');
const readCounts = async (pid) => {
  process.kill(pid, 'SIGUSR2');
  await sleep(300);
  return JSON.parse(readFileSync(countFile, 'utf8'));
};
const database = await createBenchDatabase();
const dbPid = databaseServerPid();
let shop;
let client;
const window = {};
let figures;
let counts;
try {
  const nodeArgs = [
    '--require',
    join(REPO_ROOT, 'bench', 'sql-count-preload.cjs'),
    ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : []),
  ];
  shop = await startShop({ ...database.env, SQL_COUNT_FILE: countFile }, nodeArgs);
  const products = await (await fetch(`${shop.baseUrl}/api/products`)).json();
  client = shopClient(shop.baseUrl, CLIENTS);
  await load(client, products, WARM_UP, 0);
  // Let the warm-up's e-mails go out, so the window holds only its own orders' work (as far as the poll allows).
  await sleep(6000);
  await readCounts(shop.pid);
  const loadAverage = loadavg()[0];
  const shopBefore = cpuMs(shop.pid);
  const dbBefore = dbPid ? cpuMs(dbPid) : null;
  window.from = Number(process.hrtime.bigint() / 1000n);
  const started = performance.now();
  const failed = await load(client, products, ORDERS, WARM_UP);
  const seconds = (performance.now() - started) / 1000;
  const shopAtEnd = cpuMs(shop.pid);
  const dbAtEnd = dbPid ? cpuMs(dbPid) : null;
  // The outbox sender polls every 5 s: wait until every message of the window is sent, so its work is counted.
  const url = new URL(database.env.DATABASE_URL);
  const conn = await createConnection({
    ...(url.searchParams.get('socketPath')
      ? { socketPath: url.searchParams.get('socketPath') }
      : { host: url.hostname, port: Number(url.port || 3306) }),
    user: decodeURIComponent(url.username || 'root'),
    password: decodeURIComponent(url.password),
    database: url.pathname.slice(1),
  });
  for (let i = 0; i < 60; i++) {
    const [[{ waiting }]] = await conn.query("SELECT COUNT(*) AS waiting FROM outbound_emails WHERE status <> 'sent'");
    if (Number(waiting) === 0) break;
    await sleep(1000);
  }
  await conn.end();
  window.to = Number(process.hrtime.bigint() / 1000n);
  const shopAfter = cpuMs(shop.pid);
  const dbAfter = dbPid ? cpuMs(dbPid) : null;
  counts = await readCounts(shop.pid);
  const ok = ORDERS - failed;
  figures = {
    loadAverage,
    ok,
    failed,
    ordersPerSecond: ok / seconds,
    shopMsPerOrderDuringLoad: (shopAtEnd - shopBefore) / ok,
    shopMsPerOrderWithOutbox: (shopAfter - shopBefore) / ok,
    dbMsPerOrderDuringLoad: dbPid ? (dbAtEnd - dbBefore) / ok : null,
    dbMsPerOrderWithOutbox: dbPid ? (dbAfter - dbBefore) / ok : null,
  };
} finally {
  await client?.close();
  await shop?.stop();
  await database.drop();
}

const total = Object.values(counts).reduce((a, b) => a + b, 0);
console.log(
  `load average ${figures.loadAverage.toFixed(2)} at the start; ${figures.ok} paid orders (${figures.failed} failed), ${figures.ordersPerSecond.toFixed(1)} orders/s`,
);
console.log(
  `shop CPU per order: ${figures.shopMsPerOrderDuringLoad.toFixed(2)} ms during the load, ${figures.shopMsPerOrderWithOutbox.toFixed(2)} ms with the outbox drained${PROFILE ? ' (under the profiler)' : ''}`,
);
if (figures.dbMsPerOrderDuringLoad !== null)
  console.log(
    `MariaDB CPU per order: ${figures.dbMsPerOrderDuringLoad.toFixed(2)} ms during the load, ${figures.dbMsPerOrderWithOutbox.toFixed(2)} ms with the outbox drained`,
  );
console.log(`statements per order: ${(total / figures.ok).toFixed(2)} (by shape, per order):`);
for (const [sql, n] of Object.entries(counts).sort((a, b) => b[1] - a[1]))
  console.log(`${(n / figures.ok).toFixed(2).padStart(6)}  ${sql}`);

if (PROFILE) {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  console.log(`profile: ${join(dir, file)}`);
  const { functions, packages, samples } = topSelfTime(profile, top, window.from, window.to);
  console.log(`${samples} busy samples; self time by package:`);
  for (const { name, share } of packages.slice(0, 15)) console.log(`${(share * 100).toFixed(1).padStart(5)}%  ${name}`);
  console.log('self time by function:');
  for (const { name, share } of functions) console.log(`${(share * 100).toFixed(1).padStart(5)}%  ${name}`);
  console.log("inclusive time of the shop's own functions:");
  for (const { name, share } of inclusiveTime(profile, top, window.from, window.to, (f) =>
    f.url.includes('/backend/dist/'),
  ))
    console.log(`${(share * 100).toFixed(1).padStart(5)}%  ${name}`);
  console.log('inclusive time of library functions:');
  for (const { name, share } of inclusiveTime(profile, top * 2, window.from, window.to, (f) =>
    f.url.includes('node_modules'),
  ))
    console.log(`${(share * 100).toFixed(1).padStart(5)}%  ${name}`);
}

// `node bench/profile-api.mjs [path] [seconds]`: runs the built shop with the operator's defaults (as the api bench
// does) under `node --cpu-prof` with the api bench's load (autocannon, 10 connections) on one path, then prints the top
// self-time functions of the profile: where a request's CPU goes. PROFILE_REVALIDATE=1 sends the path's current ETag
// in If-None-Match (the bench's 304 row); a promo check path gets the bench's active code created first. DATABASE_URL as for the bench (a fresh database of its own on that server).
import autocannon from 'autocannon';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBenchDatabase } from './bench-database.mjs';
import { topSelfTime } from './cpu-profile-summary.mjs';
import { createPromoCode } from './sections/api.mjs';
import { OPERATOR_DEFAULTS, startShop } from './shop-server.mjs';

const path = process.argv[2] ?? '/api/products/hand-soap-no-42';
const seconds = Number(process.argv[3] ?? 10);
const top = Number(process.env.PROFILE_TOP ?? 25);

const dir = mkdtempSync(join(tmpdir(), 'shop-prof-'));
const database = await createBenchDatabase();
let shop;
const window = {};
try {
  shop = await startShop({ ...database.env, ...OPERATOR_DEFAULTS }, ['--cpu-prof', `--cpu-prof-dir=${dir}`], {
    discardStdout: true,
  });
  if (path.startsWith('/api/promo-codes/validate/')) await createPromoCode(shop.baseUrl);
  const headers = {};
  if (process.env.PROFILE_REVALIDATE === '1')
    headers['if-none-match'] = (await fetch(`${shop.baseUrl}${path}`)).headers.get('etag');
  const run = (duration) =>
    new Promise((resolve, reject) =>
      autocannon({ url: `${shop.baseUrl}${path}`, headers, connections: 10, duration }, (e, r) =>
        e ? reject(e) : resolve(r),
      ),
    );
  await run(3);
  window.from = Number(process.hrtime.bigint() / 1000n);
  const r = await run(seconds);
  window.to = Number(process.hrtime.bigint() / 1000n);
  const statuses = Object.keys(r.statusCodeStats ?? {}).join(', ');
  console.log(
    `${path}: ${Math.round(r.requests.average)} req/s (status ${statuses}), p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`,
  );
} finally {
  await shop?.stop();
  await database.drop();
}
const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
console.log(`profile: ${join(dir, file)}`);
const { functions, packages, samples } = topSelfTime(profile, top, window.from, window.to);
console.log(`${samples} busy samples in the measured ${seconds} s; self time by package:`);
for (const { name, share } of packages.slice(0, 12)) console.log(`${(share * 100).toFixed(1).padStart(5)}%  ${name}`);
console.log('self time by function:');
for (const { name, share } of functions) console.log(`${(share * 100).toFixed(1).padStart(5)}%  ${name}`);

// `node bench/profile-api.mjs [path] [seconds]`: runs the built shop under `node --cpu-prof` with the api bench's load
// (autocannon, 10 connections) on one path, then prints the top self-time functions of the profile. Used for the
// findings in docs/benchmarks.md; DATABASE_URL as for the bench (a fresh database of its own on that server).
import autocannon from 'autocannon';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBenchDatabase } from './bench-database.mjs';
import { startShop } from './shop-server.mjs';

const path = process.argv[2] ?? '/api/products/hand-soap-no-42';
const seconds = Number(process.argv[3] ?? 10);
const top = Number(process.env.PROFILE_TOP ?? 25);

/** The package (or node internals, or the shop's own code) a call frame belongs to. */
function packageOf(url) {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return 'node internals';
  // The innermost package: fastify sits under @nestjs/platform-fastify/node_modules.
  const m = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  return url.includes('/backend/dist/') ? 'shop code' : url;
}

/**
 * Self time per function (name, file:line) and per package from a .cpuprofile, as shares of the samples taken between
 * `from` and `to` (microseconds on the profile's clock, the same monotonic clock as process.hrtime), so start-up and
 * shutdown are left out. Idle samples are left out too: the shares are of the time the server was busy.
 */
export function topSelfTime(profile, count, from = -Infinity, to = Infinity) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const hits = new Map();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i];
    if (t < from || t > to || byNode.get(id).callFrame.functionName === '(idle)') return;
    hits.set(id, (hits.get(id) ?? 0) + 1);
  });
  const byPackage = new Map();
  for (const [id, n] of hits) {
    const p = packageOf(byNode.get(id).callFrame.url);
    byPackage.set(p, (byPackage.get(p) ?? 0) + n);
  }
  const byFunction = new Map();
  for (const [id, n] of hits) {
    const f = byNode.get(id).callFrame;
    const file = f.url.replace(/^.*node_modules\//, '').replace(/^.*\/backend\/dist\//, 'dist/');
    const key = `${f.functionName || '(anonymous)'} ${file ? `${file}:${f.lineNumber + 1}` : ''}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + n);
  }
  const total = [...hits.values()].reduce((a, b) => a + b, 0);
  const ranked = (m) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, n]) => ({ name, share: n / total }));
  return { functions: ranked(byFunction), packages: ranked(byPackage), samples: total };
}

const dir = mkdtempSync(join(tmpdir(), 'shop-prof-'));
const database = await createBenchDatabase();
let shop;
const window = {};
try {
  shop = await startShop(database.env, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
  const run = (duration) => new Promise((resolve, reject) => autocannon({ url: `${shop.baseUrl}${path}`, connections: 10, duration }, (e, r) => (e ? reject(e) : resolve(r))));
  await run(3);
  window.from = Number(process.hrtime.bigint() / 1000n);
  const r = await run(seconds);
  window.to = Number(process.hrtime.bigint() / 1000n);
  console.log(`${path}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`);
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

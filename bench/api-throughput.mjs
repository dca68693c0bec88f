// API throughput with autocannon against the real server, each figure as a ratio to a bare node:http baseline
// that answers the same product-list bytes (absolute numbers drift on a shared machine; ratios much less).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './shop-server.mjs';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);

function run(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, pipelining: 1, duration }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export async function measure(url) {
  await run(url, WARMUP_S);
  const r = await run(url, DURATION_S);
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

/**
 * The baseline server runs in a child process of its own, like the shop, so that neither shares autocannon's event
 * loop (in the benchmark's own process the baseline was slowed by the load generator and the ratios flattered the shop).
 */
async function startBaseline(bytes) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'bench-baseline-'));
  const file = join(dir, 'products.json');
  writeFileSync(file, bytes);
  const source = `const b = require('node:fs').readFileSync(${JSON.stringify(file)});
require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': b.length }); s.end(b); })
  .listen(${port}, '127.0.0.1', () => process.send('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`baseline server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Returns the rows of the throughput table; `shop` is a running shop from shop-server.mjs. */
export async function benchApiThroughput(shop, promoCode) {
  const listBytes = Buffer.from(await (await fetch(`${shop.baseUrl}/api/products`)).arrayBuffer());
  const baseline = await startBaseline(listBytes);
  try {
    const base = await measure(baseline.url);
    const targets = [
      { name: 'GET /api/products', url: `${shop.baseUrl}/api/products`, minRatio: 0.35 },
      { name: 'GET /api/products/{slug}', url: `${shop.baseUrl}/api/products/hand-soap-no-42`, minRatio: 0.5 },
      { name: 'GET /api/promo-codes/validate/{code}', url: `${shop.baseUrl}/api/promo-codes/validate/${promoCode}`, minRatio: null },
    ];
    const rows = [{ name: 'baseline: bare node:http, same product-list bytes', ...base, ratio: 1, minRatio: null }];
    for (const t of targets) rows.push({ name: t.name, ...(await measure(t.url)), minRatio: t.minRatio });
    for (const row of rows.slice(1)) row.ratio = row.reqPerSec / base.reqPerSec;
    return rows;
  } finally {
    await baseline.stop();
  }
}

export function throughputMarkdown(rows) {
  const lines = [
    `| endpoint | req/s | p50 ms | p99 ms | errors | ratio to baseline | target | holds |`,
    `|---|---:|---:|---:|---:|---:|---|---|`,
  ];
  for (const r of rows) {
    const target = r.minRatio ? `≥ ${Math.round(r.minRatio * 100)}% of baseline, p99 < 25 ms, 0 errors` : r.ratio === 1 ? '—' : 'p99 < 25 ms, 0 errors';
    const holds = r.ratio === 1 && !r.minRatio ? '—' : (r.minRatio ? r.ratio >= r.minRatio : true) && r.p99 < 25 && r.errors === 0 ? 'yes' : 'no';
    lines.push(`| ${r.name} | ${Math.round(r.reqPerSec)} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.ratio * 100).toFixed(0)}% | ${target} | ${holds} |`);
  }
  return lines.join('\n');
}

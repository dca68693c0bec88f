import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { get, IncomingMessage } from 'node:http';
import { cpus, totalmem } from 'node:os';
import { createGunzip } from 'node:zlib';
import { DataSource } from 'typeorm';
import { insertOrdersInBulk } from '../test/support/bulk-orders';
import { runBench, startBenchApp } from './bench-app';

/**
 * `npm run bench:export`: seeds BENCH_ORDERS (default 100,000) orders into a fresh database on the configured
 * server (DATABASE_URL, else a temporary SQLite file), starts the app, downloads the CSV export once without
 * and once with gzip, and reports time, rows and the process's peak RSS growth (sampled every 50 ms).
 * A report, not a test: the target (< 100 MB growth) is printed, never asserted on timing.
 * `--json=FILE` also writes the figures and the table there, for `npm run bench` (bench/sections/export.mjs).
 */
const ORDERS = Number(process.env.BENCH_ORDERS || 100_000);
const PASSWORD = 'bench-admin-password';
const MEMORY_TARGET_MB = 100;
const MB = 1024 * 1024;

interface DownloadResult {
  encoding: string;
  seconds: number;
  bytes: number;
  rows: number;
  peakRssGrowthMb: number;
  peakHeapGrowthMb: number;
  /** Heap still held after a full GC once the download is over: a leak shows here, garbage does not. */
  retainedHeapMb: number;
}

function forceGc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** Streams the export, counting CRLF-terminated records without keeping the body. */
async function download(baseUrl: string, encoding: 'identity' | 'gzip'): Promise<DownloadResult> {
  forceGc();
  await new Promise((r) => setTimeout(r, 200));
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 50);
  const started = process.hrtime.bigint();
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(
      `${baseUrl}/api/admin/orders/export`,
      { headers: { authorization: `Bearer ${PASSWORD}`, 'accept-encoding': encoding } },
      resolve,
    ).on('error', reject);
  });
  if (response.statusCode !== 200) throw new Error(`export answered ${response.statusCode}`);
  const body = response.headers['content-encoding'] === 'gzip' ? response.pipe(createGunzip()) : response;
  let bytes = 0;
  let records = 0;
  let previous = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    for (const byte of chunk) {
      if (byte === 0x0a && previous === 0x0d) records++;
      previous = byte;
    }
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(sampler);
  forceGc();
  const retainedHeapMb = (process.memoryUsage().heapUsed - baseline.heapUsed) / MB;
  return {
    retainedHeapMb,
    encoding: String(response.headers['content-encoding'] ?? 'identity'),
    seconds,
    bytes,
    rows: records - 1,
    peakRssGrowthMb: (peakRss - baseline.rss) / MB,
    peakHeapGrowthMb: (peakHeap - baseline.heapUsed) / MB,
  };
}

async function main(): Promise<void> {
  const { app, config, onMysql, close } = await startBenchApp(PASSWORD);
  try {
    const seedStarted = Date.now();
    let lastReport = 0;
    await insertOrdersInBulk(app.get(DataSource), ORDERS, 1, (done) => {
      if (done - lastReport >= 20_000 || done === ORDERS) {
        lastReport = done;
        console.log(`  seeded ${done.toLocaleString('en-US')} orders`);
      }
    });
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = await app.getUrl();

    const results = [await download(baseUrl, 'identity'), await download(baseUrl, 'gzip')];
    console.log('');
    console.log(
      `Database: ${onMysql ? `MySQL/MariaDB (${new URL(config.databaseUrl!).host})` : 'SQLite (temporary file)'}`,
    );
    console.log(
      `Machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 1024 ** 3).toFixed(1)} GB memory, Node ${process.version}`,
    );
    console.log(`Seeded ${ORDERS.toLocaleString('en-US')} orders (2 lines each) in ${seedSeconds.toFixed(1)} s`);
    console.log('');
    const table = [
      '| response encoding | rows | size | time | rows/s | peak RSS growth | peak heap growth | heap retained after GC |',
      '|---|---|---|---|---|---|---|---|',
      ...results.map(
        (r) =>
          `| ${r.encoding} | ${r.rows.toLocaleString('en-US')} | ${(r.bytes / MB).toFixed(1)} MB (uncompressed) | ${r.seconds.toFixed(2)} s | ${Math.round(r.rows / r.seconds).toLocaleString('en-US')} | ${r.peakRssGrowthMb.toFixed(1)} MB | ${r.peakHeapGrowthMb.toFixed(1)} MB | ${r.retainedHeapMb.toFixed(1)} MB |`,
      ),
    ].join('\n');
    console.log(table);
    const worst = Math.max(...results.map((r) => r.peakRssGrowthMb));
    console.log('');
    console.log(
      `Memory target (< ${MEMORY_TARGET_MB} MB RSS growth): ${worst < MEMORY_TARGET_MB ? 'met' : 'NOT met'} (worst ${worst.toFixed(1)} MB)`,
    );
    const jsonPath = process.argv.find((a) => a.startsWith('--json='))?.slice('--json='.length);
    if (jsonPath) {
      const summary = {
        orders: ORDERS,
        seedSeconds,
        memoryTargetMb: MEMORY_TARGET_MB,
        worstRssGrowthMb: worst,
        rowsMatch: results.every((r) => r.rows === ORDERS),
        table,
        results,
      };
      writeFileSync(jsonPath, JSON.stringify(summary, null, 2));
    }
    if (results.some((r) => r.rows !== ORDERS)) {
      console.error(`Row count mismatch: expected ${ORDERS}, got ${results.map((r) => r.rows).join(' and ')}`);
      process.exitCode = 1;
    }
  } finally {
    await close();
  }
}

runBench(main);

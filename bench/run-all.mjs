// `npm run bench [-- --only=api,orders] [-- --out=FILE]`: runs the benchmark sections once, on MySQL when DATABASE_URL
// is set (in a fresh database of its own on that server), else SQLite, and writes docs/benchmarks.md. A section that
// cannot run says why in the report; sections not selected keep their block from the last report. Needs `npm run build`.
//
// Settings (environment): BENCH_DURATION_S / BENCH_WARMUP_S (autocannon, 15 / 3), BENCH_ORDERS_PLACED (orders per
// round, 2000), BENCH_PROMO_ROUNDS (limited-code rounds, 10), BENCH_ORDERS (seeded orders of export, stats and
// admin-orders, 100000), BENCH_STATS_REQUESTS, BENCH_ADMIN_ORDERS_REQUESTS, BENCH_CLUSTER_ORDERS (100),
// BENCH_LIGHTHOUSE_RUNS (5), BENCH_LIGHTHOUSE_PAGES (e.g. /,/checkout), BENCH_HYDRATION_RUNS (5), BENCH_LIGHTHOUSE_JSON_DIR (keeps every report
// and trace), CHROME_PATH (/usr/bin/chromium), BENCH_KEEP_DB=1 (keeps the bench's database).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { createBenchDatabase } from './bench-database.mjs';
import { renderReport, renderSection } from './report.mjs';
import adminOrders from './sections/admin-orders.mjs';
import cacheBusting from './sections/cache-busting.mjs';
import api from './sections/api.mjs';
import cluster from './sections/cluster.mjs';
import exportSection from './sections/export.mjs';
import firstLoadJs from './sections/first-load-js.mjs';
import orders from './sections/orders.mjs';
import promos from './sections/promos.mjs';
import ssr from './sections/ssr.mjs';
import hydration from './sections/storefront-hydration.mjs';
import media from './sections/media.mjs';
import lighthouse from './sections/storefront-lighthouse.mjs';
import stats from './sections/stats.mjs';
import { REPO_ROOT, startShop } from './shop-server.mjs';

const SECTIONS = [
  api,
  ssr,
  orders,
  promos,
  exportSection,
  stats,
  adminOrders,
  lighthouse,
  hydration,
  firstLoadJs,
  cluster,
  cacheBusting,
  media,
];

function parseArgs(argv) {
  const option = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const only = option('only')
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = only?.filter((id) => !SECTIONS.some((s) => s.id === id)) ?? [];
  if (unknown.length)
    throw new Error(`Unknown section ${unknown.join(', ')}; sections are ${SECTIONS.map((s) => s.id).join(', ')}`);
  return { only, out: option('out') ?? join(REPO_ROOT, 'docs', 'benchmarks.md') };
}

const shellWord = (value) => (/^[\w@%+=:,./-]*$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`);

/** The command that reruns one section with this run's settings (the environment variables it was given). */
function sectionCommand(id) {
  const env = [
    'DATABASE_URL',
    'BENCH_DURATION_S',
    'BENCH_WARMUP_S',
    'BENCH_ORDERS',
    'BENCH_ORDERS_PLACED',
    'BENCH_PROMO_ROUNDS',
    'BENCH_STATS_REQUESTS',
    'BENCH_ADMIN_ORDERS_REQUESTS',
    'BENCH_LIGHTHOUSE_RUNS',
    'BENCH_LIGHTHOUSE_PAGES',
    'BENCH_HYDRATION_RUNS',
    'BENCH_CLUSTER_ORDERS',
    'CHROME_PATH',
  ]
    .filter((k) => process.env[k])
    .map((k) => `${k}=${shellWord(process.env[k])}`);
  return [...env, 'npm run bench --', `--only=${id}`].join(' ');
}

async function main() {
  const argv = process.argv.slice(2);
  const { only, out } = parseArgs(argv);
  const selected = SECTIONS.filter((s) => !only || only.includes(s.id));
  const database = await createBenchDatabase();
  const run = {
    sectionCommand,
    machine: `${cpus().length} cores, Node ${process.version}`,
    database: database.label,
  };
  console.log(`bench: ${selected.map((s) => s.id).join(', ')}\n  ${run.machine}\n  ${run.database}`);
  const rendered = new Map();
  let shop;
  try {
    for (const section of selected) {
      console.log(`bench: ${section.title}...`);
      let result;
      try {
        if (section.needsShop && !shop) shop = await startShop({ ...database.env });
        result = await section.run({ shop, database });
      } catch (error) {
        result = { error: error instanceof Error ? error.message : String(error) };
        console.log(`  could not run: ${result.error}`);
      }
      for (const f of result.figures ?? [])
        console.log(
          `  ${f.holds === null ? 'no target' : f.holds ? 'holds' : 'MISSED'}: ${f.figure}: ${f.measured} (target ${f.target})`,
        );
      rendered.set(section.id, renderSection(section, result, run));
    }
  } finally {
    await shop?.stop();
    await database.drop();
  }
  const previous = existsSync(out) ? readFileSync(out, 'utf8') : '';
  writeFileSync(out, renderReport(SECTIONS, rendered, previous));
  console.log(`bench: wrote ${out}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

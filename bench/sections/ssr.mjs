// Section "Server-rendered pages": the storefront's server render for the home page and a product page at
// 10 connections from the render cache; then, with a catalogue of 2,000 products, /products pages that miss the cache
// at 20 connections while one client checks /api/health.
import autocannon from 'autocannon';
import { measure } from '../api-throughput.mjs';
import { cpuMs } from '../proc-cpu.mjs';
import { BENCH_ADMIN_PASSWORD, OPERATOR_DEFAULTS, startShop } from '../shop-server.mjs';

const CONNECTIONS = 10;
const HTML = { accept: 'text/html' };
const PAGES = [
  { name: 'GET / (home)', path: '/' },
  { name: 'GET /products/hand-soap-no-42', path: '/products/hand-soap-no-42' },
];
/** Cached pages: what a request costs once rendering is out of the way (the HTML is ~100 KB, sent uncompressed here). */
const CACHED_TARGET = { maxP99: 50, maxCpuUs: 2000 };

/** A catalogue of 2,000 products, 20 clients asking for /products pages the render cache does not hold. */
const CATALOGUE_PRODUCTS = 2000;
const RENDER_CLIENTS = 20;
const RENDER_TARGET = { maxCpuMs: 100, maxHealthP99: 100 };
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
/** backend/src/web/page-render-cache.ts PAGE_CACHE_MAX_ENTRIES: cycling through more addresses than it keeps misses every time. */
const PAGE_CACHE_MAX_ENTRIES = 300;
const PAGE_SIZE = 24;
const HEALTH_INTERVAL_MS = 50;
const HEALTH_TIMEOUT_MS = 10_000;
// The admin form's categories (each a format filter of the list) and the four scents.
const CATEGORIES = ['Home Care', 'Dish Soap', 'Hand Soap', 'Candle'];
const SCENTS = ['09', '42', '62', '92'];
const FORMATS = ['all', 'surface-spray', 'dish-soap', 'hand-soap', 'candle', 'room-mist', 'refill'];

const us = (v) => Math.round(v);

export default {
  id: 'ssr',
  title: 'Server-rendered pages',
  needsShop: false,
  async run({ database }) {
    // As deployed (the other sections' shop runs with NODE_ENV=test, where React's server renderer is its development
    // build and a render costs many times more); the log level stays as it was measured before (warn).
    const shop = await startShop({ ...database.env, ...OPERATOR_DEFAULTS, LOG_LEVEL: 'warn' });
    try {
      const cached = await measurePages(shop);
      const large = await measureLargeCatalogue(shop);
      return {
        shares: `autocannon and the shop (\`NODE_ENV=production\`)`,
        figures: [...cached, ...large.figures],
        bounds: large.bounds,
      };
    } finally {
      await shop.stop();
    }
  },
};

const ms = (m) => (m.serverCpuUs / 1000).toFixed(2);

async function measurePages(shop) {
  const rows = [];
  for (const page of PAGES) {
    const check = await fetch(`${shop.baseUrl}${page.path}`, { headers: HTML });
    const html = await check.text();
    if (check.status !== 200 || !html.includes('id="ssr-state"'))
      throw new Error(
        `${page.path} was not rendered on the server (status ${check.status}); run \`npm run build\` first`,
      );
    rows.push({ ...page, cached: await measure(`${shop.baseUrl}${page.path}`, shop.pid, HTML) });
  }
  return rows.map((r) => ({
    figure: `${r.name}, cached: p99, CPU per request, errors`,
    target: `≤ ${CACHED_TARGET.maxP99} ms, ≤ ${CACHED_TARGET.maxCpuUs / 1000} ms, 0`,
    measured: `${r.cached.p99} ms, ${ms(r.cached)} ms, ${r.cached.errors}`,
    holds:
      r.cached.p99 <= CACHED_TARGET.maxP99 && r.cached.serverCpuUs <= CACHED_TARGET.maxCpuUs && r.cached.errors === 0,
  }));
}

/** 2,000 one-scent products through the admin API, spread over the admin's categories and the four scents. */
async function seedCatalogue(shop) {
  const create = async (n) => {
    const category = CATEGORIES[n % CATEGORIES.length];
    const scent = SCENTS[Math.floor(n / CATEGORIES.length) % SCENTS.length];
    const refill = category !== 'Candle';
    const res = await fetch(`${shop.baseUrl}/api/admin/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-password': BENCH_ADMIN_PASSWORD },
      body: JSON.stringify({
        name: `Bench ${category} ${n} No. ${scent}`,
        description: 'A product of the bench catalogue, described in a sentence or two like the real ones.',
        price: '18.00',
        ...(refill && { refillPrice: '60.00' }),
        category,
        scentNumber: scent,
        images: ['/public-objects/products/hand-soap-42.webp'],
        sizes: refill ? ['16 oz', 'Refill Box'] : ['8 oz'],
      }),
    });
    if (res.status !== 201) throw new Error(`creating product ${n} answered ${res.status}: ${await res.text()}`);
  };
  // Four writers at once: each write refreshes the catalogue snapshot.
  for (let n = 0; n < CATALOGUE_PRODUCTS; n += 4)
    await Promise.all([n, n + 1, n + 2, n + 3].filter((i) => i < CATALOGUE_PRODUCTS).map(create));
}

/**
 * Every /products address whose page holds a full 24 cards (each filter and scent), from the API's totals. Asked
 * in turn, more of them than the render cache keeps, each is evicted before it comes round again: every request renders.
 */
async function fullPageAddresses(shop) {
  const addresses = [];
  for (const filter of FORMATS)
    for (const scent of ['all', ...SCENTS]) {
      const query = new URLSearchParams();
      if (filter !== 'all') query.set('filter', filter);
      if (scent !== 'all') query.set('scent', scent);
      const res = await fetch(`${shop.baseUrl}/api/product-cards?${query}`);
      const { total } = await res.json();
      for (let page = 1; page <= Math.floor(total / PAGE_SIZE); page++) {
        const address = new URLSearchParams(query);
        if (page > 1) address.set('page', String(page));
        addresses.push(`/products${address.size ? `?${address}` : ''}`);
      }
    }
  if (addresses.length <= PAGE_CACHE_MAX_ENTRIES)
    throw new Error(`only ${addresses.length} full pages: the render cache would hold them all`);
  return addresses;
}

/** A load balancer's probe: one health check at a time, HEALTH_INTERVAL_MS after the last answer; a failure counts as 10 s. */
async function checkHealth(url, durationMs) {
  const latencies = [];
  let errors = 0;
  const end = Date.now() + durationMs;
  while (Date.now() < end) {
    const started = performance.now();
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
      await res.arrayBuffer();
      if (res.status !== 200) errors++;
      latencies.push(performance.now() - started);
    } catch {
      errors++;
      latencies.push(HEALTH_TIMEOUT_MS);
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_INTERVAL_MS));
  }
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)] ?? 0;
  return { p99: Math.round(p99), max: Math.round(latencies.at(-1) ?? 0), errors, count: latencies.length };
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ pipelining: 1, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measureLargeCatalogue(shop) {
  await seedCatalogue(shop);
  const addresses = await fullPageAddresses(shop);
  const probe = await fetch(`${shop.baseUrl}${addresses[0]}`, { headers: HTML });
  const bytes = Buffer.byteLength(await probe.text());
  let next = 0;
  const pages = {
    url: shop.baseUrl,
    headers: HTML,
    connections: RENDER_CLIENTS,
    duration: DURATION_S,
    requests: [{ setupRequest: (request) => ({ ...request, path: addresses[next++ % addresses.length] }) }],
  };
  // The same probe with no pages asked for: what the machine alone gives (other work may share its cores).
  const idleHealth = await checkHealth(`${shop.baseUrl}/api/health`, 5000);
  const cpuBefore = cpuMs(shop.pid);
  const [rendered, health] = await Promise.all([
    load(pages),
    checkHealth(`${shop.baseUrl}/api/health`, DURATION_S * 1000),
  ]);
  const cpuUsed = cpuMs(shop.pid) - cpuBefore;
  const ok = rendered.statusCodeStats?.['200']?.count ?? 0;
  const busy = rendered.statusCodeStats?.['503']?.count ?? 0;
  // autocannon's errors include its timeouts (10 s); answers other than 200 and 503 are errors too.
  const other = rendered.errors + rendered.non2xx - busy;
  // All the shop's CPU over the run, health checks and 503 answers included, charged to the pages it rendered.
  const cpuPerRender = cpuUsed / Math.max(1, ok);
  return {
    figures: [
      {
        figure: `GET /products, ${CATALOGUE_PRODUCTS.toLocaleString('en-US')} products, uncached, ${RENDER_CLIENTS} clients: CPU per render, p99, pages/s`,
        target: `≤ ${RENDER_TARGET.maxCpuMs} ms, none, none`,
        measured: `${cpuPerRender.toFixed(1)} ms, ${rendered.latency.p99} ms, ${rendered.requests.average}`,
        holds: cpuPerRender <= RENDER_TARGET.maxCpuMs,
      },
      {
        figure: 'the same: 503 (queue full), other errors',
        target: 'none, 0',
        measured: `${busy} of ${rendered.requests.total}, ${other} (${rendered.timeouts} timed out)`,
        holds: other === 0,
      },
      {
        figure: `GET /api/health meanwhile, every ${HEALTH_INTERVAL_MS} ms: p99, slowest, errors`,
        target: `≤ ${RENDER_TARGET.maxHealthP99} ms, none, 0`,
        measured: `${health.p99} ms, ${health.max} ms, ${health.errors} of ${health.count}`,
        holds: health.p99 <= RENDER_TARGET.maxHealthP99 && health.errors === 0,
      },
      {
        figure: 'GET /api/health before the pages: p99, slowest',
        target: 'none',
        measured: `${idleHealth.p99} ms, ${idleHealth.max} ms`,
        holds: null,
      },
    ],
    bounds: `A page holds 24 cards (${Math.round(bytes / 1024)} KB); ${addresses.length} addresses outnumber the render cache, so each request renders. Renders run 1 at a time, 16 waiting, then 503 (\`backend/src/web/page-render-cache.ts\`, RenderQueue); each render and in-process API call starts on a new event-loop turn, so health waits only for the renders in progress.`,
  };
}

// Section "Server-rendered pages": CPU time and latency of the storefront's server render (issue 21) for the home page
// and a product page at 10 connections, served from the render cache and rendered on every request.
import { CORES, measure } from '../api-throughput.mjs';
import { startShop } from '../shop-server.mjs';

const CONNECTIONS = 10;
const HTML = { accept: 'text/html' };
/**
 * The shop as deployed (infra/Dockerfile): NODE_ENV=production, which is what makes React, MUI and emotion load
 * their production builds on the server (the other sections' shop runs with NODE_ENV=test, where React's server
 * renderer is its development build and a render costs many times more). Production refuses the demo wallet and
 * wants its secrets: a PayPal configuration that is never called here, and no mail.
 */
const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'paypal',
  PAYPAL_CLIENT_ID: 'bench',
  PAYPAL_CLIENT_SECRET: 'bench',
  PAYPAL_API_BASE: 'http://127.0.0.1:9',
  ORDER_STATUS_SECRET: 'bench-order-status-secret-0123456789abcdef',
  MAIL_DISABLED: 'true',
};
/**
 * Any query parameter other than campaign tags keeps a page out of the render cache (backend/src/web/page-render-cache.ts);
 * no screen reads this one, so the page is the same and is rendered on every request.
 */
const UNCACHED = '?bench=render';
const PAGES = [
  { name: 'GET / (home)', path: '/' },
  { name: 'GET /products/hand-soap-no-42', path: '/products/hand-soap-no-42' },
];
/** Cached pages: what a request costs once rendering is out of the way (the HTML is ~100 KB, sent uncompressed here). */
const CACHED_TARGET = { maxP99: 50, maxCpuUs: 2000 };

const METHOD = (duration, warmup) => `The built shop started as deployed (\`NODE_ENV=production\`: React's production build on the server), on the
bench's database, in a process of its own. autocannon, ${CONNECTIONS} connections, pipelining 1, ${duration} s per measurement after a ${warmup} s warm-up,
\`Accept: text/html\`, no \`Accept-Encoding\` (the page is sent uncompressed; a browser's gzip/br adds the compression's
CPU to every row alike). Each page is measured twice: as served (from the render cache after the warm-up's first request), and
with \`${UNCACHED}\`, a parameter no screen reads, which keeps it out of the cache so React renders it on every request
(its data through the in-process API, renderToPipeableStream, emotion's critical CSS). Server CPU per request is
user+system time of the shop's process from \`/proc/<pid>/stat\` (10 ms ticks) over the measured run, divided by the
requests completed; the machine has ${CORES} cores, shared with autocannon (one event loop) and whatever else runs.`;

const CHOICE = `**The choice: cache the rendered catalogue pages** (\`backend/src/web/page-render-cache.ts\`, see
docs/architecture.md). The shop is one Node process; a render takes the event loop for the whole of the "rendered"
row's CPU time, so rendering every request caps the process near 1 s / that time pages per second and queues every
other request (the API, payments) behind it. The catalogue pages are the same for every visitor (the cart and the
checkout in progress live in the browser), and change only on an admin write, so each is rendered once per
catalogue version: the key is the path (campaign tags dropped; any other parameter is not cached) and the product
list's entity tag, which any admin write changes (with Redis, on every instance); at most 300 pages, least recently
asked first out; only full renders answering 200 are kept, so unknown slugs (404) cannot fill it. Streaming instead
would not lower the CPU (the whole page is still rendered) and emotion's critical CSS needs the finished HTML.
/checkout, /orders/status and addresses with other parameters are rendered on every request.`;

const FINDINGS = `**Findings.** Where a render's CPU goes (\`node --cpu-prof\` on the production-mode shop, product page rendered
on every request at 10 connections, share of busy samples by package): @mui/system 17%, @mui/material 12%, react-dom
11%, node internals 11%, V8 and GC 11%, @emotion/serialize 6%, @emotion/styled 4%, react-router 4%; the top functions
are emotion's styled wrapper and \`handleInterpolation\`, \`murmur2\` (class-name hashes) and MUI's \`sx\` resolution.
It is the styling of a large tree (header, page, footer; every \`sx\` prop serialised and hashed per render), not
one hot spot, so caching the result is the lever; the in-process API calls are a few percent. A sequential render
(one request at a time) cost 70-80 ms of CPU for /, a product page and /checkout at load average 12-15, where
three runs gave the cached rows a p50 of 10-54 ms; the run in the table is the quiet machine's (2026-11-23, Intel
Xeon, load average under 2): 23-24 ms of CPU per rendered page, 0.5 ms per cached one, cached p99 12-13 ms at 10
connections. The CPU per request moves less with the load than the latencies. Rendered every request, the process
serves a handful of pages per second and autocannon's 10 s timeout is reached (counted as errors; their CPU is in
the figure). The figures above are of \`NODE_ENV=production\`; the browser tests' shop (\`NODE_ENV=test\`) renders
with React's development build, several times slower.`;

const us = (v) => Math.round(v);

export default {
  id: 'ssr',
  title: 'Server-rendered pages',
  needsShop: false,
  async run({ database }) {
    const shop = await startShop({ ...database.env, ...PRODUCTION });
    try {
      return await measurePages(shop);
    } finally {
      await shop.stop();
    }
  },
};

async function measurePages(shop) {
  const rows = [];
  for (const page of PAGES) {
    const check = await fetch(`${shop.baseUrl}${page.path}`, { headers: HTML });
    const html = await check.text();
    if (check.status !== 200 || !html.includes('id="ssr-state"')) throw new Error(`${page.path} was not rendered on the server (status ${check.status}); run \`npm run build\` first`);
    const cached = await measure(`${shop.baseUrl}${page.path}`, shop.pid, HTML);
    const rendered = await measure(`${shop.baseUrl}${page.path}${UNCACHED}`, shop.pid, HTML);
    rows.push({ ...page, bytes: Buffer.byteLength(html), cached, rendered });
  }
  const table = [
    '| page (bytes) | served | req/s | p50 / p99 ms | server CPU µs/req | autocannon CPU µs/req | errors |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows.flatMap((r) =>
      [
        ['from the render cache', r.cached],
        [`rendered every request (\`${UNCACHED}\`)`, r.rendered],
      ].map(([how, m]) => `| ${r.name} (${r.bytes} B) | ${how} | ${Math.round(m.reqPerSec)} | ${m.p50} / ${m.p99} | ${us(m.serverCpuUs)} | ${us(m.clientCpuUs)} | ${m.errors} |`),
    ),
  ].join('\n');
  const figures = rows
    .map((r) => `${r.name}: ${(r.rendered.serverCpuUs / 1000).toFixed(1)} ms of server CPU per rendered request (p99 ${r.rendered.p99} ms), ${(r.cached.serverCpuUs / 1000).toFixed(2)} ms from the cache (p99 ${r.cached.p99} ms)`)
    .join('; ');
  return {
    markdown: [METHOD(process.env.BENCH_DURATION_S ?? 15, process.env.BENCH_WARMUP_S ?? 3), '', table, '', `**The figures:** ${figures}.`, '', CHOICE, '', FINDINGS].join('\n'),
    targets: rows.map((r) => {
      const problems = [];
      if (r.cached.p99 > CACHED_TARGET.maxP99) problems.push(`p99 ${r.cached.p99} ms`);
      if (r.cached.serverCpuUs > CACHED_TARGET.maxCpuUs) problems.push(`${us(r.cached.serverCpuUs)} µs CPU per request`);
      if (r.cached.errors) problems.push(`${r.cached.errors} errors`);
      return {
        name: `${r.name} at ${CONNECTIONS} connections, served: p99 ≤ ${CACHED_TARGET.maxP99} ms, server CPU ≤ ${CACHED_TARGET.maxCpuUs / 1000} ms per request, 0 errors`,
        holds: problems.length === 0,
        why: problems.join(', '),
      };
    }),
  };
}

// Section "Server-rendered pages": CPU time and latency of the storefront's server render (issue 21) for the home page
// and a product page at 10 connections, served from the render cache and rendered on every request.
import { measure } from '../api-throughput.mjs';
import { OPERATOR_DEFAULTS, startShop } from '../shop-server.mjs';

const CONNECTIONS = 10;
const HTML = { accept: 'text/html' };
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
    if (check.status !== 200 || !html.includes('id="ssr-state"'))
      throw new Error(
        `${page.path} was not rendered on the server (status ${check.status}); run \`npm run build\` first`,
      );
    const cached = await measure(`${shop.baseUrl}${page.path}`, shop.pid, HTML);
    const rendered = await measure(`${shop.baseUrl}${page.path}${UNCACHED}`, shop.pid, HTML);
    rows.push({ ...page, bytes: Buffer.byteLength(html), cached, rendered });
  }
  const ms = (m) => (m.serverCpuUs / 1000).toFixed(2);
  const home = rows[0];
  return {
    shares: `autocannon (${CONNECTIONS} connections) and the shop (\`NODE_ENV=production\`)`,
    figures: rows.flatMap((r) => [
      {
        figure: `${r.name}, cached: p99, CPU per request, errors`,
        target: `≤ ${CACHED_TARGET.maxP99} ms, ≤ ${CACHED_TARGET.maxCpuUs / 1000} ms, 0`,
        measured: `${r.cached.p99} ms, ${ms(r.cached)} ms, ${r.cached.errors}`,
        holds:
          r.cached.p99 <= CACHED_TARGET.maxP99 &&
          r.cached.serverCpuUs <= CACHED_TARGET.maxCpuUs &&
          r.cached.errors === 0,
      },
      {
        figure: `${r.name}, rendered every time: CPU per request, p99`,
        target: 'none',
        measured: `${ms(r.rendered)} ms, ${r.rendered.p99} ms`,
        holds: null,
      },
    ]),
    bounds: `A render holds the one event loop for ${ms(home.rendered)} ms (${home.name}; mostly MUI's and emotion's styling), which would cap the process near ${Math.round(1000 / (home.rendered.serverCpuUs / 1000))} pages/s and queue every other request. Catalogue pages are the same for every visitor, so each is rendered once per catalogue version (\`backend/src/web/page-render-cache.ts\`).`,
  };
}

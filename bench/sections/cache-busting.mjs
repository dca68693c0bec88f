// Section "Cache busting": 30 requests in flight with random ?scent=, ?filter=, ?page= and ?size= values for
// BENCH_DURATION_S while one shopper loads pages one after another, first straight at one instance, then through nginx
// (infra/nginx/shop.conf, rendered by the cluster harness) in front of two. The shopper's p95 is compared with a
// quiet run of the same pages just before, on the same instances.
import autocannon from 'autocannon';
import { get } from 'node:http';
import { loadavg } from 'node:os';
import { startCluster } from '../../infra/testing/cluster.mjs';
import { OPERATOR_DEFAULTS } from '../shop-server.mjs';

const ATTACKERS = 30;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const HTML = { accept: 'text/html' };
/** The shopper is another client than the attacker (nginx limits each address): another loopback address. */
const SHOPPER_ADDRESS = '127.0.0.2';
const SHOPPER_PACE_MS = 100;
/** A shopper's visit: the pages they load, in turn, as often as the run lasts. */
const SHOPPER_PAGES = [
  '/',
  '/products',
  '/products?filter=candle',
  '/products?scent=42',
  '/products/hand-soap-no-42',
  '/products/hand-soap-no-42?size=Refill%20Box',
  '/products/soy-wax-candle-no-92',
  '/journal',
];
const SLUGS = ['hand-soap-no-42', 'dish-soap-no-09', 'soy-wax-candle-no-92', 'room-mist-no-62'];
const MAX_P95_RATIO = 2;

const random = () => Math.random().toString(36).slice(2, 10);
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** A page address with values no page knows: each one, before the fix, was a render and a cache entry of its own. */
function bustingPath() {
  if (Math.random() < 0.5)
    return `/products?scent=${random()}&filter=${random()}&page=${2 + Math.floor(Math.random() * 900)}`;
  return `/products/${pick(SLUGS)}?size=${random()}`;
}

/** A page as a browser asks it (compressed), from the shopper's address: its status once the whole body is in. */
function load(url) {
  return new Promise((resolve, reject) => {
    const request = get(
      url,
      { localAddress: SHOPPER_ADDRESS, headers: { ...HTML, 'accept-encoding': 'br, gzip' }, timeout: 10_000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}

/** One shopper loading SHOPPER_PAGES in turn for `seconds`: each page's time, and the statuses seen. */
async function shopper(baseUrl, seconds) {
  const latencies = [];
  const statuses = new Map();
  const end = Date.now() + seconds * 1000;
  for (let i = 0; Date.now() < end; i++) {
    const started = performance.now();
    let status;
    try {
      status = await load(`${baseUrl}${SHOPPER_PAGES[i % SHOPPER_PAGES.length]}`);
    } catch {
      status = 'error';
    }
    const took = performance.now() - started;
    latencies.push(took);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    // A person's pace, brisk: a page every SHOPPER_PACE_MS at most (nginx holds a client asking faster).
    if (took < SHOPPER_PACE_MS) await new Promise((resolve) => setTimeout(resolve, SHOPPER_PACE_MS - took));
  }
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.95) - 1)] ?? 0;
  const failed = [...statuses]
    .filter(([s]) => s === 'error' || s === '429' || Number(s) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  return { p95: Math.round(p95), count: latencies.length, failed, statuses: Object.fromEntries(statuses) };
}

function attack(baseUrl) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: baseUrl,
        headers: HTML,
        connections: ATTACKERS,
        pipelining: 1,
        duration: DURATION_S,
        requests: [{ setupRequest: (request) => ({ ...request, path: bustingPath() }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

/** The shopper alone, then the shopper under the attack, against one address. */
async function measure(baseUrl) {
  // Warm the shopper's pages into the render cache, as a running shop has them.
  await shopper(baseUrl, 2);
  const quiet = await shopper(baseUrl, DURATION_S);
  const [loud, attacked] = await Promise.all([shopper(baseUrl, DURATION_S), attack(baseUrl)]);
  return { quiet, loud, attacked };
}

const codes = (result, code) => result.statusCodeStats?.[code]?.count ?? 0;
const shopperCell = (s) =>
  `${s.p95} ms over ${s.count} pages, ${s.failed} failed (${Object.entries(s.statuses)
    .map(([k, v]) => `${v}× ${k}`)
    .join(', ')})`;

export default {
  id: 'cache-busting',
  title: 'Cache busting',
  needsShop: false,
  async run() {
    // As an operator runs it (NODE_ENV=production, LOG_LEVEL at its default), two instances behind the shipped nginx.
    const cluster = await startCluster({ instances: 2, env: { ...OPERATOR_DEFAULTS, LOG_LEVEL: 'info' } });
    try {
      const direct = await measure(cluster.apps[0].baseUrl);
      const proxied = await measure(cluster.nginx.baseUrl);
      const ratio = (m) => m.loud.p95 / Math.max(1, m.quiet.p95);
      const attackCell = (r) =>
        `${r.requests.total} requests: ${codes(r, '200')}× 200, ${codes(r, '429')}× 429, ${codes(r, '503')}× 503, ${codes(r, '502')}× 502, ${r.errors} socket errors`;
      return {
        shares: `the attacker (autocannon), the shopper, nginx, Redis, MariaDB and two instances, and whatever else ran (load average ${loadavg()[0].toFixed(1)} at the end)`,
        figures: [
          {
            figure: 'one instance: shopper p95 quiet; under attack (pages, failures)',
            target: `≤ ${MAX_P95_RATIO}× quiet, 0 failed`,
            measured: `${direct.quiet.p95} ms; ${shopperCell(direct.loud)} (${ratio(direct).toFixed(2)}×)`,
            holds: ratio(direct) <= MAX_P95_RATIO && direct.loud.failed === 0,
          },
          {
            figure: 'one instance: the attack',
            target: 'none',
            measured: attackCell(direct.attacked),
            holds: null,
          },
          {
            figure: 'through nginx, two instances: shopper p95 quiet; under attack',
            target: `≤ ${MAX_P95_RATIO}× quiet, 0 failed`,
            measured: `${proxied.quiet.p95} ms; ${shopperCell(proxied.loud)} (${ratio(proxied).toFixed(2)}×)`,
            holds: ratio(proxied) <= MAX_P95_RATIO && proxied.loud.failed === 0,
          },
          {
            figure: 'through nginx: the attack, 502 among all answers',
            target: '0 × 502',
            measured: attackCell(proxied.attacked),
            holds: codes(proxied.attacked, '502') === 0 && !proxied.loud.statuses['502'],
          },
        ],
        bounds: `${ATTACKERS} connections for ${DURATION_S} s, each request a fresh random value (half list pages with scent, filter and page, half product pages with size); one shopper loads ${SHOPPER_PAGES.length} pages in turn, one every ${SHOPPER_PACE_MS} ms at most. Unknown values are left out of the render cache's key (\`backend/src/web/page-render-cache.ts\`), so straight at an instance the attack is served from the cache (no render, no 503) and shares the event loop and the 2 cores with the shopper. Through nginx, the shipped config holds one address's pages with a query to 10 a second (burst 30; \`infra/nginx/shop.conf\`), so the attack is answered 429 by nginx and the shopper, from another address, is served as before; what is left is the attacker's own CPU on the same cores.`,
      };
    } finally {
      await cluster.stop();
    }
  },
};

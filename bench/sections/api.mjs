// Section "API throughput": the shop started with an operator's defaults (NODE_ENV=production, LOG_LEVEL unset, so
// one access line per request), each endpoint's CPU per request against a bare node:http baseline that answers the
// same bytes after the same database read, if any (measured back to back, so both see the same machine load); then the catalogue reads through nginx as
// shipped against nginx serving the same bytes from a file, and an admin write's delay to show through nginx.
import { benchApiThroughput } from '../api-throughput.mjs';
import { benchNginxReads } from '../nginx-reads.mjs';
import { BENCH_ADMIN_PASSWORD, OPERATOR_DEFAULTS, startShop } from '../shop-server.mjs';

export const PROMO_CODE = 'BENCH15';
const ADMIN = { 'x-admin-password': BENCH_ADMIN_PASSWORD };
/** Baseline CPU per request over the shop's: the floor every endpoint must hold, and the goal. */
const CPU_FLOOR = 0.35;
const CPU_GOAL = 0.6;
/** Reads through nginx as shipped against nginx sending the file: the goal. */
const NGINX_GOAL = 0.8;

/** An active code created through the admin API, so validate answers 200 (a 404 would count as an error). */
export async function createPromoCode(baseUrl) {
  const res = await fetch(`${baseUrl}/api/promo-codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...ADMIN },
    body: JSON.stringify({ code: PROMO_CODE, discountType: 'percentage', discountValue: '15', isActive: 1 }),
  });
  if (res.status !== 201 && res.status !== 409)
    throw new Error(`creating the promo code answered ${res.status}: ${await res.text()}`);
  const check = await fetch(`${baseUrl}/api/promo-codes/validate/${PROMO_CODE}`);
  if (check.status !== 200) throw new Error(`validate/${PROMO_CODE} answered ${check.status} after creating it`);
}

const us = (v) => Math.round(v);
const rps = (m) => Math.round(m.reqPerSec).toLocaleString('en-US');
const ms = (v) => `${Math.round(v)} ms`;

export default {
  id: 'api',
  title: 'API throughput',
  needsShop: false,
  async run({ database }) {
    const shop = await startShop({ ...database.env, ...OPERATOR_DEFAULTS }, [], { discardStdout: true });
    try {
      await createPromoCode(shop.baseUrl);
      const rows = await benchApiThroughput(shop, PROMO_CODE, database.env.DATABASE_URL);
      return report(rows, await benchNginxReads(shop, ADMIN));
    } finally {
      await shop.stop();
    }
  },
};

function report(rows, nginx) {
  const figures = rows.map((r) => ({
    figure: r.name,
    target: `≥ ${CPU_FLOOR} (goal ${CPU_GOAL}); ≤ ${r.maxP99} ms; 0`,
    measured: `${us(r.shop.serverCpuUs)} against ${us(r.base.serverCpuUs)} µs (${r.cpuRatio.toFixed(2)}); ${r.shop.p99} ms; ${r.shop.errors}`,
    holds: r.cpuRatio >= CPU_FLOOR && r.shop.p99 <= r.maxP99 && r.shop.errors === 0,
  }));
  for (const r of nginx.rows)
    figures.push({
      figure: `${r.name} via nginx: req/s against nginx's file (ratio); errors`,
      target: `≥ ${NGINX_GOAL} (goal); 0`,
      measured: `${rps(r.through)} against ${rps(r.fromFile)} (${r.ratio.toFixed(2)}); ${r.through.errors}`,
      holds: r.ratio >= NGINX_GOAL && r.through.errors === 0,
    });
  const writes = nginx.writes;
  const fresh = writes.filter((w) => w.freshAfterASecond).length;
  figures.push({
    figure: `admin price change via nginx (${writes.length} rounds): read 1 s later has it; first seen`,
    target: `${writes.length} of ${writes.length}; none`,
    measured: `${fresh} of ${writes.length}; ${writes.map((w) => ms(w.firstSeenMs)).join(', ')}`,
    holds: fresh === writes.length,
  });
  const detail = rows.find((r) => r.path.startsWith('/api/products/')) ?? rows[0];
  return {
    shares: 'autocannon and the shop (`NODE_ENV=production`, `LOG_LEVEL` unset), its `node:http` baseline or nginx',
    heading: 'request: CPU per request, shop against baseline (ratio); p99; errors',
    figures,
    bounds: `Per ${detail.name}: shop ${us(detail.shop.serverCpuUs)} µs, baseline ${us(detail.base.serverCpuUs)} µs, autocannon ${us(detail.shop.clientCpuUs)} µs. Fastify's request path, the access line, Node's http; TypeORM for the promo check. nginx's micro-cache answers all but one request per URL a second.`,
  };
}

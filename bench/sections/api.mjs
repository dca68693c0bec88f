// Section "API throughput": autocannon against the catalogue and promo endpoints, as ratios to a bare node:http
// baseline that answers the same bytes, measured back to back so both see the same machine load.
import { benchApiThroughput } from '../api-throughput.mjs';
import { BENCH_ADMIN_PASSWORD } from '../shop-server.mjs';

const PROMO_CODE = 'BENCH15';

/** An active code created through the admin API, so validate answers 200 (a 404 would count as an error). */
async function createPromoCode(baseUrl) {
  const res = await fetch(`${baseUrl}/api/promo-codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-password': BENCH_ADMIN_PASSWORD },
    body: JSON.stringify({ code: PROMO_CODE, discountType: 'percentage', discountValue: '15', isActive: 1 }),
  });
  if (res.status !== 201 && res.status !== 409)
    throw new Error(`creating the promo code answered ${res.status}: ${await res.text()}`);
  const check = await fetch(`${baseUrl}/api/promo-codes/validate/${PROMO_CODE}`);
  if (check.status !== 200) throw new Error(`validate/${PROMO_CODE} answered ${check.status} after creating it`);
}

const us = (v) => Math.round(v);
const rps = (m) => Math.round(m.reqPerSec).toLocaleString('en-US');
const pct = (ratio) => `${(ratio * 100).toFixed(0)}%`;

export default {
  id: 'api',
  title: 'API throughput',
  needsShop: true,
  async run({ shop }) {
    await createPromoCode(shop.baseUrl);
    const rows = await benchApiThroughput(shop, PROMO_CODE);
    // One row per endpoint: req/s against its baseline where it has a target, then p99 and errors at 10 connections.
    const figures = rows.map((r) => ({
      figure: `${r.name}: ${r.minRatio ? 'req/s against its baseline, ' : ''}p99, errors`,
      target: `${r.minRatio ? `≥ ${r.minRatio * 100}%, ` : ''}≤ ${r.maxP99} ms, 0`,
      measured: `${r.minRatio ? `${pct(r.ratio)} (${rps(r.shop)} against ${rps(r.base)}), ` : ''}${r.shop.p99} ms, ${r.shop.errors}`,
      holds: (!r.minRatio || r.ratio >= r.minRatio) && r.shop.p99 <= r.maxP99 && r.shop.errors === 0,
    }));
    const detail = rows.find((r) => r.path.startsWith('/api/products/')) ?? rows[0];
    return {
      shares:
        'autocannon (10 connections) and the shop, or its baseline (a bare `node:http` server sending the same bytes, measured just before)',
      figures,
      bounds: `The cores: per ${detail.name} request the shop spends ${us(detail.shop.serverCpuUs)} µs of CPU, its baseline ${us(detail.base.serverCpuUs)} µs and autocannon ${us(detail.shop.clientCpuUs)} µs. The catalogue reads go through Fastify and the controller and answer from the snapshot's cached bytes, so most of their cost is Fastify's request path, Node's http and the loopback \`writev\`; the promo check goes through Fastify and reads the database.`,
    };
  },
};

// Section "API throughput": autocannon against the catalogue and promo endpoints, as ratios to a bare node:http baseline.
import { benchApiThroughput, throughputMarkdown } from '../api-throughput.mjs';
import { BENCH_ADMIN_PASSWORD } from '../shop-server.mjs';

const PROMO_CODE = 'BENCH15';

/** An active code created through the admin API, so validate answers 200 (a 404 would count as an error). */
async function createPromoCode(baseUrl) {
  const res = await fetch(`${baseUrl}/api/promo-codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-password': BENCH_ADMIN_PASSWORD },
    body: JSON.stringify({ code: PROMO_CODE, discountType: 'percentage', discountValue: '15', isActive: 1 }),
  });
  if (res.status !== 201 && res.status !== 409) throw new Error(`creating the promo code answered ${res.status}: ${await res.text()}`);
  const check = await fetch(`${baseUrl}/api/promo-codes/validate/${PROMO_CODE}`);
  if (check.status !== 200) throw new Error(`validate/${PROMO_CODE} answered ${check.status} after creating it`);
}

const FINDINGS = `**What we found** (CPU profiles of the server under this load, \`node --cpu-prof\`):

- Until this issue, \`@fastify/helmet\` rebuilt the helmet middleware and re-parsed the CSP directives on every request
  (two \`onRequest\` hooks, about 11% of the server's CPU): the product list reached only 21% of the baseline. The
  security headers are now computed once at start-up and set in one synchronous hook
  (\`backend/src/common/security-headers.ts\`): the list went to 36-39% in 5 s runs.
- Product detail was re-serialised with \`JSON.stringify\` on each request (13% of its CPU); it is now served from cached
  bytes like the list.
- What remains on the server is mostly the kernel write (\`writev\`, a third of its time, which the baseline pays too),
  then NestJS's router and Fastify's reply path (about 10%); \`@fastify/compress\`'s \`onSend\` is under 1% without
  \`Accept-Encoding\`. Under the detail load the shop was idle about a quarter of the time: on 2 cores autocannon
  saturates its own core, and it parses about 1 KB of security headers per answer that the baseline does not send.
  So the ratios measure the client as much as the server, and move by several points between runs (in 5 s runs the
  detail ratio was 48-57%); a target missed by a few points is noise on this machine, a larger miss a regression.
  The baseline itself measured between 27,600 and 42,100 req/s in different runs on this shared machine on the same
  day. A load generator on separate cores (e.g. \`wrk\` on another machine) would measure the server alone.
- The baseline runs in a process of its own (before this issue it shared the benchmark's process with autocannon,
  which slowed it and made the ratios look better than they were).`;

export default {
  id: 'api',
  title: 'API throughput',
  needsShop: true,
  async run({ shop }) {
    await createPromoCode(shop.baseUrl);
    const rows = await benchApiThroughput(shop, PROMO_CODE);
    const targets = rows.slice(1).map((r) => {
      const problems = [];
      if (r.minRatio && r.ratio < r.minRatio) problems.push(`${(r.ratio * 100).toFixed(0)}% of the baseline, below ${r.minRatio * 100}%`);
      if (r.p99 >= 25) problems.push(`p99 ${r.p99} ms`);
      if (r.errors) problems.push(`${r.errors} errors`);
      return { name: `${r.name}: ${r.minRatio ? `≥ ${r.minRatio * 100}% of baseline, ` : ''}p99 < 25 ms, 0 errors`, holds: problems.length === 0, why: problems.join(', ') };
    });
    const duration = process.env.BENCH_DURATION_S ?? 15;
    return {
      markdown: [
        `autocannon, 10 connections, pipelining 1, ${duration} s per endpoint after a ${process.env.BENCH_WARMUP_S ?? 3} s warm-up, no \`Accept-Encoding\`. The baseline is a bare \`node:http\` server (in a process of its own, like the shop) answering the same product-list bytes. The promo code \`${PROMO_CODE}\` is created through the admin API first.`,
        '',
        throughputMarkdown(rows),
        '',
        FINDINGS,
      ].join('\n'),
      targets,
    };
  },
};

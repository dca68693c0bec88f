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

const FINDINGS = `**What limits the product list** (CPU profile of the server under this load, \`node --cpu-prof\`): about a third of
the server's time is the kernel write of the 32 KB body (\`writev\`), which the baseline pays too. Until this issue,
\`@fastify/helmet\` rebuilt the helmet middleware and re-parsed the CSP directives on every request (two \`onRequest\`
hooks, about 11% of the CPU): the list reached only 21% of the baseline. The security headers are now computed once at
start-up and set in one synchronous hook (\`backend/src/common/security-headers.ts\`), which took the list to 36-39%.
Product detail was re-serialised with \`JSON.stringify\` on each request (13% of its CPU); it is now served from cached
bytes like the list (45% -> 52%). What remains is NestJS's router and Fastify's reply path (about 10%), and
\`@fastify/compress\`'s \`onSend\` (under 1% without \`Accept-Encoding\`). autocannon, the baseline and the shop share the
machine's 2 cores, so ratios move by a few points between runs; a target missed by a few points is noise on this
machine, a larger miss is a regression.`;

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
        `autocannon, 10 connections, pipelining 1, ${duration} s per endpoint after a ${process.env.BENCH_WARMUP_S ?? 3} s warm-up, no \`Accept-Encoding\`. The baseline is a bare \`node:http\` server (in the benchmark's process) answering the same product-list bytes. The promo code \`${PROMO_CODE}\` is created through the admin API first.`,
        '',
        throughputMarkdown(rows),
        '',
        FINDINGS,
      ].join('\n'),
      targets,
    };
  },
};

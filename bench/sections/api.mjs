// Section "API throughput": autocannon against the catalogue and promo endpoints, as ratios to a bare node:http baseline.
import { benchApiThroughput, CORES, holdsProblems, targetName, throughputMarkdown } from '../api-throughput.mjs';
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

const METHOD = (duration, warmup) => `autocannon, 10 connections, pipelining 1, ${duration} s per measurement after a ${warmup} s warm-up, no \`Accept-Encoding\`.
Each endpoint has its own baseline: a bare \`node:http\` server (a process of its own, like the shop) that answers
the bytes the shop sent for that endpoint, with the same status, content type and body and nothing else (no ETag, no
security headers). Baseline and shop are measured back to back for each endpoint, so both see the same machine load.
The promo code \`${PROMO_CODE}\` is created through the admin API first.

**How the cores are shared:** the machine has ${CORES} cores and everything runs on them: autocannon in the bench's
own process (one event loop, so at most one core), the server under test (the shop's one event loop plus libuv and
GC threads, or the baseline's), and whatever else the machine is doing. The client is not free: the "autocannon CPU"
column is what the load generator spent per request on the shop run, often as much as the server, so a server that
saves CPU gains less in req/s than it saves in CPU time, and the req/s ratio flatters the shop compared with the
ratio of server CPU per request. Server CPU per request is user+system
time from \`/proc/<pid>/stat\` (10 ms ticks) before and after the measured run, divided by the requests completed;
autocannon's is \`process.cpuUsage()\` over the same run.`;

const FINDINGS = `**Findings** (the first two from CPU profiles of the server under this load, \`node --cpu-prof\`, before issue 20):

- \`@fastify/helmet\` rebuilt the helmet middleware and re-parsed the CSP on every request (about 11% of the server's
  CPU); the headers are now computed once at start-up. Product detail was re-serialised on each request (13%); it is
  served from cached bytes like the list.
- What remained was mostly the kernel write (\`writev\`, which the baseline pays too), then NestJS's router and
  Fastify's reply path (about 10%).
- Until issue 20 the baseline sent the product-list bytes for every row, so the detail row compared a 1.6 KB answer
  with a 31 KB one and read 171%. Each row now has a baseline with its own bytes.
- Issue 20: JSON answers no longer carry the ~1 KB of document security headers (CSP, COOP, Origin-Agent-Cluster...;
  see docs/security.md), and the catalogue carries an ETag computed once per snapshot, so a repeat visit is a 304.
- Reading the issue-20 run (2026-11-22, MariaDB, load average about 4 on the 2 cores from other work): the list's
  req/s ratio (96%) says little, because sending and parsing 31 KB answers keeps autocannon busy (83 µs of its CPU per
  request, against the shop's 90), so shop and baseline meet the same client ceiling. Server CPU per request is the
  fair comparison: the list costs the shop 90 µs against 60 µs for bare \`node:http\` (baseline/shop 0.67), product
  detail 105 against 34 µs (0.32), a 304 96 against 32 µs. The shop's fixed cost of about 60-70 µs per request
  (Nest's router and pipeline, the Fastify hooks) dominates small answers: that is the per-request work left for the
  rest of issue 20. The detail target (≥ 60%) is missed; the list target and p99 ≤ 10 ms hold.`;

export default {
  id: 'api',
  title: 'API throughput',
  needsShop: true,
  async run({ shop }) {
    await createPromoCode(shop.baseUrl);
    const rows = await benchApiThroughput(shop, PROMO_CODE);
    const targets = rows.map((r) => {
      const problems = holdsProblems(r);
      return { name: targetName(r), holds: problems.length === 0, why: problems.join(', ') };
    });
    return {
      markdown: [
        METHOD(process.env.BENCH_DURATION_S ?? 15, process.env.BENCH_WARMUP_S ?? 3),
        '',
        throughputMarkdown(rows),
        '',
        FINDINGS,
      ].join('\n'),
      targets,
    };
  },
};

// Section "Cluster": what running several instances costs and gives. The shop's instances are the built server
// (`node backend/dist/main.js`) on a fresh MariaDB database, with their own Redis and nginx rendered from
// infra/nginx/shop.conf (the cluster test's harness, infra/testing/cluster.mjs).
import autocannon from 'autocannon';
import { join } from 'node:path';
import { startCluster, startNginx } from '../../infra/testing/cluster.mjs';
import { CORES } from '../api-throughput.mjs';
import { cpuMs } from '../proc-cpu.mjs';
import { shopClient } from '../shop-client.mjs';
import { placeOrders } from './orders.mjs';

const ORDERS = Number(process.env.BENCH_CLUSTER_ORDERS ?? 100);
const CLIENTS = 20;
const ROUNDS = 3;
const SECONDS = Math.max(4, Math.round(Number(process.env.BENCH_DURATION_S ?? 15) / 2));

/** User + system CPU seconds a process has used so far (Linux /proc). */
const cpuSeconds = (pid) => cpuMs(pid) / 1000;

const cannon = (url, duration) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: 10, pipelining: 1, duration }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

/** One autocannon run on a URL, with the CPU the given instances spent per answered request. */
async function listLoad(url, apps) {
  await cannon(url, 1);
  const before = apps.map((app) => cpuSeconds(app.pid()));
  const r = await cannon(url, SECONDS);
  const cpu = apps.reduce((sum, app, i) => sum + cpuSeconds(app.pid()) - before[i], 0);
  const kinds = { 'socket errors': r.errors - r.timeouts, timeouts: r.timeouts, 'non-2xx': r.non2xx };
  return {
    reqPerSec: r.requests.average,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    errorKinds: Object.entries(kinds)
      .filter(([, n]) => n > 0)
      .map(([kind, n]) => `${n} ${kind}`),
    cpuMsPerRequest: (cpu * 1000) / Math.max(1, r.requests.total),
  };
}

async function ordersThroughput(baseUrl) {
  const products = await (await fetch(`${baseUrl}/api/products`)).json();
  const client = shopClient(baseUrl, CLIENTS);
  const started = performance.now();
  try {
    const results = await placeOrders(client, products, ORDERS, 0, CLIENTS);
    const ok = results.filter((r) => r.ok).length;
    return { ok, perSecond: ok / ((performance.now() - started) / 1000) };
  } finally {
    await client.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The median of each figure over the rounds (the machine is shared: single runs drift by tens of percent). */
const summary = (runs) => ({
  reqPerSec: median(runs.map((r) => r.reqPerSec)),
  p99: median(runs.map((r) => r.p99)),
  cpuMsPerRequest: median(runs.map((r) => r.cpuMsPerRequest)),
  errors: runs.reduce((sum, r) => sum + r.errors, 0),
  errorKinds: runs.flatMap((r) => r.errorKinds),
});

/**
 * Everything runs at once and is measured in alternation, round after round, so drift on the shared machine hits
 * every variant alike: a one-instance cluster without Redis, and a two-instance cluster with Redis behind two nginx
 * (one sending to instance A only, one to A and B).
 */
async function measureAll() {
  const plain = await startCluster({ instances: 1, withRedis: false });
  let shared;
  let nginxOne;
  try {
    shared = await startCluster({ instances: 2 });
    const [A] = shared.apps;
    nginxOne = await startNginx({ upstreamPorts: [A.port], dir: join(shared.dir, 'one') });
    const runs = { alone: [], withRedis: [], one: [], two: [] };
    const orders = { one: [], two: [] };
    for (let round = 0; round < ROUNDS; round++) {
      runs.alone.push(await listLoad(`${plain.apps[0].baseUrl}/api/products`, plain.apps));
      runs.withRedis.push(await listLoad(`${A.baseUrl}/api/products`, [A]));
      runs.one.push(await listLoad(`${nginxOne.baseUrl}/api/products`, [A]));
      runs.two.push(await listLoad(`${shared.nginx.baseUrl}/api/products`, shared.apps));
    }
    for (let round = 0; round < 2; round++) {
      orders.one.push(await ordersThroughput(nginxOne.baseUrl));
      orders.two.push(await ordersThroughput(shared.nginx.baseUrl));
    }
    return {
      alone: summary(runs.alone),
      withRedis: summary(runs.withRedis),
      one: summary(runs.one),
      two: summary(runs.two),
      orders: Object.fromEntries(
        Object.entries(orders).map(([k, v]) => [
          k,
          {
            perSecond: v.reduce((sum, o) => sum + o.perSecond, 0) / v.length,
            ok: v.reduce((sum, o) => sum + o.ok, 0),
            attempted: v.length * ORDERS,
          },
        ]),
      ),
    };
  } finally {
    await nginxOne?.stop();
    await shared?.stop();
    await plain.stop();
  }
}

const rps = (r) => Math.round(r.reqPerSec).toLocaleString('en-US');

export default {
  id: 'cluster',
  title: 'Cluster',
  needsShop: false,
  async run() {
    const { alone, withRedis, one, two, orders } = await measureAll();
    const cpuCost = withRedis.cpuMsPerRequest / alone.cpuMsPerRequest - 1;
    const rpsCost = 1 - withRedis.reqPerSec / alone.reqPerSec;
    const listRatio = two.reqPerSec / one.reqPerSec;
    const ordersRatio = orders.two.perSecond / orders.one.perSecond;
    const errors = alone.errors + withRedis.errors + one.errors + two.errors;
    const cpu = (r) => `${r.cpuMsPerRequest.toFixed(3)} ms`;
    const list = (r) => `${rps(r)} req/s at ${cpu(r)} CPU`;
    const ordersCell = (o) => `${o.perSecond.toFixed(1)} orders/s (${o.ok}/${o.attempted} ok)`;
    return {
      shares: 'the load generator, nginx, Redis, MariaDB and the instances',
      figures: [
        {
          figure: 'errors in every product-list load',
          target: '0',
          measured: errors
            ? `${errors} (${[alone, withRedis, one, two].flatMap((r) => r.errorKinds).join(', ')})`
            : '0',
          holds: errors === 0,
        },
        {
          figure: `checkouts through nginx (${ORDERS} from ${CLIENTS} clients), 1 and 2 instances`,
          target: 'all succeed',
          measured: `${ordersCell(orders.one)}; ${ordersCell(orders.two)}`,
          holds: orders.one.ok === orders.one.attempted && orders.two.ok === orders.two.attempted,
        },
        {
          figure: 'product list, one instance, without and with `REDIS_URL`',
          target: 'none',
          measured: `${list(alone)}; ${list(withRedis)}`,
          holds: null,
        },
        {
          figure: 'product list through nginx, 1 and 2 instances',
          target: 'none',
          measured: `${list(one)}; ${list(two)} (ratio ${listRatio.toFixed(2)}; orders ${ordersRatio.toFixed(2)})`,
          holds: null,
        },
      ],
      bounds: `A second instance on ${CORES} shared cores adds an event loop, not a core. With \`REDIS_URL\` each read asks Redis for the catalogue version: ${(cpuCost * 100).toFixed(0)}% more CPU, ${(rpsCost * 100).toFixed(0)}% fewer req/s.`,
    };
  },
};

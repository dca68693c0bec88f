// Section "Order placement": ORDERS orders through the real payment flow with the demo wallet from CLIENTS concurrent
// clients, then the same with the bought sizes' stock tracked (the reservation's cost), then the admin API's count and
// order numbers checked against the successful captures.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { cpuMs, databaseServerPid } from '../proc-cpu.mjs';
import { shopClient } from '../shop-client.mjs';
import { removeShippingAndTax } from '../../infra/testing/built-shop.mjs';
import { BENCH_ADMIN_PASSWORD } from '../shop-server.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS_PLACED ?? 2000);
/** A whole round placed first and not timed (checked like the others), so the JIT, the pools and the database files are warm. */
const WARM_UP = ORDERS;
/** Timed rounds of ORDERS each; the median round's rate is the figure, since the host's speed moves between rounds. */
const ROUNDS = 3;
const CLIENTS = 20;
/** The target for this flow on MariaDB (docs/benchmarks.md). */
const TARGET_ORDERS_PER_SECOND = 300;

export const SHOPPER = {
  customerName: 'Bench Shopper',
  customerPhone: null,
  customerNotes: '',
  shippingAddress: '1 Load Street',
  shippingCity: 'Bloomington',
  shippingState: 'IN',
  shippingZip: '47401',
  billingAddress: null,
  billingCity: null,
  billingState: null,
  billingZip: null,
};

/**
 * One shopper's whole payment through a shopClient: POST /order → approve (the demo wallet's button) → capture.
 * `priced`: the quote's figures per product id (shipping method, shipping, tax, total), when shipping and tax apply.
 */
export async function placeOrder(client, product, n, priced) {
  const size = product.sizes[0] ?? '8 oz';
  const quote = priced?.get(product.id);
  const created = await client.post('/order', {
    ...SHOPPER,
    customerEmail: `bench-${n}@example.com`,
    items: [{ productId: product.id, size, quantity: 1 }],
    promoCode: null,
    amount: quote?.total ?? product.price,
    ...(quote && {
      shippingMethodId: quote.shippingMethodId,
      shippingAmount: quote.shippingAmount,
      taxAmount: quote.taxAmount,
    }),
    currency: 'USD',
    intent: 'CAPTURE',
  });
  if (created.status !== 201) return { ok: false, step: `POST /order ${created.status}` };
  const approved = await client.post(`/order/${created.body.id}/approve`);
  if (approved.status !== 200) return { ok: false, step: `approve ${approved.status}` };
  const captured = await client.post(`/order/${created.body.id}/capture`);
  if (captured.status !== 200 || captured.body.status !== 'COMPLETED' || !captured.body.orderNumber) {
    return { ok: false, step: `capture ${captured.status} ${captured.body?.status ?? ''}`.trim() };
  }
  return { ok: true, orderNumber: captured.body.orderNumber };
}

/**
 * Tracks (or, with null, stops tracking) the size each bench order buys, through the product form's inventory, with
 * more units than the bench can sell: the reservation's cost without ever running out.
 */
async function trackStock(baseUrl, products, quantity) {
  for (const product of products.filter((p) => p.sizes.length)) {
    const res = await fetch(`${baseUrl}/api/admin/products/${product.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-admin-password': BENCH_ADMIN_PASSWORD },
      body: JSON.stringify({ inventory: [{ size: product.sizes[0], quantity }] }),
    });
    if (res.status !== 200) throw new Error(`PATCH /api/admin/products/${product.id} answered ${res.status}`);
  }
}

const adminHeaders = { 'content-type': 'application/json', 'x-admin-password': BENCH_ADMIN_PASSWORD };

/**
 * The shipping and tax the issue describes, set as staff set them: 'Standard' $7.95 (free from $100, taxable) and
 * Indiana 7 % with shipping taxed; answers each product's quote to Indiana with Standard, which its orders then send.
 */
async function configureShippingAndTax(baseUrl, products) {
  const created = await fetch(`${baseUrl}/api/admin/shipping-methods`, {
    method: 'POST',
    headers: adminHeaders,
    body: JSON.stringify({
      name: 'Standard',
      price: '7.95',
      freeFrom: '100.00',
      estimateDaysMin: 3,
      estimateDaysMax: 5,
      taxable: true,
    }),
  });
  if (created.status !== 201) throw new Error(`POST /api/admin/shipping-methods answered ${created.status}`);
  const method = await created.json();
  const rate = await fetch(`${baseUrl}/api/admin/tax-rates/IN`, {
    method: 'PUT',
    headers: adminHeaders,
    body: JSON.stringify({ rate: '7', shippingTaxable: true }),
  });
  if (rate.status !== 200) throw new Error(`PUT /api/admin/tax-rates/IN answered ${rate.status}`);
  const priced = new Map();
  for (const product of products) {
    const res = await fetch(`${baseUrl}/api/checkout/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [{ productId: product.id, size: product.sizes[0] ?? '8 oz', quantity: 1 }],
        promoCode: null,
        shippingState: 'IN',
        shippingMethodId: method.id,
      }),
    });
    if (res.status !== 200) throw new Error(`POST /api/checkout/quote answered ${res.status}`);
    priced.set(product.id, await res.json());
  }
  return priced;
}

/** Every order number the admin API lists, page by page, and its total. */
async function adminOrders(baseUrl) {
  const numbers = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const res = await fetch(`${baseUrl}/api/admin/orders?page=${page}&pageSize=200`, {
      headers: { authorization: `Bearer ${BENCH_ADMIN_PASSWORD}` },
    });
    if (res.status !== 200) throw new Error(`GET /api/admin/orders answered ${res.status}`);
    const body = await res.json();
    total = body.total;
    numbers.push(...body.items.map((o) => o.orderNumber));
    if (body.items.length === 0 || numbers.length >= total) return { total, numbers };
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const duplicatesIn = (numbers) => numbers.length - new Set(numbers).size;
const perOrder = (ms, orders) => (ms === null ? null : ms / Math.max(1, orders));
const msCell = (ms) => (ms === null ? 'n/a' : `${ms.toFixed(2)} ms`);

/** `count` orders from `clients` shoppers at once, numbered from `offset`, each result with its whole flow's time. */
export async function placeOrders(client, products, count, offset = 0, clients = CLIENTS, priced = undefined) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) {
        const n = offset + next++;
        const t0 = performance.now();
        const result = await placeOrder(client, products[n % products.length], n, priced).catch((e) => ({
          ok: false,
          step: String(e.code ?? e.cause?.code ?? e.message),
        }));
        results.push({ ...result, ms: performance.now() - t0 });
      }
    }),
  );
  return results;
}

/** The MariaDB server's pid when the shop's database is on this machine (its CPU is then part of every order's cost). */
function localDatabasePid(databaseUrl) {
  if (!databaseUrl?.startsWith('mysql')) return null;
  return ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(new URL(databaseUrl).hostname)
    ? databaseServerPid()
    : null;
}

/** One timed round: `count` orders and the CPU the shop, the database server and this process spent on them. */
async function timedRound(client, products, count, offset, shopPid, dbPid, priced = undefined) {
  const load = loadavg()[0];
  const before = { server: cpuMs(shopPid), database: dbPid && cpuMs(dbPid), client: process.cpuUsage() };
  const started = performance.now();
  const results = await placeOrders(client, products, count, offset, CLIENTS, priced);
  const seconds = (performance.now() - started) / 1000;
  const clientCpu = process.cpuUsage(before.client);
  const serverAfter = cpuMs(shopPid);
  const databaseAfter = dbPid && cpuMs(dbPid);
  const captured = results.filter((r) => r.ok).length;
  const server =
    before.server === null || serverAfter === null ? null : perOrder(serverAfter - before.server, captured);
  const database =
    before.database === null || databaseAfter === null ? null : perOrder(databaseAfter - before.database, captured);
  const clientMs = perOrder((clientCpu.user + clientCpu.system) / 1000, captured);
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    results,
    load,
    seconds,
    perSecond: captured / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpu: {
      server,
      database,
      client: clientMs,
      allThree: server === null || database === null ? null : server + database + clientMs,
    },
  };
}

export default {
  id: 'orders',
  title: 'Order placement',
  needsShop: true,
  async run({ shop }) {
    const products = await (await fetch(`${shop.baseUrl}/api/products`)).json();
    const before = await adminOrders(shop.baseUrl);
    const dbPid = localDatabasePid(process.env.DATABASE_URL);
    const client = shopClient(shop.baseUrl, CLIENTS);
    let warmUp;
    const rounds = [];
    const trackedRounds = [];
    const taxRounds = {};
    try {
      // The rounds below measure orders without shipping and tax (no method and no rate, both valid settings); the
      // seeded methods would ask every order for one.
      await removeShippingAndTax(shop.baseUrl, BENCH_ADMIN_PASSWORD);
      warmUp = await placeOrders(client, products, WARM_UP);
      for (let round = 0; round < ROUNDS; round++)
        rounds.push(await timedRound(client, products, ORDERS, WARM_UP + round * ORDERS, shop.pid, dbPid));
      // The same rounds with every bought size tracked: each order reserves its units at POST /order and sells them.
      await trackStock(shop.baseUrl, products, 1_000_000);
      for (let round = 0; round < ROUNDS; round++)
        trackedRounds.push(
          await timedRound(client, products, ORDERS, WARM_UP + (ROUNDS + round) * ORDERS, shop.pid, dbPid),
        );
      await trackStock(shop.baseUrl, products, null);
      // Before and after shipping and tax, in this run: no method and no rate (the totals are subtotal minus
      // discount), then Standard and Indiana's rate on every order.
      const offset = (n) => WARM_UP + (2 * ROUNDS + n) * ORDERS;
      taxRounds.before = await timedRound(client, products, ORDERS, offset(0), shop.pid, dbPid);
      const priced = await configureShippingAndTax(shop.baseUrl, products);
      taxRounds.after = await timedRound(client, products, ORDERS, offset(1), shop.pid, dbPid, priced);
    } finally {
      await client.close();
    }
    const after = await adminOrders(shop.baseUrl);

    // Throughput and latency per timed round (the median round is the figure); the checks over every order placed.
    const placed = [
      ...warmUp,
      ...[...rounds, ...trackedRounds, taxRounds.before, taxRounds.after].flatMap((r) => r.results),
    ];
    const ok = placed.filter((r) => r.ok);
    const failures = placed.filter((r) => !r.ok);
    const captureNumbers = ok.map((r) => r.orderNumber);
    const listed = new Set(after.numbers.filter((n) => !before.numbers.includes(n)));
    const dupCaptured = duplicatesIn(captureNumbers);
    const dupListed = duplicatesIn(after.numbers);
    const newOrders = after.total - before.total;
    const lost = ok.length - newOrders;
    const notListed = captureNumbers.filter((n) => !listed.has(n)).length;
    const kinds = new Map();
    for (const f of failures) kinds.set(f.step, (kinds.get(f.step) ?? 0) + 1);
    const failureKinds = [...kinds].map(([step, count]) => `${step} × ${count}`).join(', ');

    const medianOf = (list) => [...list].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(list.length / 2)];
    const median = medianOf(rounds);
    const tracked = medianOf(trackedRounds);
    const shopAndDb = (r) => (r.cpu.database === null ? r.cpu.server : r.cpu.server + r.cpu.database);
    const stockCost =
      shopAndDb(median) === null || shopAndDb(tracked) === null
        ? 'n/a'
        : `${msCell(shopAndDb(tracked))} against ${msCell(shopAndDb(median))} (${(((shopAndDb(tracked) - shopAndDb(median)) / shopAndDb(median)) * 100).toFixed(0)}%)`;
    const taxCost =
      shopAndDb(taxRounds.before) === null || shopAndDb(taxRounds.after) === null
        ? 'n/a'
        : `${msCell(shopAndDb(taxRounds.after))} against ${msCell(shopAndDb(taxRounds.before))} (${(((shopAndDb(taxRounds.after) - shopAndDb(taxRounds.before)) / shopAndDb(taxRounds.before)) * 100).toFixed(0)}%)`;
    const cores = loadCores();
    const cpu = median.cpu;
    const ceiling = cpu.allThree === null || cores === '?' ? null : (cores * 1000) / cpu.allThree;
    const rates = rounds.map((r) => r.perSecond.toFixed(1));
    const bounds =
      ceiling === null
        ? `CPU: the shop spends ${msCell(cpu.server)} per order and the load generator ${msCell(cpu.client)} on ${cores} shared cores.`
        : `CPU: ${msCell(cpu.allThree)} per order (shop ${msCell(cpu.server)}, MariaDB ${msCell(cpu.database)}, load generator ${msCell(cpu.client)}): ${cores} cores place at most ${ceiling.toFixed(0)} orders/s; a round reaches ${((median.perSecond / ceiling) * 100).toFixed(0)}%.`;
    const taxNote = ` Shipping and tax: the two rounds ran back to back in this run (load average ${taxRounds.before.load.toFixed(1)} and ${taxRounds.after.load.toFixed(1)}), so their two figures compare with each other; other runs on this machine move them both.`;
    return {
      shares: `${dbPid ? 'the shop, MariaDB' : 'the shop (with its database)'} and the load generator (load average ${median.load.toFixed(1)})`,
      figures: [
        {
          figure: `paid orders/s, ${CLIENTS} clients (median of ${ROUNDS} rounds of ${ORDERS})`,
          target: `≥ ${TARGET_ORDERS_PER_SECOND}`,
          measured: `${median.perSecond.toFixed(1)} (rounds ${rates.join(', ')})`,
          holds: median.perSecond >= TARGET_ORDERS_PER_SECOND,
        },
        {
          figure: "p50 / p99 of an order's three requests",
          target: 'none',
          measured: `${median.p50.toFixed(0)} / ${median.p99.toFixed(0)} ms`,
          holds: null,
        },
        {
          figure: `CPU per order (shop${dbPid ? ' + MariaDB' : ''}), stock tracked against untracked`,
          target: 'none',
          measured: stockCost,
          holds: null,
        },
        {
          figure: `CPU per paid order (shop${dbPid ? ' + MariaDB' : ''}), Standard + Indiana tax against no method and no rate (one round of ${ORDERS} each)`,
          target: 'none',
          measured: taxCost,
          holds: null,
        },
        {
          figure: 'payments captured',
          target: `all ${placed.length}`,
          measured: `${ok.length}${failureKinds ? ` (${failureKinds})` : ''}`,
          holds: ok.length === placed.length,
        },
        {
          figure: 'duplicate order numbers (captures, admin list)',
          target: '0',
          measured: `${dupCaptured}, ${dupListed}`,
          holds: dupCaptured === 0 && dupListed === 0,
        },
        {
          figure: 'lost orders (admin total; missing from its list)',
          target: '0',
          measured: `${lost}; ${notListed}`,
          holds: lost === 0 && notListed === 0,
        },
      ],
      bounds: bounds + taxNote,
    };
  },
};

function loadCores() {
  try {
    return readFileSync('/proc/cpuinfo', 'utf8').match(/^processor/gm)?.length ?? '?';
  } catch {
    return '?';
  }
}

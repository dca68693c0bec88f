// Section "Promo code redemptions": many shoppers at once on one code through the demo wallet's whole flow. A limited
// code must end with exactly its limit of orders (over-redemptions 0); an unlimited one measures how fast one code's
// row lock lets redemptions through.
import { cpus, loadavg } from 'node:os';
import { BENCH_ADMIN_PASSWORD } from '../shop-server.mjs';
import { shopClient } from '../shop-client.mjs';
import { SHOPPER } from './orders.mjs';

const CLIENTS = 50;
const LIMITED_ROUNDS = Number(process.env.BENCH_PROMO_ROUNDS ?? 10);
const LIMIT = 5;
const UNLIMITED_CHECKOUTS = 200;

async function createCode(baseUrl, code, usageLimit) {
  const res = await fetch(`${baseUrl}/api/promo-codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-password': BENCH_ADMIN_PASSWORD },
    body: JSON.stringify({ code, discountType: 'percentage', discountValue: '10', ...(usageLimit ? { usageLimit } : {}) }),
  });
  if (res.status !== 201) throw new Error(`POST /api/promo-codes answered ${res.status}`);
}

async function redemptionCount(baseUrl, code) {
  const res = await fetch(`${baseUrl}/api/promo-codes`, { headers: { 'x-admin-password': BENCH_ADMIN_PASSWORD } });
  return (await res.json()).find((c) => c.code === code).redemptionCount;
}

/** One shopper with the code: POST /order (reserves) → approve → capture (redeems with the order). */
async function checkout(client, product, code, n) {
  const price = BigInt(product.price.replace('.', ''));
  const total = code ? price - (price * 10n + 50n) / 100n : price; // 10% off, rounded half up to the cent, as the server does
  const created = await client.post('/order', {
    ...SHOPPER,
    customerEmail: `promo-${n}@example.com`,
    items: [{ productId: product.id, size: product.sizes[0] ?? '8 oz', quantity: 1 }],
    promoCode: code,
    amount: `${total / 100n}.${String(total % 100n).padStart(2, '0')}`,
    currency: 'USD',
    intent: 'CAPTURE',
  });
  if (created.status !== 201) return { ok: false, step: created.body?.error === 'This promo code has been used up.' ? 'used up at POST /order' : `POST /order ${created.status}` };
  await client.post(`/order/${created.body.id}/approve`);
  const captured = await client.post(`/order/${created.body.id}/capture`);
  return captured.status === 200 && captured.body.order?.promoCode === (code ?? null) ? { ok: true } : { ok: false, step: `capture ${captured.status}` };
}

/** `count` checkouts on `code` from CLIENTS concurrent clients; returns the results and the wall time. */
async function race(client, product, code, count, offset) {
  const results = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(CLIENTS, count) }, async () => {
      while (next < count) {
        const n = next++;
        results.push(await checkout(client, product, code, offset + n).catch((e) => ({ ok: false, step: String(e.code ?? e.cause?.code ?? e.message) })));
      }
    }),
  );
  return { results, seconds: (performance.now() - started) / 1000 };
}

const kindsOf = (results) => {
  const kinds = new Map();
  for (const r of results.filter((x) => !x.ok)) kinds.set(r.step, (kinds.get(r.step) ?? 0) + 1);
  return [...kinds].map(([step, n]) => `${step} × ${n}`).join(', ');
};

export default {
  id: 'promos',
  title: 'Promo code redemptions',
  needsShop: true,
  async run({ shop }) {
    const products = await (await fetch(`${shop.baseUrl}/api/products`)).json();
    const product = products.find((p) => Number(p.price) > 1) ?? products[0];

    const client = shopClient(shop.baseUrl, CLIENTS);
    try {
      return await redemptions(shop, client, product);
    } finally {
      await client.close();
    }
  },
};

/** The baseline, the limited codes' rounds and the unlimited code, through one client; the section's report. */
async function redemptions(shop, client, product) {
  const load = loadavg()[0];
  // Baseline in the same run: the same flow without a code, so the code's cost reads apart from the machine's load.
  const plain = await race(client, product, null, UNLIMITED_CHECKOUTS, 200_000);
  const plainOk = plain.results.filter((r) => r.ok).length;

  let overRedeemed = 0;
  let underRedeemed = 0;
  let unexpected = 0;
  let limitedSeconds = 0;
  for (let round = 0; round < LIMITED_ROUNDS; round++) {
    const code = `BENCH-LIMIT-${round}`;
    await createCode(shop.baseUrl, code, LIMIT);
    const { results, seconds } = await race(client, product, code, CLIENTS, round * CLIENTS);
    limitedSeconds += seconds;
    const orders = results.filter((r) => r.ok).length;
    const used = await redemptionCount(shop.baseUrl, code);
    overRedeemed += Math.max(0, orders - LIMIT) + Math.max(0, used - LIMIT);
    underRedeemed += Math.max(0, LIMIT - orders);
    unexpected += results.filter((r) => !r.ok && r.step !== 'used up at POST /order').length;
  }

  await createCode(shop.baseUrl, 'BENCH-OPEN', null);
  const open = await race(client, product, 'BENCH-OPEN', UNLIMITED_CHECKOUTS, 100_000);
  const openOk = open.results.filter((r) => r.ok).length;
  const openUsed = await redemptionCount(shop.baseUrl, 'BENCH-OPEN');

  const table = [
    '| run | checkouts | concurrent | orders with the code | refused "used up" before payment | other failures | over-redemptions | wall time | redemptions/s |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${LIMITED_ROUNDS} codes limited to ${LIMIT} | ${LIMITED_ROUNDS * CLIENTS} | ${CLIENTS} | ${LIMITED_ROUNDS * LIMIT - underRedeemed} (expected ${LIMITED_ROUNDS * LIMIT}) | ${LIMITED_ROUNDS * CLIENTS - (LIMITED_ROUNDS * LIMIT - underRedeemed) - unexpected} | ${unexpected} | ${overRedeemed} | ${limitedSeconds.toFixed(1)} s | — |`,
    `| baseline: no code | ${UNLIMITED_CHECKOUTS} | ${CLIENTS} | — (${plainOk} orders) | — | ${UNLIMITED_CHECKOUTS - plainOk} | — | ${plain.seconds.toFixed(1)} s | ${(plainOk / plain.seconds).toFixed(1)} orders/s |`,
    `| 1 unlimited code | ${UNLIMITED_CHECKOUTS} | ${CLIENTS} | ${openOk} ('Used' shows ${openUsed}) | — | ${UNLIMITED_CHECKOUTS - openOk}${kindsOf(open.results) ? ` (${kindsOf(open.results)})` : ''} | — | ${open.seconds.toFixed(1)} s | ${(openOk / open.seconds).toFixed(1)} |`,
  ].join('\n');
  return {
    markdown: [
      `Each checkout is the demo wallet's whole flow with a 10% code on one catalogue line: \`POST /order\` (re-checks the code and reserves a use under the code's row lock) → approve → capture (the use becomes the order's redemption in the order's transaction). ${CLIENTS} concurrent clients. First ${LIMITED_ROUNDS} rounds of ${CLIENTS} simultaneous checkouts, each on a fresh code with \`usageLimit\` ${LIMIT}: over-redemptions count orders beyond the limit, from the captures and from the back office's 'Used' count. Then ${UNLIMITED_CHECKOUTS} checkouts on one unlimited code: redemptions per second through the one row lock (whole flow, three requests each).`,
      '',
      table,
      '',
      `Load average when the section started: ${load.toFixed(1)} on ${cpus().length} cores (the machine is shared), so compare the rows with the baseline rather than with other runs. No throughput target is set; the target is correctness under concurrency.`,
    ].join('\n'),
    targets: [
      { name: '0 over-redemptions', holds: overRedeemed === 0, why: `${overRedeemed} orders beyond the limits` },
      { name: `every limited code used exactly ${LIMIT} times, the others refused before payment`, holds: underRedeemed === 0 && unexpected === 0, why: `${underRedeemed} uses missing, ${unexpected} other failures` },
      { name: `all ${UNLIMITED_CHECKOUTS} checkouts on the unlimited code placed and counted`, holds: openOk === UNLIMITED_CHECKOUTS && openUsed === UNLIMITED_CHECKOUTS, why: `${openOk} placed, 'Used' ${openUsed}` },
    ],
  };
}

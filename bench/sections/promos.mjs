// Section "Promo code redemptions": many shoppers at once on one code through the demo wallet's whole flow. A limited
// code must end with exactly its limit of orders (over-redemptions 0); an unlimited one measures how fast one code's
// row lock lets redemptions through.
import { loadavg } from 'node:os';
import { BENCH_ADMIN_PASSWORD } from '../shop-server.mjs';
import { shopClient } from '../shop-client.mjs';
import { SHOPPER } from './orders.mjs';

const CLIENTS = 50;
const LIMITED_ROUNDS = Number(process.env.BENCH_PROMO_ROUNDS ?? 10);
const LIMIT = 5;
const UNLIMITED_CHECKOUTS = 200;
/** The back office's orders take the bearer style of the admin password. */
const ORDERS_ADMIN = { authorization: `Bearer ${BENCH_ADMIN_PASSWORD}` };

async function createCode(baseUrl, code, usageLimit) {
  const res = await fetch(`${baseUrl}/api/promo-codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-password': BENCH_ADMIN_PASSWORD },
    body: JSON.stringify({
      code,
      discountType: 'percentage',
      discountValue: '10',
      ...(usageLimit ? { usageLimit } : {}),
    }),
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
  if (created.status !== 201)
    return {
      ok: false,
      step:
        created.body?.error === 'This promo code has been used up.'
          ? 'used up at POST /order'
          : `POST /order ${created.status}`,
    };
  await client.post(`/order/${created.body.id}/approve`);
  const captured = await client.post(`/order/${created.body.id}/capture`);
  if (captured.status !== 200 || !captured.body.orderId) return { ok: false, step: `capture ${captured.status}` };
  // The capture answers the order number only; the back office tells which code the order carries.
  const order = await fetch(`${client.baseUrl}/api/admin/orders/${captured.body.orderId}`, { headers: ORDERS_ADMIN });
  const { promoCode } = await order.json();
  return promoCode === (code ?? null) ? { ok: true } : { ok: false, step: `order with code ${promoCode}` };
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
        results.push(
          await checkout(client, product, code, offset + n).catch((e) => ({
            ok: false,
            step: String(e.code ?? e.cause?.code ?? e.message),
          })),
        );
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
  for (let round = 0; round < LIMITED_ROUNDS; round++) {
    const code = `BENCH-LIMIT-${round}`;
    await createCode(shop.baseUrl, code, LIMIT);
    const { results } = await race(client, product, code, CLIENTS, round * CLIENTS);
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

  const refused = LIMITED_ROUNDS * CLIENTS - (LIMITED_ROUNDS * LIMIT - underRedeemed) - unexpected;
  const openRate = openOk / open.seconds;
  const plainRate = plainOk / plain.seconds;
  return {
    shares: `the shop, the database and the load generator (load average ${load.toFixed(1)} at the start)`,
    figures: [
      {
        figure: `over-redemptions: ${LIMITED_ROUNDS} codes limited to ${LIMIT}, ${CLIENTS} checkouts at once each`,
        target: '0',
        measured: String(overRedeemed),
        holds: overRedeemed === 0,
      },
      {
        figure: 'limited codes: orders; refused "used up"; other failures',
        target: `${LIMITED_ROUNDS * LIMIT}; ${LIMITED_ROUNDS * (CLIENTS - LIMIT)}; 0`,
        measured: `${LIMITED_ROUNDS * LIMIT - underRedeemed}; ${refused}; ${unexpected}`,
        holds: underRedeemed === 0 && unexpected === 0,
      },
      {
        figure: `one unlimited code, ${UNLIMITED_CHECKOUTS} checkouts: placed, 'Used' count`,
        target: `${UNLIMITED_CHECKOUTS}, ${UNLIMITED_CHECKOUTS}`,
        measured: `${openOk}, ${openUsed}${kindsOf(open.results) ? ` (${kindsOf(open.results)})` : ''}`,
        holds: openOk === UNLIMITED_CHECKOUTS && openUsed === UNLIMITED_CHECKOUTS,
      },
      {
        figure: `redemptions/s on one code from ${CLIENTS} clients (orders/s without a code)`,
        target: 'none',
        measured: `${openRate.toFixed(1)} (${plainRate.toFixed(1)})`,
        holds: null,
      },
    ],
    bounds: `The code's row lock: checkouts on one code queue on it. The target is correctness, not a rate.`,
  };
}

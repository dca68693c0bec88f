// Section "Order placement": ORDERS orders through the real payment flow with the demo wallet from CLIENTS concurrent
// clients, then the admin API's count and order numbers checked against the successful captures.
import { BENCH_ADMIN_PASSWORD } from '../shop-server.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS_PLACED ?? 500);
const CLIENTS = 20;

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

export async function post(url, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** One shopper's whole payment: POST /order → approve (the demo wallet's button) → capture. */
export async function placeOrder(baseUrl, product, n) {
  const size = product.sizes[0] ?? '8 oz';
  const created = await post(`${baseUrl}/order`, {
    ...SHOPPER,
    customerEmail: `bench-${n}@example.com`,
    items: [{ productId: product.id, size, quantity: 1 }],
    promoCode: null,
    amount: product.price,
    currency: 'USD',
    intent: 'CAPTURE',
  });
  if (created.status !== 201) return { ok: false, step: `POST /order ${created.status}` };
  const approved = await post(`${baseUrl}/order/${created.body.id}/approve`);
  if (approved.status !== 200) return { ok: false, step: `approve ${approved.status}` };
  const captured = await post(`${baseUrl}/order/${created.body.id}/capture`);
  if (captured.status !== 200 || captured.body.status !== 'COMPLETED' || !captured.body.orderNumber) {
    return { ok: false, step: `capture ${captured.status} ${captured.body?.status ?? ''}`.trim() };
  }
  return { ok: true, orderNumber: captured.body.orderNumber };
}

/** Every order number the admin API lists, page by page, and its total. */
async function adminOrders(baseUrl) {
  const numbers = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const res = await fetch(`${baseUrl}/api/admin/orders?page=${page}&pageSize=200`, { headers: { authorization: `Bearer ${BENCH_ADMIN_PASSWORD}` } });
    if (res.status !== 200) throw new Error(`GET /api/admin/orders answered ${res.status}`);
    const body = await res.json();
    total = body.total;
    numbers.push(...body.items.map((o) => o.orderNumber));
    if (body.items.length === 0 || numbers.length >= total) return { total, numbers };
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const duplicatesIn = (numbers) => numbers.length - new Set(numbers).size;

export default {
  id: 'orders',
  title: 'Order placement',
  needsShop: true,
  async run({ shop }) {
    const products = await (await fetch(`${shop.baseUrl}/api/products`)).json();
    const before = await adminOrders(shop.baseUrl);
    const results = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < ORDERS) {
          const n = next++;
          const t0 = performance.now();
          const result = await placeOrder(shop.baseUrl, products[n % products.length], n).catch((e) => ({ ok: false, step: String(e.cause?.code ?? e.message) }));
          results.push({ ...result, ms: performance.now() - t0 });
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const after = await adminOrders(shop.baseUrl);

    const ok = results.filter((r) => r.ok);
    const failures = results.filter((r) => !r.ok);
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    const captureNumbers = ok.map((r) => r.orderNumber);
    const listed = after.numbers.filter((n) => !before.numbers.includes(n));
    const dupCaptured = duplicatesIn(captureNumbers);
    const dupListed = duplicatesIn(after.numbers);
    const newOrders = after.total - before.total;
    const lost = ok.length - newOrders;
    const notListed = captureNumbers.filter((n) => !listed.includes(n)).length;
    const kinds = new Map();
    for (const f of failures) kinds.set(f.step, (kinds.get(f.step) ?? 0) + 1);
    const failureKinds = [...kinds].map(([step, count]) => `${step} × ${count}`).join(', ');

    const table = [
      '| orders attempted | successful captures | failed | wall time | orders/s | p50 flow | p99 flow | duplicate order numbers | admin API total (before → after) | lost orders |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|',
      `| ${results.length} | ${ok.length} | ${failures.length}${failureKinds ? ` (${failureKinds})` : ''} | ${seconds.toFixed(1)} s | ${(ok.length / seconds).toFixed(1)} | ${percentile(latencies, 50).toFixed(0)} ms | ${percentile(latencies, 99).toFixed(0)} ms | ${dupCaptured} in captures, ${dupListed} in the admin list | ${before.total} → ${after.total} | ${lost} (and ${notListed} captured numbers missing from the list) |`,
    ].join('\n');
    return {
      markdown: [
        `${ORDERS} orders, ${CLIENTS} concurrent clients (keep-alive \`fetch\`), each one line of a catalogue product at its list price, through the demo wallet's whole flow: \`POST /order\` → \`POST /order/{id}/approve\` → \`POST /order/{id}/capture\` (order saved in the capture call, see docs/payments.md). Latency is the whole flow of one order (three requests). No warm-up, so the first orders' cold paths are in the p99. Afterwards \`GET /api/admin/orders\` (200 per page) gives the total and every order number.`,
        '',
        table,
        '',
        'No throughput target is set for this flow; the targets are correctness under concurrency.',
      ].join('\n'),
      targets: [
        { name: `all ${ORDERS} payments captured`, holds: ok.length === ORDERS, why: failureKinds },
        { name: '0 duplicate order numbers', holds: dupCaptured === 0 && dupListed === 0, why: `${dupCaptured} in captures, ${dupListed} in the list` },
        { name: '0 lost orders (admin API total grew by exactly the successful captures, each captured number listed)', holds: lost === 0 && notListed === 0, why: `${lost} lost, ${notListed} not listed` },
      ],
    };
  },
};

import type TestAgent from 'supertest/lib/agent';
import type { DataSource } from 'typeorm';
import { Product } from '../../src/catalog/product.entity';
import { Order } from '../../src/orders/order.entity';
import type { DemoApprovalChoice } from '../../src/payments/demo/demo-outcomes';
import { DemoPaymentProvider } from '../../src/payments/demo/demo-payment-provider';
import { PAYMENT_PROVIDER } from '../../src/payments/payment-provider';
import type { TestApp } from './test-app';

export const CUSTOMER = {
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  customerPhone: '+1 317 555 0100',
  customerNotes: 'Leave at the side door',
  shippingAddress: '12 Garden Lane',
  shippingCity: 'Indianapolis',
  shippingState: 'IN',
  shippingZip: '46204',
  billingAddress: null,
  billingCity: null,
  billingState: null,
  billingZip: null,
};

/** Product ids by slug, read from the seeded catalogue. */
export async function productIds(dataSource: DataSource): Promise<Record<string, number>> {
  const products = await dataSource.getRepository(Product).find();
  return Object.fromEntries(products.map((p) => [p.slug, p.id]));
}

export type Line = { productId: number; size: string; quantity: number; price?: string; productName?: string };

/** POST /order body for the lines, promo and browser amount. */
export function paymentOrderBody(
  items: Line[],
  amount: string,
  promoCode: string | null = null,
  extra: Record<string, unknown> = {},
) {
  return { ...CUSTOMER, items, promoCode, amount, currency: 'USD', intent: 'CAPTURE', ...extra };
}

/** POST /api/orders body. */
export function placeOrderBody(
  items: Line[],
  figures: { subtotal: string; total: string; discountAmount: string | null },
  promoCode: string | null,
  paymentId: string,
  extra: Record<string, unknown> = {},
) {
  return { ...CUSTOMER, items, ...figures, promoCode, paymentId, ...extra };
}

/**
 * The demo wallet's whole path: create, press `choice` in its approval window (Approve by default), capture. Returns
 * the capture response.
 */
export async function payWithDemoWallet(
  http: TestAgent,
  items: Line[],
  amount: string,
  promoCode: string | null = null,
  extra: Record<string, unknown> = {},
  choice: DemoApprovalChoice = 'approve',
) {
  const created = await http
    .post('/order')
    .send(paymentOrderBody(items, amount, promoCode, extra))
    .expect(201);
  const id: string = created.body.id;
  await http
    .post(`/order/${id}/approve`)
    .send(choice === 'approve' ? {} : { choice })
    .expect(200);
  // The breakdown the demo wallet's window shows: what the provider was asked to collect.
  return {
    id,
    breakdown: created.body.breakdown as Record<string, unknown>,
    capture: await http.post(`/order/${id}/capture`),
  };
}

/** The order a capture placed, read from the database (the capture answers only with its number). */
export function savedOrder(dataSource: DataSource, orderId: number): Promise<Order> {
  return dataSource.getRepository(Order).findOneOrFail({ where: { id: orderId }, relations: { items: true } });
}

/** The running demo wallet, for its test-only settings (captures and refunds that no wallet button chooses). */
export function demoWalletOf(t: TestApp): DemoPaymentProvider {
  const provider: unknown = t.app.get(PAYMENT_PROVIDER, { strict: false });
  if (!(provider instanceof DemoPaymentProvider)) throw new Error('The app does not run the demo wallet');
  return provider;
}

import { Subscription } from '../../src/subscriptions/subscription.entity';
import { Line, paymentOrderBody } from './checkout-fixtures';
import type { TestApp } from './test-app';

/**
 * Subscribes through the checkout as a shopper would (create, then capture through the fake PayPal's vault flow):
 * one line a month with the given shipping method; answers the new subscription. Seeded shipping and tax: a $60.00
 * Refill Box, 10 % off, Standard $7.95, Indiana 7 %: $66.29.
 */
export async function subscribeThroughCheckout(
  t: TestApp,
  line: Line,
  shippingMethodId: number,
  amount = '66.29',
): Promise<Subscription> {
  const created = await t.http
    .post('/order')
    .send(paymentOrderBody([line], amount, null, { shippingMethodId, subscription: { frequencyMonths: 1 } }))
    .expect(201);
  const capture = await t.http.post(`/order/${created.body.id}/capture`).expect(200);
  return t.dataSource.getRepository(Subscription).findOneByOrFail({ firstOrderId: capture.body.orderId });
}

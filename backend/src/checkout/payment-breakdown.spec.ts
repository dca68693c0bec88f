import fc from 'fast-check';
import type { Product } from '../catalog/product.entity';
import { priceCart } from '../orders/cart-pricing';
import { buildCheckoutSnapshot } from '../orders/checkout-snapshot';
import { chargeOrder } from '../orders/order-charges';
import { payPalOrderBody } from '../payments/paypal/paypal-order-body';
import { payPalAmountIssue } from '../../test/support/paypal-amount-rules';
import { paymentOrderRequest } from '../orders/payment-order-request';

const CUSTOMER = {
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  shippingAddress: '12 Garden Lane',
  shippingCity: 'Indianapolis',
  shippingState: 'IN',
  shippingZip: '46204',
};

const cents = (max: number) => fc.integer({ min: 1, max });
const cart = fc.array(fc.record({ price: cents(50_000), quantity: fc.integer({ min: 1, max: 99 }) }), {
  minLength: 1,
  maxLength: 12,
});
const promo = fc.option(
  fc.oneof(
    fc.integer({ min: 0, max: 10_000 }).map((hundredths) => ({
      code: 'PCT',
      discountType: 'percentage' as const,
      discountValue: (hundredths / 100).toFixed(2),
    })),
    cents(200_000).map((value) => ({
      code: 'FIX',
      discountType: 'fixed' as const,
      discountValue: (value / 100).toFixed(2),
    })),
  ),
);
const method = fc.option(
  fc.record({
    id: fc.constant(1),
    name: fc.constant('Method'),
    price: fc.integer({ min: 0, max: 5_000 }),
    freeFrom: fc.option(cents(20_000)),
    taxable: fc.boolean(),
  }),
);
const rate = fc.option(
  fc.record({
    state: fc.constantFrom('IN', 'CA', 'TN'),
    rateMillipercent: fc.integer({ min: 0, max: 29_999 }),
    shippingTaxable: fc.boolean(),
  }),
);

describe('every priced checkout', () => {
  it('adds up (total = subtotal − discount + shipping + tax) and its PayPal body satisfies PayPal’s equations', () => {
    fc.assert(
      fc.property(cart, promo, method, rate, (lines, code, shipping, tax) => {
        const products = new Map(
          lines.map((l, i) => [
            i + 1,
            {
              id: i + 1,
              name: `P${i + 1}`,
              price: (l.price / 100).toFixed(2),
              refillPrice: null,
              sizes: ['16 oz'],
              scentNumber: null,
            } as Product,
          ]),
        );
        const priced = priceCart(
          lines.map((l, i) => ({ productId: i + 1, size: '16 oz', quantity: l.quantity })),
          products,
          code,
        );
        const charges = chargeOrder(priced, shipping, tax);
        expect(charges.total).toBe(charges.subtotal - charges.discount + charges.shipping + charges.tax);
        expect(charges.lines.reduce((sum, l) => sum + l.discount, 0)).toBe(charges.discount);
        expect(charges.lines.reduce((sum, l) => sum + l.tax, 0) + charges.shippingTax).toBe(charges.tax);
        charges.lines.forEach((l) => {
          expect(l.discount).toBeGreaterThanOrEqual(0);
          expect(l.discount).toBeLessThanOrEqual(l.lineTotal);
        });

        const body = payPalOrderBody(paymentOrderRequest('c-1', buildCheckoutSnapshot(CUSTOMER, charges)));
        expect(payPalAmountIssue(body.purchase_units[0])).toBeNull();
      }),
      { numRuns: 200, seed: 46 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { soapLine } from '../../test/cartLines';
import { addItem, cartReducer, initialCartState } from './cartSlice';
import { parseStoredCart } from './cartStorage';
import { mixRefusal, subscriptionLineText, subscriptionSavingCents } from './subscription';

const monthly = { frequencyMonths: 1 as const, discountPercent: '10.00' };
const refill = { ...soapLine({ quantity: 1 }), productId: 12, size: 'Refill Box', price: '60.00' };

describe('subscription cart lines', () => {
  it("words the cart line as 'Subscribe & save N % · every N months'", () => {
    expect(subscriptionLineText({ frequencyMonths: 2, discountPercent: '10.00' })).toBe(
      'Subscribe & save 10 % · every 2 months',
    );
    expect(subscriptionLineText({ frequencyMonths: 1, discountPercent: '12.50' })).toBe(
      'Subscribe & save 12.5 % · every month',
    );
  });

  it('takes the saving half up, as the server does', () => {
    expect(subscriptionSavingCents(6000, '10.00')).toBe(600);
    expect(subscriptionSavingCents(1995, '10.00')).toBe(200);
  });

  it('keeps a cart either a subscription or a one-time order, the last frequency for all its lines', () => {
    const once = cartReducer(initialCartState, addItem(soapLine({ quantity: 1 })));
    expect(mixRefusal(once.items, true)).toMatch(/items bought once/);
    expect(cartReducer(once, addItem({ ...refill, subscription: monthly })).items).toHaveLength(1);

    const subscribed = cartReducer(initialCartState, addItem({ ...refill, subscription: monthly }));
    expect(mixRefusal(subscribed.items, false)).toMatch(/Your cart is a subscription/);
    expect(cartReducer(subscribed, addItem(soapLine({ quantity: 1 }))).items).toHaveLength(1);
    const quarterly = { frequencyMonths: 3 as const, discountPercent: '10.00' };
    const both = cartReducer(subscribed, addItem({ ...soapLine({ quantity: 1 }), subscription: quarterly }));
    expect(both.items.map((line) => line.subscription)).toEqual([quarterly, quarterly]);
  });

  it('reads a stored subscription back, dropping a bad one and lines of the other kind', () => {
    const stored = JSON.stringify([
      { ...refill, subscription: monthly },
      { ...soapLine({ quantity: 1 }) },
      { ...refill, size: '16 oz', subscription: { frequencyMonths: 5, discountPercent: '10.00' } },
    ]);
    expect(parseStoredCart(stored)).toEqual([{ ...refill, subscription: monthly }]);
  });
});

import { amountCents, coversEveryUnit, linesRefundCents, priceRefund, refundedUnits } from './refund-amount';

describe('refund amounts', () => {
  // 2 × 18.00 + 1 × 34.00 = 70.00, with 15% off: 59.50 paid.
  const order = {
    subtotal: 7000,
    total: 5950,
    lines: [
      { id: 1, price: 1800, quantity: 2 },
      { id: 2, price: 3400, quantity: 1 },
    ],
  };

  it('returns a line with the discount apportioned as the order priced it', () => {
    expect(linesRefundCents(order, [{ orderItemId: 2, quantity: 1 }], new Map())).toBe(2890);
    expect(linesRefundCents(order, [{ orderItemId: 1, quantity: 1 }], new Map())).toBe(1530);
    expect(linesRefundCents({ ...order, total: 7000 }, [{ orderItemId: 1, quantity: 2 }], new Map())).toBe(3600);
  });

  it('refuses more units than remain, a line of another order, a line twice', () => {
    expect(() => linesRefundCents(order, [{ orderItemId: 1, quantity: 2 }], new Map([[1, 1]]))).toThrow(
      'Order line 1 has 1 unit(s) left to refund, not 2.',
    );
    expect(() => linesRefundCents(order, [{ orderItemId: 9, quantity: 1 }], new Map())).toThrow(
      'Order line 9 is not on this order.',
    );
    expect(() =>
      linesRefundCents(
        order,
        [
          { orderItemId: 2, quantity: 1 },
          { orderItemId: 2, quantity: 1 },
        ],
        new Map(),
      ),
    ).toThrow('listed twice');
  });

  it('knows when the lines take every unit, counting earlier refunds', () => {
    const earlier = refundedUnits([{ lines: [{ orderItemId: 1, quantity: 2 }] }, { lines: null }]);
    expect(coversEveryUnit(order, [{ orderItemId: 2, quantity: 1 }], earlier)).toBe(true);
    expect(coversEveryUnit(order, [{ orderItemId: 2, quantity: 1 }], new Map())).toBe(false);
  });

  it('reads a typed amount in cents and refuses nonsense', () => {
    expect(amountCents('12.5')).toBe(1250);
    expect(() => amountCents('0.00')).toThrow('more than 0.00');
    expect(() => amountCents('1.234')).toThrow('at most two decimals');
    expect(() => amountCents('-3')).toThrow('at most two decimals');
  });

  it('prices each kind of refund with one function, never more than remains', () => {
    expect(priceRefund(order, {}, new Map(), 5950)).toBe(5950);
    expect(priceRefund(order, { amount: '12.50' }, new Map(), 5950)).toBe(1250);
    expect(priceRefund(order, { lines: [{ orderItemId: 2, quantity: 1 }] }, new Map(), 5950)).toBe(2890);
    expect(priceRefund(order, { lines: [{ orderItemId: 2, quantity: 1 }] }, new Map(), 1000)).toBe(1000);
    // The last units take whatever remains (here 15.30 + 15.30 + 28.90 = 59.50, the cents of rounding included).
    expect(priceRefund(order, { lines: [{ orderItemId: 2, quantity: 1 }] }, new Map([[1, 2]]), 2891)).toBe(2891);
  });

  it('refuses a line asked beyond its units even when the other units of the order are all refunded', () => {
    expect(() =>
      priceRefund(
        order,
        { lines: [{ orderItemId: 2, quantity: 1 }] },
        new Map([
          [1, 2],
          [2, 1],
        ]),
        100,
      ),
    ).toThrow('Order line 2 has 0 unit(s) left to refund, not 1.');
  });
});

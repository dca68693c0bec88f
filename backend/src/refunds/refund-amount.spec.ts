import {
  amountCents,
  coversEveryUnit,
  linesRefundCents,
  priceRefund,
  refundedUnits,
  shippingRefundCents,
} from './refund-amount';

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

  it('refunds shipping with its share of the tax, in parts that add up to the shipping and its tax', () => {
    const shipping = { cents: 795, tax: 56 };
    expect(shippingRefundCents(shipping, 795, 0)).toBe(851);
    expect(shippingRefundCents(shipping, 500, 0)).toBe(535);
    expect(shippingRefundCents(shipping, 295, 500)).toBe(316);
    // One cent at a time still returns exactly 7.95 + 0.56.
    let total = 0;
    for (let before = 0; before < 795; before++) total += shippingRefundCents(shipping, 1, before);
    expect(total).toBe(851);
    expect(() => shippingRefundCents(shipping, 300, 500)).toThrow('Only 2.95 of shipping is left to refund');
    expect(() => shippingRefundCents({ cents: 0, tax: 0 }, 1, 0)).toThrow('Only 0.00 of shipping');
    const itemized = { ...order, lines: order.lines.map((l) => ({ ...l, charged: l.price * l.quantity })), shipping };
    expect(
      priceRefund(itemized, { shipping: '7.95', lines: [{ orderItemId: 2, quantity: 1 }] }, new Map(), 99999),
    ).toBe(3400 + 851);
    expect(priceRefund(itemized, { shipping: '7.95' }, new Map(), 800)).toBe(800);
    expect(() => priceRefund(itemized, { shipping: '7.999' }, new Map(), 800)).toThrow('shipping must be an amount');
  });
});

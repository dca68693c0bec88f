import { unitsToPutBack } from './refund-restock';

describe('unitsToPutBack', () => {
  const items = [
    { id: 1, productId: 7, size: '16 oz', quantity: 3 },
    { id: 2, productId: 7, size: 'Refill Box', quantity: 1 },
    { id: 3, productId: null, size: '8 oz', quantity: 2 },
  ];

  it("returns a refund's lines, and every line of a refund without lines (deleted products skipped)", () => {
    expect(unitsToPutBack(items, [{ orderItemId: 1, quantity: 2 }], [])).toEqual([
      { productId: 7, size: '16 oz', quantity: 2 },
    ]);
    expect(unitsToPutBack(items, null, [])).toEqual([
      { productId: 7, size: '16 oz', quantity: 3 },
      { productId: 7, size: 'Refill Box', quantity: 1 },
    ]);
  });

  it('never puts back more of a size than the order sold less what earlier refunds put back', () => {
    const earlier = [{ productId: 7, size: '16 oz', quantity: 2 }];
    expect(unitsToPutBack(items, null, earlier)).toEqual([
      { productId: 7, size: '16 oz', quantity: 1 },
      { productId: 7, size: 'Refill Box', quantity: 1 },
    ]);
    expect(unitsToPutBack(items, [{ orderItemId: 1, quantity: 3 }], [{ ...earlier[0], quantity: 3 }])).toEqual([]);
  });
});

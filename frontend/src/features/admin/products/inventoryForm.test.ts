import { describe, expect, it } from 'vitest';
import { inventoryPayload, inventoryRowError, inventoryRows } from './inventoryForm';
import { stockText } from './ProductsTable';

describe('the product form inventory', () => {
  const loaded = inventoryRows([
    { size: '16 oz', quantity: 7, lowStockThreshold: 3 },
    { size: 'Refill Box', quantity: null, lowStockThreshold: null },
  ]);

  it('sends only the sizes staff changed (an untouched count may have sold since), blanks as null', () => {
    expect(inventoryPayload(loaded, loaded, ['16 oz', 'Refill Box'])).toEqual([]);
    const edited = [loaded[0], { ...loaded[1], quantity: '4' }];
    expect(inventoryPayload(edited, loaded, ['16 oz', 'Refill Box'])).toEqual([
      { size: 'Refill Box', quantity: 4, lowStockThreshold: null },
    ]);
    expect(inventoryPayload([{ ...loaded[0], quantity: '' }], loaded, ['16 oz'])).toEqual([
      { size: '16 oz', quantity: null, lowStockThreshold: 3 },
    ]);
    // A size removed in the same edit is not sent (the server would refuse it).
    expect(inventoryPayload(edited, loaded, ['16 oz'])).toEqual([]);
  });

  it('accepts whole numbers of 0 or more, or blank', () => {
    expect(inventoryRowError({ size: '16 oz', quantity: '0', lowStockThreshold: '' })).toBeUndefined();
    expect(inventoryRowError({ size: '16 oz', quantity: '-1', lowStockThreshold: '' })).toMatch(/Quantity/);
    expect(inventoryRowError({ size: '16 oz', quantity: '2', lowStockThreshold: '1.5' })).toMatch(/threshold/);
  });

  it('shows each size in the list: a count, low, sold out or not tracked', () => {
    expect(stockText({ size: '16 oz', quantity: 2, lowStockThreshold: 3 })).toBe('16 oz: 2 (low)');
    expect(stockText({ size: '16 oz', quantity: 12, lowStockThreshold: 3 })).toBe('16 oz: 12');
    expect(stockText({ size: '8 oz', quantity: 0, lowStockThreshold: null })).toBe('8 oz: sold out');
    expect(stockText({ size: 'Refill Box', quantity: null, lowStockThreshold: null })).toBe('Refill Box: not tracked');
  });
});

import { describe, expect, it } from 'vitest';
import { backToProducts } from './productNavigation';

describe('product navigation state', () => {
  it("returns to the list with the shopper's filters", () => {
    expect(backToProducts({ backTo: '/products?filter=candle&scent=09' })).toBe('/products?filter=candle&scent=09');
    expect(backToProducts({ backTo: '/products' })).toBe('/products');
  });

  it('falls back to the plain list for anything else', () => {
    for (const state of [null, undefined, {}, { backTo: 42 }, { backTo: '/admin-orders' }, { backTo: 'https://evil.example/products' }, { backTo: '/productsx' }]) {
      expect(backToProducts(state)).toBe('/products');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { backToProducts, productLink } from './productNavigation';

describe('product navigation', () => {
  it("carries the list's query in the product's address", () => {
    expect(productLink('/products/hand-soap-no-42', '?filter=candle&scent=09')).toBe(
      '/products/hand-soap-no-42?list=filter%3Dcandle%26scent%3D09',
    );
    expect(productLink('/products/hand-soap-no-42', '')).toBe('/products/hand-soap-no-42');
    expect(productLink('/products/hand-soap-no-42', '?filter=refill', { size: 'Refill Box' })).toBe(
      '/products/hand-soap-no-42?size=Refill+Box&list=filter%3Drefill',
    );
  });

  it("returns to the list with the shopper's filters", () => {
    expect(backToProducts('?list=filter%3Dcandle%26scent%3D09')).toBe('/products?filter=candle&scent=09');
    expect(backToProducts('?size=Refill+Box&list=filter%3Drefill')).toBe('/products?filter=refill');
  });

  it('falls back to the plain list, and never leaves it', () => {
    for (const search of ['', '?list=', '?size=16+oz']) expect(backToProducts(search)).toBe('/products');
    for (const list of ['https://evil.example/', '//evil.example', '/admin'])
      expect(backToProducts(`?list=${encodeURIComponent(list)}`)).toMatch(/^\/products\?/);
  });
});

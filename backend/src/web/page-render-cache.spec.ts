import { pageCacheKey, PageRenderCache } from './page-render-cache';

describe('pageCacheKey', () => {
  it.each([
    ['/', '/'],
    ['/products', '/products'],
    ['/products/hand-soap-no-42', '/products/hand-soap-no-42'],
    ['/journal', '/journal'],
    ['/journal/refills-101?utm_source=mail&utm_campaign=spring&fbclid=1', '/journal/refills-101'],
    ['/refills', '/refills'],
    // Only the parameters the page reads, normalised as it reads them, in one order; the rest are left out.
    ['/products?r=8f3a9', '/products'],
    ['/?anything=1', '/'],
    ['/products?filter=Candle&r=1', '/products?filter=candle'],
    ['/products?scent=42&filter=%20room-mist%20', '/products?filter=room-mist&scent=42'],
    ['/products?filter=candle&filter=dish-soap', '/products?filter=candle'],
    ['/products?filter=', '/products'],
    // Values the page does not know mean its default: they are left out, so random ones all hit one entry.
    ['/products?scent=17&filter=nonsense', '/products'],
    ['/products?filter=all&scent=all', '/products'],
    ['/products?filter=Aromatherapy', '/products?filter=room-mist'],
    [`/products?filter=${'a'.repeat(41)}`, '/products'],
    ['/products/hand-soap-no-42?size=XXL', '/products/hand-soap-no-42'],
    ['/journal/refills-101?size=1', '/journal/refills-101'],
    ['/products?constructor=1&__proto__=2&toString=3', '/products'],
    // The list's page, as the page reads it: 2 to 999, leading zeros dropped; anything else is page 1.
    ['/products?page=2&filter=candle', '/products?filter=candle&page=2'],
    ['/products?page=007', '/products?page=7'],
    ['/products?page=1', '/products'],
    ['/products?page=1000', '/products'],
    ['/products?page=-3', '/products'],
    ['/products?page=2e1', '/products'],
  ])('keys the catalogue page %s as %s', (url, key) => {
    expect(pageCacheKey(url)).toBe(key);
  });

  it.each(['/checkout', '/orders/status', '/admin', '/admin-products', '/products/a/b'])('does not cache %s', (url) => {
    expect(pageCacheKey(url)).toBeUndefined();
  });
});

describe('pageCacheKey with what the catalogue knows', () => {
  it('keeps `?size=` only when the product sells that size', () => {
    const productSizes = ['16 oz', 'Refill Box'];
    expect(pageCacheKey('/products/hand-soap-no-42?size=Refill%20Box&utm_source=x', { productSizes })).toBe(
      '/products/hand-soap-no-42?size=Refill%20Box',
    );
    expect(pageCacheKey('/products/hand-soap-no-42?size=8%20oz', { productSizes })).toBe('/products/hand-soap-no-42');
  });

  it('keys the list by the page it shows: past the last page, the last', () => {
    expect(pageCacheKey('/products?page=999&scent=42', { listPage: 1 })).toBe('/products?scent=42');
    expect(pageCacheKey('/products?page=5', { listPage: 2 })).toBe('/products?page=2');
  });
});

describe('PageRenderCache', () => {
  it('keeps at most its number of pages, dropping the least recently read', () => {
    const cache = new PageRenderCache<{ html: string }>(2);
    cache.get('v1', '/');
    cache.set('v1', '/', { html: 'home' });
    cache.set('v1', '/products', { html: 'list' });
    expect(cache.get('v1', '/')?.html).toBe('home');
    cache.set('v1', '/journal', { html: 'journal' });
    expect(cache.size).toBe(2);
    expect(cache.get('v1', '/products')).toBeUndefined();
    expect(cache.get('v1', '/')?.html).toBe('home');
  });

  it('forgets every page when the catalogue version changes, and drops a page rendered at an older version', () => {
    const cache = new PageRenderCache<{ html: string }>(10);
    cache.get('v1', '/');
    cache.set('v1', '/', { html: 'old' });
    expect(cache.get('v2', '/')).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set('v1', '/products', { html: 'rendered before the write' });
    expect(cache.get('v2', '/products')).toBeUndefined();
  });
});

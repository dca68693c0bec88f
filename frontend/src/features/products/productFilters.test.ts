import { describe, expect, it } from 'vitest';
import { catalogue, product } from '../../test/products';
import {
  defaultVariant,
  filterGroups,
  formatFromQuery,
  fragranceFromQuery,
  groupProducts,
  matchesFormat,
} from './productFilters';
import { sellableSizes, sizeLabel, unitPrice } from '../../lib/productPricing';

describe('product filters', () => {
  const groups = groupProducts(catalogue());

  it('groups scent variants by base slug', () => {
    expect(groups.map((g) => g.baseSlug)).toEqual([
      'hand-soap',
      'dish-soap',
      'surface-spray',
      'room-mist',
      'soy-wax-candle',
    ]);
    expect(groups[0].variants.map((v) => v.slug)).toEqual([
      'hand-soap-no-09',
      'hand-soap-no-42',
      'hand-soap-no-62',
      'hand-soap-no-92',
    ]);
  });

  it('selects scent 42 by default, else the first variant', () => {
    expect(defaultVariant(groups[0]).slug).toBe('hand-soap-no-42');
    const without42 = { baseSlug: 'x', variants: groups[0].variants.filter((v) => v.scentNumber !== '42') };
    expect(defaultVariant(without42).slug).toBe('hand-soap-no-09');
  });

  it('filters by fragrance, keeping only that scent in each group', () => {
    const filtered = filterGroups(groups, '62', 'all');
    expect(filtered).toHaveLength(5);
    expect(filtered.every((g) => g.variants.length === 1 && g.variants[0].scentNumber === '62')).toBe(true);
  });

  it('filters by format, Home Care counting as surface spray and Aromatherapy as room mist', () => {
    expect(filterGroups(groups, 'all', 'dish-soap').map((g) => g.baseSlug)).toEqual(['dish-soap']);
    expect(matchesFormat(product({ category: 'Home Care' }), 'surface-spray')).toBe(true);
    expect(matchesFormat(product({ category: 'Aromatherapy' }), 'room-mist')).toBe(true);
    expect(matchesFormat(product({ category: 'Refill' }), 'hand-soap')).toBe(false);
    expect(matchesFormat(product({ category: 'Refill' }), 'all')).toBe(true);
  });

  it("offers a refill view: every product with a 'Refill Box' size (the refill hub's 'Shop Refill Boxes')", () => {
    const withRefill = groups
      .filter((g) => g.variants.some((v) => v.sizes.includes('Refill Box')))
      .map((g) => g.baseSlug);
    expect(withRefill.length).toBeGreaterThan(0);
    expect(filterGroups(groups, 'all', 'refill').map((g) => g.baseSlug)).toEqual(withRefill);
    expect(filterGroups(groups, 'all', 'refill').map((g) => g.baseSlug)).not.toContain('soy-wax-candle');
    expect(formatFromQuery('refills')).toBe('refill');
  });

  it('combines both filters and can match nothing', () => {
    expect(filterGroups(groups, '09', 'candle').map((g) => g.variants[0].slug)).toEqual(['soy-wax-candle-no-09']);
    expect(filterGroups(groupProducts([product({ scentNumber: '42' })]), '92', 'all')).toEqual([]);
  });

  it('reads the format from ?filter=, with aliases, and ignores unknown values', () => {
    expect(formatFromQuery('room-mist')).toBe('room-mist');
    expect(formatFromQuery('dish-soap')).toBe('dish-soap');
    expect(formatFromQuery('Aromatherapy')).toBe('room-mist');
    expect(formatFromQuery('home-care')).toBe('surface-spray');
    expect(formatFromQuery('<script>')).toBe('all');
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(formatFromQuery(name)).toBe('all');
    expect(formatFromQuery(null)).toBe('all');
    expect(fragranceFromQuery('92')).toBe('92');
    expect(fragranceFromQuery('93')).toBe('all');
  });

  it('prices the refill box at refillPrice and labels it', () => {
    const soap = product();
    expect(unitPrice(soap, '16 oz')).toBe('18.00');
    expect(unitPrice(soap, 'Refill Box')).toBe('60.00');
    // The server refuses a Refill Box line without refillPrice: the storefront must not offer it at `price`.
    expect(unitPrice(product({ refillPrice: null }), 'Refill Box')).toBeNull();
    expect(sellableSizes(product({ refillPrice: null, sizes: ['16 oz', 'Refill Box'] }))).toEqual(['16 oz']);
    expect(sellableSizes(product({ sizes: ['16 oz', 'Refill Box'] }))).toEqual(['16 oz', 'Refill Box']);
    expect(sizeLabel('Refill Box')).toBe('Refill Box (3 Liters)');
    expect(sizeLabel('16 oz')).toBe('16 oz');
  });
});

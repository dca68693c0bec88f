import { describe, expect, it } from 'vitest';
import { cardPage, catalogue, product } from '../../test/products';
import { defaultVariant, formatFromQuery, fragranceFromQuery, pageFromQuery, productCardsArg } from './productFilters';
import { sellableSizes, sizeLabel, unitPrice } from '../../lib/productPricing';

describe('product filters', () => {
  it('selects scent 42 by default, else the first variant', () => {
    const [soap] = cardPage(catalogue()).items;
    expect(defaultVariant(soap).slug).toBe('hand-soap-no-42');
    const without42 = { baseSlug: 'x', variants: soap.variants.filter((v) => v.scentNumber !== '42') };
    expect(defaultVariant(without42).slug).toBe('hand-soap-no-09');
  });

  it('reads the page from ?page=, anything but 1 to 999 being page 1', () => {
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery('007')).toBe(7);
    expect(pageFromQuery('999')).toBe(999);
    for (const value of [null, '', '0', '1000', '-2', '2.5', ' 2', 'two', '1e3']) expect(pageFromQuery(value)).toBe(1);
  });

  it('asks the API with the defaults left out, so the server and the browser ask alike', () => {
    expect(productCardsArg(new URLSearchParams('r=1&page=1&filter=all'))).toEqual({});
    expect(productCardsArg(new URLSearchParams('page=2&filter=Candles&scent=09'))).toEqual({
      page: 2,
      filter: 'candle',
      scent: '09',
    });
    expect(productCardsArg(new URLSearchParams('filter=refill-box&scent=93&page=x'))).toEqual({ filter: 'refill' });
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

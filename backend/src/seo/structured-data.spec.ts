import { productSku } from './structured-data';

describe('productSku (docs/product.md, Constants)', () => {
  it.each([
    [{ id: 7, category: 'Hand Soap', scentNumber: '42' }, 'HA42'],
    [{ id: 8, category: 'Candle', scentNumber: '09' }, 'CA09'],
    [{ id: 9, category: 'home care', scentNumber: '92' }, 'HO92'],
    [{ id: 10, category: 'Refill', scentNumber: null }, '10'],
    [{ id: 11, category: 'Candle', scentNumber: '' }, '11'],
    [{ id: 12, category: 'X', scentNumber: '42' }, '12'],
  ])('gives %j the sku %s', (product, sku) => {
    expect(productSku(product)).toBe(sku);
  });
});

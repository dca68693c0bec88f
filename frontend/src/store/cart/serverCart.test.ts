import { describe, expect, it } from 'vitest';
import { product } from '../../test/products';
import { serverCartLines } from './serverCart';

const soap = product({ id: 1 });
const candle = product({
  id: 2,
  name: 'Soy Wax Candle No. 42',
  price: '34.00',
  refillPrice: null,
  sizes: ['8 oz'],
  image: '/public-objects/products/soy-wax-candle-42.webp',
});
const catalogue = [soap, candle];

describe("the server's cart lines", () => {
  it('takes name, price and picture from the catalogue, the Refill Box its own', () => {
    expect(serverCartLines('1~16%20oz~2|1~Refill%20Box~1|2~8%20oz~3', catalogue)).toEqual([
      {
        productId: 1,
        productName: 'Hand Soap No. 42',
        size: '16 oz',
        quantity: 2,
        price: '18.00',
        image: '/public-objects/products/hand-soap-42.webp',
      },
      {
        productId: 1,
        productName: 'Hand Soap No. 42',
        size: 'Refill Box',
        quantity: 1,
        price: '60.00',
        image: '/public-objects/products/refill-box-42.webp',
      },
      {
        productId: 2,
        productName: 'Soy Wax Candle No. 42',
        size: '8 oz',
        quantity: 3,
        price: '34.00',
        image: '/public-objects/products/soy-wax-candle-42.webp',
      },
    ]);
  });

  it('drops unknown products and sizes a product does not sell, keeps the rest', () => {
    expect(
      serverCartLines('999~16%20oz~1|2~Refill%20Box~1|2~16%20oz~1|1~16%20oz~1', catalogue).map((l) => [
        l.productId,
        l.size,
      ]),
    ).toEqual([[1, '16 oz']]);
    expect(serverCartLines('1~Refill%20Box~1', [product({ id: 1, refillPrice: null })])).toEqual([]);
  });

  it('gives nothing for no cookie or a malformed one', () => {
    expect(serverCartLines(undefined, catalogue)).toEqual([]);
    expect(serverCartLines('1~16%20oz~1~0.01', catalogue)).toEqual([]);
  });
});

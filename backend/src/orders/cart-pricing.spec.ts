import { DomainError } from '../common/errors/domain-error';
import { PriceMismatch, ValidationProblem } from '../common/errors/domain-errors';
import type { Product } from '../catalog/product.entity';
import { priceCart, PricedCart } from './cart-pricing';
import { chargeOrder } from './order-charges';
import { assertBrowserFigures, chargeFigures } from './price-check';

const product = (
  id: number,
  name: string,
  price: string,
  refillPrice: string | null,
  sizes: string[],
  scentNumber = '42',
) => ({ id, name, price, refillPrice, sizes, scentNumber }) as Product;

const catalogue = new Map<number, Product>([
  [1, product(1, 'Hand Soap No. 42', '18.00', '60.00', ['16 oz', 'Refill Box'])],
  [2, product(2, 'Soy Wax Candle No. 09', '34.00', null, ['8 oz'], '09')],
  [3, product(3, 'Room Mist No. 62', '22.00', null, ['16 oz', 'Refill Box'], '62')],
]);

function errorOf(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

/** The goods figures of a cart with no shipping and no tax (the spec's subtotal minus discount). */
const charged = (cart: PricedCart) => chargeOrder(cart, null, null);
const cartFigures = (cart: PricedCart) => {
  const { subtotal, discountAmount, total } = chargeFigures(charged(cart));
  return { subtotal, discountAmount, total };
};

describe('priceCart', () => {
  it('prices lines from the catalogue, the refill box at refillPrice, ignoring nothing else', () => {
    const cart = priceCart(
      [
        { productId: 1, size: '16 oz', quantity: 2 },
        { productId: 1, size: 'Refill Box', quantity: 1 },
        { productId: 2, size: '8 oz', quantity: 3 },
      ],
      catalogue,
      null,
    );
    expect(cart.lines.map((l) => [l.productName, l.scent, l.size, l.quantity, l.unitPrice, l.lineTotal])).toEqual([
      ['Hand Soap No. 42', '42', '16 oz', 2, 1800, 3600],
      ['Hand Soap No. 42', '42', 'Refill Box', 1, 6000, 6000],
      ['Soy Wax Candle No. 09', '09', '8 oz', 3, 3400, 10200],
    ]);
    expect(cartFigures(cart)).toEqual({ subtotal: '198.00', discountAmount: null, total: '198.00' });
  });

  it('applies percentage and fixed promos and caps them at the subtotal', () => {
    const lines = [{ productId: 1, size: '16 oz', quantity: 2 }];
    expect(
      cartFigures(
        priceCart(lines, catalogue, { code: 'WELCOME15', discountType: 'percentage', discountValue: '15.00' }),
      ),
    ).toEqual({ subtotal: '36.00', discountAmount: '5.40', total: '30.60' });
    expect(
      cartFigures(priceCart(lines, catalogue, { code: 'FIVE', discountType: 'fixed', discountValue: '5.00' })),
    ).toEqual({ subtotal: '36.00', discountAmount: '5.00', total: '31.00' });
    expect(
      cartFigures(priceCart(lines, catalogue, { code: 'HUGE', discountType: 'fixed', discountValue: '50.00' })),
    ).toEqual({ subtotal: '36.00', discountAmount: '36.00', total: '0.00' });
  });

  it('merges lines of the same product and size, and refuses more than 99 after merging', () => {
    const cart = priceCart(
      [
        { productId: 1, size: '16 oz', quantity: 2 },
        { productId: 1, size: '16 oz', quantity: 3 },
      ],
      catalogue,
      null,
    );
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0].quantity).toBe(5);
    const tooMany = errorOf(() =>
      priceCart(
        [
          { productId: 1, size: '16 oz', quantity: 60 },
          { productId: 1, size: '16 oz', quantity: 40 },
        ],
        catalogue,
        null,
      ),
    );
    expect(tooMany).toBeInstanceOf(ValidationProblem);
    expect(tooMany.message).toMatch(/quantity of Hand Soap No. 42 \(16 oz\) must be a whole number from 1 to 99/);
  });

  it.each([
    ['an empty cart', [], /cart is empty/],
    ['an unknown product', [{ productId: 99, size: '16 oz', quantity: 1 }], /Product 99 is not in our catalogue/],
    [
      'an unknown size',
      [{ productId: 2, size: '16 oz', quantity: 1 }],
      /Soy Wax Candle No. 09 does not come in size "16 oz"/,
    ],
    [
      'a refill box without a refill price',
      [{ productId: 3, size: 'Refill Box', quantity: 1 }],
      /Room Mist No. 62 does not come in size "Refill Box"/,
    ],
    ['a fractional quantity', [{ productId: 1, size: '16 oz', quantity: 1.5 }], /whole number from 1 to 99/],
    ['a zero quantity', [{ productId: 1, size: '16 oz', quantity: 0 }], /whole number from 1 to 99/],
  ])('refuses %s as a validation problem naming it', (_label, lines, expected) => {
    const error = errorOf(() => priceCart(lines, catalogue, null));
    expect(error).toBeInstanceOf(ValidationProblem);
    expect(error.summary).toMatch(expected);
  });
});

describe('assertBrowserFigures', () => {
  const cart = priceCart([{ productId: 1, size: '16 oz', quantity: 2 }], catalogue, {
    code: 'WELCOME15',
    discountType: 'percentage',
    discountValue: '15.00',
  });

  it('accepts figures equal to the cent, however they are written', () => {
    expect(() =>
      assertBrowserFigures(charged(cart), {
        lines: [{ productId: 1, size: '16 oz', price: '18' }],
        subtotal: '36',
        discountAmount: '5.4',
        total: '30.60',
      }),
    ).not.toThrow();
  });

  it.each([
    [
      'a changed unit price',
      { lines: [{ productId: 1, size: '16 oz', price: '17.99' }], total: '30.60' },
      /price of Hand Soap No. 42 \(16 oz\) is \$18.00, not \$17.99/,
    ],
    ['a subtotal one cent off', { subtotal: '35.99', total: '30.60' }, /subtotal is \$36.00, not \$35.99/],
    [
      'a different discount',
      { discountAmount: '5.41', total: '30.60' },
      /discount of promo code WELCOME15 is \$5.40, not \$5.41/,
    ],
    ['a total one cent off', { total: '30.59' }, /total is \$30.60, not \$30.59/],
  ])('refuses %s as a price mismatch carrying the server figures', (_label, claimed, expected) => {
    const error = errorOf(() => assertBrowserFigures(charged(cart), claimed));
    expect(error).toBeInstanceOf(PriceMismatch);
    expect(error.message).toMatch(expected);
    expect(error.details.expected).toEqual({
      subtotal: '36.00',
      discountAmount: '5.40',
      shippingAmount: '0.00',
      taxAmount: '0.00',
      total: '30.60',
      items: [{ productId: 1, size: '16 oz', price: '18.00' }],
    });
  });

  it('refuses a discount when no promo code applies', () => {
    const plain = priceCart([{ productId: 1, size: '16 oz', quantity: 1 }], catalogue, null);
    const error = errorOf(() => assertBrowserFigures(charged(plain), { discountAmount: '5.00', total: '13.00' }));
    expect(error.message).toMatch(/No promo code is applied, so there is no discount/);
  });
});

import type { Product } from '../catalog/product.entity';
import type { PromoTerms } from '../promos/promo-discount';
import { priceCart } from './cart-pricing';
import {
  apportionDiscount,
  chargeOrder,
  millipercentToRate,
  rateToMillipercent,
  ShippingTerms,
  taxOf,
  TaxTerms,
} from './order-charges';

const product = (id: number, price: string) =>
  ({ id, name: `P${id}`, price, refillPrice: null, sizes: ['16 oz'], scentNumber: '42' }) as Product;
const catalogue = (...prices: string[]) => new Map(prices.map((price, i) => [i + 1, product(i + 1, price)]));
const lines = (...quantities: number[]) =>
  quantities.map((quantity, i) => ({ productId: i + 1, size: '16 oz', quantity }));

const STANDARD: ShippingTerms = { id: 1, name: 'Standard', price: 795, freeFrom: 10000, taxable: true };
const EXPRESS: ShippingTerms = { id: 2, name: 'Express', price: 1995, freeFrom: null, taxable: true };
const INDIANA: TaxTerms = { state: 'IN', rateMillipercent: 7000, shippingTaxable: true };
const PERCENT_15: PromoTerms = { code: 'WELCOME15', discountType: 'percentage', discountValue: '15.00' };

const charge = (
  prices: string[],
  quantities: number[],
  method: ShippingTerms | null,
  rate: TaxTerms | null,
  promo: PromoTerms | null = null,
) => chargeOrder(priceCart(lines(...quantities), catalogue(...prices), promo), method, rate);

describe('the golden table', () => {
  it('3 × $9.99 to Indiana is $2.10 tax (2997 × 7 % = 209.79, half up)', () => {
    const charges = charge(['9.99'], [3], null, INDIANA);
    expect([charges.lines[0].tax, charges.tax, charges.total]).toEqual([210, 210, 3207]);
  });

  it('2 × $0.75 to Indiana is $0.11 tax (150 × 7 % = 10.5, half up)', () => {
    expect(charge(['0.75'], [2], null, INDIANA).tax).toBe(11);
  });

  it('Ohio (no rate) is $0.00 tax', () => {
    const charges = charge(['9.99'], [3], STANDARD, null);
    expect([charges.tax, charges.shippingTax, charges.total]).toEqual([0, 0, 2997 + 795]);
  });

  it('splits a discount over three lines in cents, floors first and the remainder last, adding up exactly', () => {
    const charges = charge(['18.00', '9.99', '34.00'], [1, 2, 1], null, INDIANA, PERCENT_15);
    expect(charges.discount).toBe(1080); // 15 % of 71.98 = 10.797
    expect(charges.lines.map((l) => l.discount)).toEqual([270, 299, 511]);
    expect(charges.lines.map((l) => l.tax)).toEqual([
      taxOf(1800 - 270, 7000),
      taxOf(1998 - 299, 7000),
      taxOf(3400 - 511, 7000),
    ]);
    expect(charges.lines.map((l) => l.tax)).toEqual([107, 119, 202]);
  });

  it('taxable Standard shipping of $7.95 to Indiana adds $0.56', () => {
    const charges = charge(['9.99'], [3], STANDARD, INDIANA);
    expect([charges.shipping, charges.shippingTax, charges.tax]).toEqual([795, 56, 266]);
    expect(charges.total).toBe(2997 + 795 + 266);
  });

  it('does not tax shipping where the state does not, or for a method that is not taxable', () => {
    expect(charge(['9.99'], [3], STANDARD, { ...INDIANA, shippingTaxable: false }).shippingTax).toBe(0);
    expect(charge(['9.99'], [3], { ...STANDARD, taxable: false }, INDIANA).shippingTax).toBe(0);
  });

  it.each([
    ['99.99', 795],
    ['100.00', 0],
    ['100.01', 0],
  ])('Standard on $%s of goods costs %i cents', (price, shipping) => {
    expect(charge([price], [1], STANDARD, null).shipping).toBe(shipping);
  });

  it('measures free-from after the discount: a promo that takes $110 under $100 pays Standard', () => {
    const charges = charge(['110.00'], [1], STANDARD, null, PERCENT_15);
    expect([charges.subtotal, charges.discount, charges.shipping, charges.total]).toEqual([11000, 1650, 795, 10145]);
  });

  it('never makes Express free', () => {
    expect(charge(['500.00'], [1], EXPRESS, INDIANA).shipping).toBe(1995);
  });

  it('with no method and no rate, the total is subtotal minus discount', () => {
    const charges = charge(['18.00', '34.00'], [2, 1], null, null, PERCENT_15);
    expect(charges.total).toBe(charges.subtotal - charges.discount);
    expect([charges.shipping, charges.tax]).toEqual([0, 0]);
  });
});

describe('apportionDiscount', () => {
  it('never gives a line more than its amount when the floors leave a large remainder', () => {
    const shares = apportionDiscount([333, 333, 1], 500);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(500);
    shares.forEach((share, i) => expect(share).toBeLessThanOrEqual([333, 333, 1][i]));
  });

  it('gives nothing without a discount and everything with a 100 % one', () => {
    expect(apportionDiscount([100, 200], 0)).toEqual([0, 0]);
    expect(apportionDiscount([100, 200], 300)).toEqual([100, 200]);
  });
});

describe('rates', () => {
  it('reads percent strings without floating point and writes three decimals', () => {
    expect(['7', '7.25', '6.875', '0.1'].map(rateToMillipercent)).toEqual([7000, 7250, 6875, 100]);
    expect(millipercentToRate(6875)).toBe('6.875');
    expect(millipercentToRate(7000)).toBe('7.000');
  });

  it('rounds half up and stays exact past 2^53', () => {
    expect(taxOf(50, 1000)).toBe(1); // 0.5 cent
    expect(taxOf(49, 1000)).toBe(0);
    expect(taxOf(99_999_999_99 * 99, 29_999)).toBe(Number((99_999_999_99n * 99n * 29_999n * 2n + 100_000n) / 200_000n));
  });
});

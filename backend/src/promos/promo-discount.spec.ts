import { promoDiscount } from './promo-discount';

describe('promoDiscount (spec section 9, integer cents)', () => {
  it('takes a percentage of the subtotal', () => {
    expect(promoDiscount(3600, { code: 'WELCOME15', discountType: 'percentage', discountValue: '15.00' })).toBe(540);
    expect(promoDiscount(10000, { code: 'HALF', discountType: 'percentage', discountValue: '50' })).toBe(5000);
  });

  it('rounds a percentage half up to the cent', () => {
    // 15% of $0.10 = 1.5 cents → 2; 15% of $0.09 = 1.35 cents → 1; 12.5% of $0.36 = 4.5 cents → 5
    expect(promoDiscount(10, { code: 'P', discountType: 'percentage', discountValue: '15.00' })).toBe(2);
    expect(promoDiscount(9, { code: 'P', discountType: 'percentage', discountValue: '15.00' })).toBe(1);
    expect(promoDiscount(36, { code: 'P', discountType: 'percentage', discountValue: '12.50' })).toBe(5);
    // 33.33% of $19.99 = 666.2667 cents → 666
    expect(promoDiscount(1999, { code: 'P', discountType: 'percentage', discountValue: '33.33' })).toBe(666);
  });

  it('takes a fixed amount', () => {
    expect(promoDiscount(3600, { code: 'FIVE', discountType: 'fixed', discountValue: '5.00' })).toBe(500);
    expect(promoDiscount(3600, { code: 'ODD', discountType: 'fixed', discountValue: '0.99' })).toBe(99);
  });

  it('caps either kind at the subtotal', () => {
    expect(promoDiscount(1800, { code: 'BIG', discountType: 'fixed', discountValue: '25.00' })).toBe(1800);
    expect(promoDiscount(1800, { code: 'ALL', discountType: 'percentage', discountValue: '100' })).toBe(1800);
    expect(promoDiscount(1800, { code: 'TOO', discountType: 'percentage', discountValue: '150' })).toBe(1800);
    expect(promoDiscount(0, { code: 'FIVE', discountType: 'fixed', discountValue: '5.00' })).toBe(0);
  });

  it('gives nothing for a zero value', () => {
    expect(promoDiscount(3600, { code: 'ZERO', discountType: 'percentage', discountValue: '0' })).toBe(0);
    expect(promoDiscount(3600, { code: 'ZERO', discountType: 'fixed', discountValue: '0.00' })).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../app/cart/cartItem';
import { normalisePromoCode, orderSummaryFigures, promoDiscountCents } from './orderSummary';

const line = (price: string, quantity: number, productId = 1): CartItem => ({ productId, productName: 'Hand Soap No. 42', size: '16 oz', quantity, price, image: '' });

describe('order summary arithmetic', () => {
  it('takes a percentage of the subtotal, rounded half up to the cent', () => {
    expect(promoDiscountCents(7000, { code: 'P', discountType: 'percentage', discountValue: '15' })).toBe(1050);
    expect(promoDiscountCents(1999, { code: 'P', discountType: 'percentage', discountValue: '15' })).toBe(300); // 299.85 → 300
    expect(promoDiscountCents(1990, { code: 'P', discountType: 'percentage', discountValue: '12.5' })).toBe(249); // 248.75 → 249
    expect(promoDiscountCents(1001, { code: 'P', discountType: 'percentage', discountValue: '50' })).toBe(501); // 500.5 → 501
  });

  it('takes a fixed amount', () => {
    expect(promoDiscountCents(7000, { code: 'F', discountType: 'fixed', discountValue: '5.00' })).toBe(500);
    expect(promoDiscountCents(7000, { code: 'F', discountType: 'fixed', discountValue: '0.1' })).toBe(10);
  });

  it('never takes more than the subtotal', () => {
    expect(promoDiscountCents(1800, { code: 'F', discountType: 'fixed', discountValue: '25.00' })).toBe(1800);
    expect(promoDiscountCents(1800, { code: 'P', discountType: 'percentage', discountValue: '100' })).toBe(1800);
    expect(promoDiscountCents(1800, null)).toBe(0);
  });

  it('sums lines in integer cents and subtracts the discount', () => {
    // 3 × 0.10 + 0.20 is 0.5000000000000001 in floating point; in cents it is exactly 50.
    expect(orderSummaryFigures([line('0.10', 3), line('0.20', 1, 2)], null)).toEqual({ subtotalCents: 50, discountCents: 0, totalCents: 50 });
    expect(orderSummaryFigures([line('18.00', 2), line('34.00', 1, 2)], { code: 'W', discountType: 'percentage', discountValue: '15' })).toEqual({
      subtotalCents: 7000,
      discountCents: 1050,
      totalCents: 5950,
    });
    expect(orderSummaryFigures([line('18.00', 1)], { code: 'F', discountType: 'fixed', discountValue: '30' }).totalCents).toBe(0);
  });

  it('upper-cases and trims a typed code', () => {
    expect(normalisePromoCode('  welcome15 ')).toBe('WELCOME15');
    expect(normalisePromoCode('   ')).toBe('');
  });
});

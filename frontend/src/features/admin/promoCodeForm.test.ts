import { describe, expect, it } from 'vitest';
import { discountValueLabel, EMPTY_PROMO_CODE, promoCodePayload, validatePromoCode } from './promoCodeForm';

describe('promo code form rules (spec 5)', () => {
  it('defaults to a percentage and labels the value by type', () => {
    expect(EMPTY_PROMO_CODE.discountType).toBe('percentage');
    expect(discountValueLabel('percentage')).toBe('Percentage (0-100)');
    expect(discountValueLabel('fixed')).toBe('Amount ($)');
  });

  it('requires a discount value and a code', () => {
    expect(validatePromoCode(EMPTY_PROMO_CODE)).toEqual({ code: 'Code is required', discountValue: 'Discount value is required' });
    expect(validatePromoCode({ code: 'SAVE15', discountType: 'percentage', discountValue: '  ' }).discountValue).toBe('Discount value is required');
  });

  it('refuses a percentage above 100, negative values and more than two decimals, but not a large fixed amount', () => {
    expect(validatePromoCode({ code: 'A', discountType: 'percentage', discountValue: '100.01' }).discountValue).toMatch(/between 0 and 100/);
    expect(validatePromoCode({ code: 'A', discountType: 'percentage', discountValue: '-1' }).discountValue).toBeDefined();
    expect(validatePromoCode({ code: 'A', discountType: 'fixed', discountValue: '1.005' }).discountValue).toBeDefined();
    expect(validatePromoCode({ code: 'A', discountType: 'fixed', discountValue: '150' })).toEqual({});
    expect(validatePromoCode({ code: 'A', discountType: 'percentage', discountValue: '100' })).toEqual({});
  });

  it('refuses characters the server would refuse in a code', () => {
    expect(validatePromoCode({ code: 'SAVE 15', discountType: 'fixed', discountValue: '5' }).code).toBeDefined();
    expect(validatePromoCode({ code: 'SAVE_15-X', discountType: 'fixed', discountValue: '5' })).toEqual({});
  });

  it('sends the code trimmed and upper-cased, the value as a string, and the code active', () => {
    expect(promoCodePayload({ code: ' save15 ', discountType: 'fixed', discountValue: ' 10.5 ' })).toEqual({
      code: 'SAVE15',
      discountType: 'fixed',
      discountValue: '10.5',
      isActive: 1,
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  discountValueLabel,
  EMPTY_PROMO_CODE,
  EMPTY_PROMO_RULES,
  promoCodeFormValues,
  promoCodePayload,
  promoCodeUpdatePayload,
  validatePromoCode,
} from './promoCodeForm';
import { formatShopDateTime, shopLocalToUtc, timeZoneLabel, utcToShopLocal } from './shopTime';

/** The zone the server names by default (SHOP_TIME_ZONE); the screen reads it from the API. */
const INDY = 'America/Indiana/Indianapolis';

describe('promo code form rules (docs/product.md, Input rules)', () => {
  it('defaults to a percentage and labels the value by type', () => {
    expect(EMPTY_PROMO_CODE.discountType).toBe('percentage');
    expect(discountValueLabel('percentage')).toBe('Percentage (0-100)');
    expect(discountValueLabel('fixed')).toBe('Amount ($)');
  });

  it('requires a discount value and a code', () => {
    expect(validatePromoCode(EMPTY_PROMO_CODE, INDY)).toEqual({
      code: 'Code is required',
      discountValue: 'Discount value is required',
    });
    expect(
      validatePromoCode({ ...EMPTY_PROMO_RULES, code: 'SAVE15', discountType: 'percentage', discountValue: '  ' }, INDY)
        .discountValue,
    ).toBe('Discount value is required');
  });

  it('refuses a percentage above 100, negative values and more than two decimals, but not a large fixed amount', () => {
    expect(
      validatePromoCode({ ...EMPTY_PROMO_RULES, code: 'A', discountType: 'percentage', discountValue: '100.01' }, INDY)
        .discountValue,
    ).toMatch(/between 0 and 100/);
    expect(
      validatePromoCode({ ...EMPTY_PROMO_RULES, code: 'A', discountType: 'percentage', discountValue: '-1' }, INDY)
        .discountValue,
    ).toBeDefined();
    expect(
      validatePromoCode({ ...EMPTY_PROMO_RULES, code: 'A', discountType: 'fixed', discountValue: '1.005' }, INDY)
        .discountValue,
    ).toBeDefined();
    expect(
      validatePromoCode({ ...EMPTY_PROMO_RULES, code: 'A', discountType: 'fixed', discountValue: '150' }, INDY),
    ).toEqual({});
    expect(
      validatePromoCode({ ...EMPTY_PROMO_RULES, code: 'A', discountType: 'percentage', discountValue: '100' }, INDY),
    ).toEqual({});
  });

  it('refuses characters the server would refuse in a code', () => {
    expect(
      validatePromoCode({ ...EMPTY_PROMO_RULES, code: 'SAVE 15', discountType: 'fixed', discountValue: '5' }, INDY)
        .code,
    ).toBeDefined();
    expect(
      validatePromoCode({ ...EMPTY_PROMO_RULES, code: 'SAVE_15-X', discountType: 'fixed', discountValue: '5' }, INDY),
    ).toEqual({});
  });

  it('sends the code trimmed and upper-cased, the value as a string, and the code active', () => {
    expect(
      promoCodePayload(
        { ...EMPTY_PROMO_RULES, code: ' save15 ', discountType: 'fixed', discountValue: ' 10.5 ' },
        INDY,
      ),
    ).toEqual({
      code: 'SAVE15',
      discountType: 'fixed',
      discountValue: '10.5',
      isActive: 1,
    });
  });

  it('reads the window on the shop clock (Indianapolis) and sends it as UTC, in winter and in summer', () => {
    expect(shopLocalToUtc('2026-12-01T00:00', INDY)).toBe('2026-12-01T05:00:00.000Z');
    expect(shopLocalToUtc('2026-07-04T09:30', INDY)).toBe('2026-07-04T13:30:00.000Z');
    expect(utcToShopLocal('2026-12-01T05:00:00.000Z', INDY)).toBe('2026-12-01T00:00');
    expect(utcToShopLocal('2026-07-04T13:30:00.000Z', INDY)).toBe('2026-07-04T09:30');
    expect(formatShopDateTime('2026-12-01T05:00:00.000Z', INDY)).toBe('Dec 1, 2026, 12:00 AM');
    expect(shopLocalToUtc('tomorrow', INDY)).toBeUndefined();
  });

  it('follows the zone it is given (another SHOP_TIME_ZONE), daylight saving included', () => {
    expect(shopLocalToUtc('2026-12-01T00:00', 'Europe/Paris')).toBe('2026-11-30T23:00:00.000Z');
    expect(shopLocalToUtc('2026-07-04T09:30', 'Europe/Paris')).toBe('2026-07-04T07:30:00.000Z');
    expect(utcToShopLocal('2026-12-01T05:00:00.000Z', 'Asia/Tokyo')).toBe('2026-12-01T14:00');
    expect(timeZoneLabel(INDY)).toBe('Indianapolis');
    expect(timeZoneLabel('America/New_York')).toBe('New York');
  });

  it('checks the rules: end after start, minimum as money, limits as whole numbers of at least 1', () => {
    const base = { ...EMPTY_PROMO_CODE, code: 'A', discountValue: '5' };
    expect(validatePromoCode({ ...base, startsAt: '2026-12-02T00:00', endsAt: '2026-12-01T00:00' }, INDY).endsAt).toBe(
      'Must be after the start',
    );
    expect(validatePromoCode({ ...base, minimumSubtotal: '12.345' }, INDY).minimumSubtotal).toBeDefined();
    expect(validatePromoCode({ ...base, usageLimit: '0' }, INDY).usageLimit).toBeDefined();
    expect(validatePromoCode({ ...base, usageLimitPerCustomer: '1.5' }, INDY).usageLimitPerCustomer).toBeDefined();
    expect(
      validatePromoCode(
        {
          ...base,
          startsAt: '2026-12-01T00:00',
          endsAt: '2027-01-01T00:00',
          minimumSubtotal: '50',
          usageLimit: '100',
          usageLimitPerCustomer: '1',
        },
        INDY,
      ),
    ).toEqual({});
  });

  it('sends filled rules on create (none when empty), and every rule on edit so an emptied field clears it', () => {
    const values = {
      ...EMPTY_PROMO_CODE,
      code: 'WINTER',
      discountValue: '20',
      startsAt: '2026-12-01T00:00',
      usageLimit: '100',
    };
    expect(promoCodePayload(values, INDY)).toEqual({
      code: 'WINTER',
      discountType: 'percentage',
      discountValue: '20',
      isActive: 1,
      startsAt: '2026-12-01T05:00:00.000Z',
      usageLimit: 100,
    });
    expect(promoCodeUpdatePayload(values, INDY)).toEqual({
      discountType: 'percentage',
      discountValue: '20',
      startsAt: '2026-12-01T05:00:00.000Z',
      endsAt: null,
      minimumSubtotal: null,
      usageLimit: 100,
      usageLimitPerCustomer: null,
    });
    const existing = {
      code: 'WINTER',
      discountType: 'fixed' as const,
      discountValue: '5.00',
      startsAt: null,
      endsAt: '2027-01-01T05:00:00.000Z',
      minimumSubtotal: '25.00',
      usageLimit: null,
      usageLimitPerCustomer: 1,
    };
    expect(promoCodeFormValues(existing, INDY)).toEqual({
      code: 'WINTER',
      discountType: 'fixed',
      discountValue: '5.00',
      startsAt: '',
      endsAt: '2027-01-01T00:00',
      minimumSubtotal: '25.00',
      usageLimit: '',
      usageLimitPerCustomer: '1',
    });
  });
});

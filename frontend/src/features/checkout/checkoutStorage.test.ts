import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_CHECKOUT_FORM } from './checkoutForm';
import {
  CHECKOUT_STORAGE_KEY,
  EMPTY_CHECKOUT,
  forgetCheckout,
  loadCheckout,
  parseSavedCheckout,
  saveCheckout,
} from './checkoutStorage';

describe('saved checkout', () => {
  afterEach(() => sessionStorage.clear());

  it('reads back what was saved, in sessionStorage', () => {
    const saved = {
      step: 1 as const,
      form: { ...EMPTY_CHECKOUT_FORM, customerName: 'Ada' },
      promo: { code: 'WELCOME15', discountType: 'percentage' as const, discountValue: '15.00' },
      shippingMethodId: 2,
    };
    saveCheckout(saved);
    expect(localStorage.getItem(CHECKOUT_STORAGE_KEY)).toBeNull();
    expect(loadCheckout()).toEqual(saved);
    forgetCheckout();
    expect(loadCheckout()).toEqual(EMPTY_CHECKOUT);
  });

  it.each([
    ['not JSON', '{oops'],
    ['null', 'null'],
    ['a list', '[]'],
  ])('starts afresh from a value that is %s', (_name, raw) => {
    expect(parseSavedCheckout(raw)).toEqual(EMPTY_CHECKOUT);
  });

  it('drops hand-edited parts and keeps the rest', () => {
    const raw = JSON.stringify({
      step: 7,
      form: { customerName: 'Ada', customerEmail: 42, billingSameAsShipping: 'yes', cardNumber: '4111111111111111' },
      promo: { code: 'X', discountType: 'percentage', discountValue: 'lots' },
    });
    const parsed = parseSavedCheckout(raw);
    expect(parsed.step).toBe(0);
    expect(parsed.form).toEqual({ ...EMPTY_CHECKOUT_FORM, customerName: 'Ada' });
    expect(parsed.promo).toBeNull();
  });
});

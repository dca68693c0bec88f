import { describe, expect, it } from 'vitest';
import {
  CheckoutForm,
  checkoutCustomer,
  EMPTY_CHECKOUT_FORM,
  firstInvalidField,
  setBillingSameAsShipping,
  setField,
  validateCheckoutForm,
} from './checkoutForm';
import { nextStep, previousStep, restoredStep } from './checkoutSteps';

const filled: CheckoutForm = {
  ...EMPTY_CHECKOUT_FORM,
  customerName: 'Ada Lovelace',
  customerEmail: ' Ada@Example.com ',
  shippingAddress: '12 Garden Lane',
  shippingCity: 'Indianapolis',
  shippingState: 'IN',
  shippingZip: '46204',
  billingAddress: '12 Garden Lane',
  billingCity: 'Indianapolis',
  billingState: 'IN',
  billingZip: '46204',
};

describe('checkout form validation', () => {
  it('names every missing required field, and the first one in screen order', () => {
    const errors = validateCheckoutForm(EMPTY_CHECKOUT_FORM);
    expect(errors).toEqual({
      customerName: 'Please enter your full name',
      customerEmail: 'Please enter your email address',
      shippingAddress: 'Please enter your street address',
      shippingCity: 'Please enter your city',
      shippingState: 'Please choose your state',
      shippingZip: 'Please enter your ZIP code',
    });
    expect(firstInvalidField(errors)).toBe('customerName');
    expect(firstInvalidField(validateCheckoutForm({ ...filled, shippingCity: '  ' }))).toBe('shippingCity');
  });

  it('accepts a complete form with phone and notes left empty', () => {
    expect(validateCheckoutForm(filled)).toEqual({});
  });

  it.each([
    ['customerEmail', 'ada@example', 'Please enter a valid email address'],
    ['customerEmail', 'ada example.com', 'Please enter a valid email address'],
    ['shippingZip', '4620', 'Please enter a 5-digit ZIP code, such as 46204'],
    ['shippingZip', 'ABCDE', 'Please enter a 5-digit ZIP code, such as 46204'],
    ['customerPhone', 'call me', 'Please enter a valid phone number, or leave it empty'],
    ['customerName', 'x'.repeat(201), 'Please use at most 200 characters'],
  ] as const)('refuses %s = %j', (field, value, message) => {
    expect(validateCheckoutForm({ ...filled, [field]: value })[field]).toBe(message);
  });

  it('takes a state only from the list, and a ZIP code only within the chosen state', () => {
    // Free text such as a state's name or 'Zzz' is refused, as the server refuses it.
    expect(validateCheckoutForm({ ...filled, shippingState: 'Indiana' }).shippingState).toBe(
      'Please choose your state',
    );
    expect(validateCheckoutForm({ ...filled, shippingState: 'ZZ' }).shippingState).toBe('Please choose your state');
    expect(validateCheckoutForm({ ...filled, shippingState: 'OH', shippingZip: '46204' }).shippingZip).toBe(
      '46204 is not a ZIP code in Ohio. Please check the ZIP code and the state.',
    );
    expect(validateCheckoutForm({ ...filled, shippingState: 'OH', shippingZip: '43215' })).toEqual({});
    expect(validateCheckoutForm({ ...filled, shippingState: 'DC', shippingZip: '20001-1234' })).toEqual({});
    expect(
      validateCheckoutForm({
        ...filled,
        billingSameAsShipping: false,
        billingAddress: '1 Ledger Road',
        billingCity: 'Columbus',
        billingState: 'IN',
        billingZip: '43215',
      }).billingZip,
    ).toBe('43215 is not a ZIP code in Indiana. Please check the ZIP code and the state.');
  });

  it('accepts ZIP+4 and a formatted phone number', () => {
    expect(validateCheckoutForm({ ...filled, shippingZip: '46204-1234', customerPhone: '+1 (317) 555-0100' })).toEqual(
      {},
    );
  });

  it('requires the billing fields only when billing differs from shipping', () => {
    const differing = {
      ...filled,
      billingSameAsShipping: false,
      billingAddress: '',
      billingCity: '',
      billingState: ' ',
      billingZip: '',
    };
    expect(validateCheckoutForm({ ...differing, billingSameAsShipping: true })).toEqual({});
    expect(validateCheckoutForm(differing)).toEqual({
      billingAddress: 'Please enter your billing street address',
      billingCity: 'Please enter your billing city',
      billingState: 'Please choose your billing state',
      billingZip: 'Please enter your billing ZIP code',
    });
    expect(
      validateCheckoutForm({
        ...differing,
        billingAddress: '1 Ledger Road',
        billingCity: 'B',
        billingState: 'IN',
        billingZip: '123',
      }).billingZip,
    ).toBe('Please enter a 5-digit ZIP code, such as 46204');
  });
});

describe('billing mirroring', () => {
  it('copies each shipping field into billing while "same as shipping" is checked', () => {
    let form = setField(EMPTY_CHECKOUT_FORM, 'shippingAddress', '12 Garden Lane');
    form = setField(form, 'shippingZip', '46204');
    expect(form.billingAddress).toBe('12 Garden Lane');
    expect(form.billingZip).toBe('46204');
    expect(setField(form, 'customerName', 'Ada').billingAddress).toBe('12 Garden Lane');
  });

  it('leaves the mirrored values when cleared, then billing is typed on its own', () => {
    let form = setBillingSameAsShipping(filled, false);
    expect(form.billingCity).toBe('Indianapolis');
    form = setField(form, 'billingCity', 'Bloomington');
    form = setField(form, 'shippingCity', 'Carmel');
    expect(form.billingCity).toBe('Bloomington');
    expect(form.shippingCity).toBe('Carmel');
  });

  it('copies shipping over billing again when checked', () => {
    const differing = { ...filled, billingSameAsShipping: false, billingAddress: '1 Ledger Road', billingZip: '47401' };
    const same = setBillingSameAsShipping(differing, true);
    expect(same.billingAddress).toBe('12 Garden Lane');
    expect(same.billingZip).toBe('46204');
  });

  it('sends no billing address when it is the same as shipping, and trims what it sends', () => {
    expect(checkoutCustomer({ ...filled, customerPhone: '  ', customerNotes: ' Side door ' })).toMatchObject({
      customerEmail: 'ada@example.com',
      customerPhone: null,
      customerNotes: 'Side door',
      billingAddress: null,
      billingCity: null,
      billingState: null,
      billingZip: null,
    });
    expect(
      checkoutCustomer({ ...filled, billingSameAsShipping: false, billingCity: ' Bloomington ' }).billingCity,
    ).toBe('Bloomington');
  });
});

describe('checkout steps', () => {
  it('moves from Cart to Info freely', () => {
    expect(nextStep(0, EMPTY_CHECKOUT_FORM)).toEqual({ step: 1, errors: {} });
  });

  it('moves from Info to Payment only with a valid form, and says why not', () => {
    const blocked = nextStep(1, { ...filled, customerEmail: '' });
    expect(blocked.step).toBe(1);
    expect(blocked.errors).toEqual({ customerEmail: 'Please enter your email address' });
    expect(nextStep(1, filled)).toEqual({ step: 2, errors: {} });
  });

  it('goes back one step at a time', () => {
    expect(previousStep(2)).toBe(1);
    expect(previousStep(1)).toBe(0);
    expect(previousStep(0)).toBe(0);
  });

  it('reopens Payment after a reload only when the saved form still validates', () => {
    expect(restoredStep(2, filled)).toBe(2);
    expect(restoredStep(2, EMPTY_CHECKOUT_FORM)).toBe(1);
    expect(restoredStep(1, EMPTY_CHECKOUT_FORM)).toBe(1);
  });
});

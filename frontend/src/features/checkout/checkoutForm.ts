import type { CreatePaymentOrderDto } from '../../api/enhanced';
import { usState, zipOfState } from '../../lib/usStates';
/**
 * What the shopper types at step 2 (docs/product.md,  and Input rules). Every value is kept as typed; trimming happens
 * when it is sent.
 */
export interface CheckoutForm {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  shippingAddress: string;
  /** 'Apartment, suite, etc. (optional)'. */
  shippingAddress2: string;
  shippingCity: string;
  /** A USPS code of site/us-states.json, chosen from the list. */
  shippingState: string;
  shippingZip: string;
  /** docs/product.md, Screens: checked by default; while checked the billing fields follow the shipping fields. */
  billingSameAsShipping: boolean;
  billingAddress: string;
  billingAddress2: string;
  billingCity: string;
  billingState: string;
  billingZip: string;
  customerNotes: string;
}

export type CheckoutTextField = Exclude<keyof CheckoutForm, 'billingSameAsShipping'>;
export type FieldErrors = Partial<Record<CheckoutTextField, string>>;

export const EMPTY_CHECKOUT_FORM: CheckoutForm = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  shippingAddress: '',
  shippingAddress2: '',
  shippingCity: '',
  shippingState: '',
  shippingZip: '',
  billingSameAsShipping: true,
  billingAddress: '',
  billingAddress2: '',
  billingCity: '',
  billingState: '',
  billingZip: '',
  customerNotes: '',
};

/** Which billing field mirrors which shipping field. */
const MIRRORED: ReadonlyArray<readonly [CheckoutTextField, CheckoutTextField]> = [
  ['shippingAddress', 'billingAddress'],
  ['shippingAddress2', 'billingAddress2'],
  ['shippingCity', 'billingCity'],
  ['shippingState', 'billingState'],
  ['shippingZip', 'billingZip'],
];

/** The fields in the order they appear on screen: the first one with an error takes the focus. */
export const FIELD_ORDER: readonly CheckoutTextField[] = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'shippingAddress',
  'shippingAddress2',
  'shippingCity',
  'shippingState',
  'shippingZip',
  'billingAddress',
  'billingAddress2',
  'billingCity',
  'billingState',
  'billingZip',
  'customerNotes',
];

/**
 * The server's column limits (CheckoutDetailsDto), so nothing the form accepts is refused later; checkoutLimits.test.ts
 * compares them with the `maxLength` each checkout body publishes in openapi/openapi.json.
 */
export const MAX_LENGTH: Record<CheckoutTextField, number> = {
  customerName: 200,
  customerEmail: 254,
  customerPhone: 40,
  shippingAddress: 300,
  shippingAddress2: 300,
  shippingCity: 120,
  shippingState: 120,
  shippingZip: 20,
  billingAddress: 300,
  billingAddress2: 300,
  billingCity: 120,
  billingState: 120,
  billingZip: 20,
  customerNotes: 2000,
};

/** Sets one field; while billing is the same as shipping, a shipping field also sets its billing twin. */
export function setField(form: CheckoutForm, field: CheckoutTextField, value: string): CheckoutForm {
  const next = { ...form, [field]: value };
  if (form.billingSameAsShipping) {
    const twin = MIRRORED.find(([shipping]) => shipping === field);
    if (twin) next[twin[1]] = value;
  }
  return next;
}

/**
 * Checking the box copies shipping into billing again; clearing it leaves the mirrored values in place, so the
 * billing fields appear already filled and the shopper only changes what differs.
 */
export function setBillingSameAsShipping(form: CheckoutForm, same: boolean): CheckoutForm {
  const next = { ...form, billingSameAsShipping: same };
  if (same) for (const [shipping, billing] of MIRRORED) next[billing] = form[shipping];
  return next;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

const REQUIRED_MESSAGES: Partial<Record<CheckoutTextField, string>> = {
  customerName: 'Please enter your full name',
  customerEmail: 'Please enter your email address',
  shippingAddress: 'Please enter your street address',
  shippingCity: 'Please enter your city',
  shippingState: 'Please choose your state',
  shippingZip: 'Please enter your ZIP code',
  billingAddress: 'Please enter your billing street address',
  billingCity: 'Please enter your billing city',
  billingState: 'Please choose your billing state',
  billingZip: 'Please enter your billing ZIP code',
};

/** The fields docs/product.md, Input rules requires before Payment; billing only when it differs from shipping. */
export function requiredFields(form: CheckoutForm): CheckoutTextField[] {
  const base: CheckoutTextField[] = [
    'customerName',
    'customerEmail',
    'shippingAddress',
    'shippingCity',
    'shippingState',
    'shippingZip',
  ];
  return form.billingSameAsShipping ? base : [...base, 'billingAddress', 'billingCity', 'billingState', 'billingZip'];
}

/**
 * The state must be one of the list and the ZIP code one of that state's (site/us-states.json), as the server
 * requires: a shopper hears it here, not as a refusal at payment.
 */
function checkAddressArea(form: CheckoutForm, kind: 'shipping' | 'billing', errors: FieldErrors): void {
  const stateField = `${kind}State` as const;
  const zipField = `${kind}Zip` as const;
  const state = usState(form[stateField]);
  if (!errors[stateField] && !state) errors[stateField] = REQUIRED_MESSAGES[stateField];
  if (errors[zipField]) return;
  const zip = form[zipField].trim();
  if (!ZIP_PATTERN.test(zip)) errors[zipField] = 'Please enter a 5-digit ZIP code, such as 46204';
  else if (state && !zipOfState(zip, state))
    errors[zipField] = `${zip} is not a ZIP code in ${state.name}. Please check the ZIP code and the state.`;
}

/** Says what is wrong with each field, in words a shopper can act on. An empty object means the step may advance. */
export function validateCheckoutForm(form: CheckoutForm): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of requiredFields(form)) {
    if (form[field].trim() === '') errors[field] = REQUIRED_MESSAGES[field];
  }
  const email = form.customerEmail.trim();
  if (!errors.customerEmail && !EMAIL_PATTERN.test(email)) errors.customerEmail = 'Please enter a valid email address';
  const phone = form.customerPhone.trim();
  if (phone && (!PHONE_PATTERN.test(phone) || phone.replace(/\D/g, '').length < 7)) {
    errors.customerPhone = 'Please enter a valid phone number, or leave it empty';
  }
  checkAddressArea(form, 'shipping', errors);
  if (!form.billingSameAsShipping) checkAddressArea(form, 'billing', errors);
  for (const field of FIELD_ORDER) {
    if (!errors[field] && form[field].trim().length > MAX_LENGTH[field])
      errors[field] = `Please use at most ${MAX_LENGTH[field]} characters`;
  }
  return errors;
}

export function firstInvalidField(errors: FieldErrors): CheckoutTextField | undefined {
  return FIELD_ORDER.find((field) => errors[field] !== undefined);
}

/** The customer part of POST /order: trimmed, e-mail lower-cased, optional fields null when empty, billing null when same. */
export type CheckoutCustomer = Required<
  Pick<
    CreatePaymentOrderDto,
    | 'customerName'
    | 'customerEmail'
    | 'customerPhone'
    | 'customerNotes'
    | 'shippingAddress'
    | 'shippingAddress2'
    | 'shippingCity'
    | 'shippingState'
    | 'shippingZip'
    | 'billingAddress'
    | 'billingAddress2'
    | 'billingCity'
    | 'billingState'
    | 'billingZip'
  >
>;

export function checkoutCustomer(form: CheckoutForm): CheckoutCustomer {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  const billing = (value: string) => (form.billingSameAsShipping ? null : value.trim());
  return {
    customerName: form.customerName.trim(),
    customerEmail: form.customerEmail.trim().toLowerCase(),
    customerPhone: optional(form.customerPhone),
    customerNotes: optional(form.customerNotes),
    shippingAddress: form.shippingAddress.trim(),
    shippingAddress2: optional(form.shippingAddress2),
    shippingCity: form.shippingCity.trim(),
    shippingState: form.shippingState.trim(),
    shippingZip: form.shippingZip.trim(),
    billingAddress: billing(form.billingAddress),
    billingAddress2: form.billingSameAsShipping ? null : optional(form.billingAddress2),
    billingCity: billing(form.billingCity),
    billingState: billing(form.billingState),
    billingZip: billing(form.billingZip),
  };
}

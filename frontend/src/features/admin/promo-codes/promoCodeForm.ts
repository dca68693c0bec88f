import { normalizePromoCode } from '@shop/site/rules.js';
import type { CreatePromoCodeDto, UpdatePromoCodeDto } from '../../../api/adminApi';
import type { FieldErrors } from '../shared/adminFormState';
import { shopLocalToUtc, utcToShopLocal } from './shopTime';

export type DiscountType = 'percentage' | 'fixed';

/** The optional rules, as the form holds them: text, '' for "no rule"; dates on the shop's clock. */
export interface PromoRuleValues {
  startsAt: string;
  endsAt: string;
  minimumSubtotal: string;
  usageLimit: string;
  usageLimitPerCustomer: string;
}

export interface PromoCodeFormValues extends PromoRuleValues {
  code: string;
  discountType: DiscountType;
  discountValue: string;
}

export type PromoCodeFormErrors = FieldErrors<PromoCodeFormValues>;

export const EMPTY_PROMO_RULES: PromoRuleValues = {
  startsAt: '',
  endsAt: '',
  minimumSubtotal: '',
  usageLimit: '',
  usageLimitPerCustomer: '',
};
export const EMPTY_PROMO_CODE: PromoCodeFormValues = {
  code: '',
  discountType: 'percentage',
  discountValue: '',
  ...EMPTY_PROMO_RULES,
};

const MONEY = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^[1-9]\d{0,6}$/;

/** docs/product.md, Input rules: the value field's label follows the discount type. */
export function discountValueLabel(type: DiscountType): string {
  return type === 'percentage' ? 'Percentage (0-100)' : 'Amount ($)';
}

function validateRules(values: PromoRuleValues, timeZone: string): PromoCodeFormErrors {
  const errors: PromoCodeFormErrors = {};
  const starts = values.startsAt ? shopLocalToUtc(values.startsAt, timeZone) : null;
  const ends = values.endsAt ? shopLocalToUtc(values.endsAt, timeZone) : null;
  if (starts === undefined) errors.startsAt = 'Enter a date and time';
  if (ends === undefined) errors.endsAt = 'Enter a date and time';
  else if (starts && ends && ends <= starts) errors.endsAt = 'Must be after the start';
  if (values.minimumSubtotal.trim() && !MONEY.test(values.minimumSubtotal.trim()))
    errors.minimumSubtotal = 'Enter an amount such as 50 or 49.99';
  if (values.usageLimit.trim() && !WHOLE.test(values.usageLimit.trim()))
    errors.usageLimit = 'Enter a whole number of at least 1';
  if (values.usageLimitPerCustomer.trim() && !WHOLE.test(values.usageLimitPerCustomer.trim()))
    errors.usageLimitPerCustomer = 'Enter a whole number of at least 1';
  return errors;
}

/**
 * docs/product.md, Input rules names only 'Discount value is required'; the code rule mirrors the server's (A-Z, 0-9, _
 * and -). Dates are
 * read on the shop's clock (`timeZone`, from the API).
 */
export function validatePromoCode(values: PromoCodeFormValues, timeZone: string): PromoCodeFormErrors {
  const errors: PromoCodeFormErrors = validateRules(values, timeZone);
  const code = values.code.trim();
  if (code === '') errors.code = 'Code is required';
  else if (!/^[A-Z0-9_-]{1,50}$/.test(code)) errors.code = 'Use up to 50 letters, digits, - or _';
  const value = values.discountValue.trim();
  if (value === '') errors.discountValue = 'Discount value is required';
  else if (!MONEY.test(value)) errors.discountValue = 'Enter a number of at least 0 with at most two decimals';
  else if (values.discountType === 'percentage' && Number(value) > 100)
    errors.discountValue = 'A percentage must be between 0 and 100';
  return errors;
}

/** The rules as the API takes them: UTC instants, null for "no rule". */
function rulesPayload(values: PromoRuleValues, timeZone: string) {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  const whole = (value: string) => (value.trim() === '' ? null : Number(value.trim()));
  return {
    startsAt: values.startsAt ? (shopLocalToUtc(values.startsAt, timeZone) ?? null) : null,
    endsAt: values.endsAt ? (shopLocalToUtc(values.endsAt, timeZone) ?? null) : null,
    minimumSubtotal: text(values.minimumSubtotal),
    usageLimit: whole(values.usageLimit),
    usageLimitPerCustomer: whole(values.usageLimitPerCustomer),
  };
}

/**
 * New codes are active (docs/product.md, States); the value stays a string (money is never a float). Rules left empty
 * are not sent.
 */
export function promoCodePayload(values: PromoCodeFormValues, timeZone: string): CreatePromoCodeDto {
  const rules = Object.fromEntries(
    Object.entries(rulesPayload(values, timeZone)).filter(([, value]) => value !== null),
  );
  return {
    code: normalizePromoCode(values.code),
    discountType: values.discountType,
    discountValue: values.discountValue.trim(),
    isActive: 1,
    ...rules,
  };
}

/** PATCH body of an edit: the discount and every rule (an emptied field clears its rule); never the code. */
export function promoCodeUpdatePayload(values: PromoCodeFormValues, timeZone: string): UpdatePromoCodeDto {
  return {
    discountType: values.discountType,
    discountValue: values.discountValue.trim(),
    ...rulesPayload(values, timeZone),
  };
}

/** The form's values for an existing code, its dates on the shop's clock. */
export function promoCodeFormValues(
  code: {
    code: string;
    discountType: DiscountType;
    discountValue: string;
    startsAt: string | null;
    endsAt: string | null;
    minimumSubtotal: string | null;
    usageLimit: number | null;
    usageLimitPerCustomer: number | null;
  },
  timeZone: string,
): PromoCodeFormValues {
  return {
    code: code.code,
    discountType: code.discountType,
    discountValue: code.discountValue,
    startsAt: code.startsAt ? utcToShopLocal(code.startsAt, timeZone) : '',
    endsAt: code.endsAt ? utcToShopLocal(code.endsAt, timeZone) : '',
    minimumSubtotal: code.minimumSubtotal ?? '',
    usageLimit: code.usageLimit === null ? '' : String(code.usageLimit),
    usageLimitPerCustomer: code.usageLimitPerCustomer === null ? '' : String(code.usageLimitPerCustomer),
  };
}

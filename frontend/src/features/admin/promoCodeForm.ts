import type { CreatePromoCodeDto } from '../../api/adminApi';

export type DiscountType = 'percentage' | 'fixed';

export interface PromoCodeFormValues {
  code: string;
  discountType: DiscountType;
  discountValue: string;
}

export type PromoCodeFormErrors = Partial<Record<keyof PromoCodeFormValues, string>>;

export const EMPTY_PROMO_CODE: PromoCodeFormValues = { code: '', discountType: 'percentage', discountValue: '' };

/** Spec 5: the value field's label follows the discount type. */
export function discountValueLabel(type: DiscountType): string {
  return type === 'percentage' ? 'Percentage (0-100)' : 'Amount ($)';
}

/** Spec 5 names only 'Discount value is required'; the code rule mirrors the server's (A-Z, 0-9, _ and -). */
export function validatePromoCode(values: PromoCodeFormValues): PromoCodeFormErrors {
  const errors: PromoCodeFormErrors = {};
  const code = values.code.trim();
  if (code === '') errors.code = 'Code is required';
  else if (!/^[A-Z0-9_-]{1,50}$/.test(code)) errors.code = 'Use up to 50 letters, digits, - or _';
  const value = values.discountValue.trim();
  if (value === '') errors.discountValue = 'Discount value is required';
  else if (!/^\d+(\.\d{1,2})?$/.test(value)) errors.discountValue = 'Enter a number of at least 0 with at most two decimals';
  else if (values.discountType === 'percentage' && Number(value) > 100) errors.discountValue = 'A percentage must be between 0 and 100';
  return errors;
}

/** New codes are active (spec 4); the value stays a string (money is never a float). */
export function promoCodePayload(values: PromoCodeFormValues): CreatePromoCodeDto {
  return { code: values.code.trim().toUpperCase(), discountType: values.discountType, discountValue: values.discountValue.trim(), isActive: 1 };
}

import type { CreateShippingMethodDto, ShippingMethodDto } from '../../../api/adminApi';
import { isMoneyString } from '../../../lib/money';
import type { FieldErrors } from '../shared/adminFormState';

/** The method form as typed: money as dollars ("7.95"), 'free from' empty for never free. */
export interface ShippingMethodFormValues {
  name: string;
  price: string;
  freeFrom: string;
  estimateDaysMin: string;
  estimateDaysMax: string;
  taxable: boolean;
  isActive: boolean;
}

export type ShippingMethodFormErrors = FieldErrors<ShippingMethodFormValues>;

export const EMPTY_SHIPPING_METHOD: ShippingMethodFormValues = {
  name: '',
  price: '',
  freeFrom: '',
  estimateDaysMin: '',
  estimateDaysMax: '',
  taxable: true,
  isActive: true,
};

export function shippingMethodFormValues(method: ShippingMethodDto): ShippingMethodFormValues {
  return {
    name: method.name,
    price: method.price,
    freeFrom: method.freeFrom ?? '',
    estimateDaysMin: String(method.estimateDaysMin),
    estimateDaysMax: String(method.estimateDaysMax),
    taxable: method.taxable,
    isActive: method.isActive,
  };
}

const DAYS = /^\d{1,2}$/;

/** The server's rules, checked before sending so the form can point at the field. */
export function validateShippingMethod(values: ShippingMethodFormValues): ShippingMethodFormErrors {
  const errors: ShippingMethodFormErrors = {};
  const name = values.name.trim();
  if (name.length === 0 || name.length > 100) errors.name = 'Enter a name of 1 to 100 characters';
  if (!isMoneyString(values.price.trim())) errors.price = 'Enter a price in dollars, e.g. 7.95';
  if (values.freeFrom.trim() !== '' && !isMoneyString(values.freeFrom.trim()))
    errors.freeFrom = 'Enter an amount in dollars, or leave empty for never free';
  if (!DAYS.test(values.estimateDaysMin.trim())) errors.estimateDaysMin = 'Enter a number of days';
  if (!DAYS.test(values.estimateDaysMax.trim())) errors.estimateDaysMax = 'Enter a number of days';
  else if (!errors.estimateDaysMin && Number(values.estimateDaysMax) < Number(values.estimateDaysMin))
    errors.estimateDaysMax = 'At least the minimum';
  return errors;
}

export function shippingMethodPayload(values: ShippingMethodFormValues): CreateShippingMethodDto {
  return {
    name: values.name.trim(),
    price: values.price.trim(),
    freeFrom: values.freeFrom.trim() === '' ? null : values.freeFrom.trim(),
    estimateDaysMin: Number(values.estimateDaysMin),
    estimateDaysMax: Number(values.estimateDaysMax),
    taxable: values.taxable,
    isActive: values.isActive,
  };
}

/** "2–5 days", or "3 days" when both ends agree. */
export function estimateText(method: Pick<ShippingMethodDto, 'estimateDaysMin' | 'estimateDaysMax'>): string {
  const { estimateDaysMin: min, estimateDaysMax: max } = method;
  if (min === max) return `${min} ${min === 1 ? 'day' : 'days'}`;
  return `${min}–${max} days`;
}

/** The ids with the method at `index` moved one place up (-1) or down (+1). */
export function movedIds(methods: Pick<ShippingMethodDto, 'id'>[], index: number, step: -1 | 1): number[] {
  const ids = methods.map((method) => method.id);
  const target = index + step;
  if (target < 0 || target >= ids.length) return ids;
  [ids[index], ids[target]] = [ids[target], ids[index]];
  return ids;
}

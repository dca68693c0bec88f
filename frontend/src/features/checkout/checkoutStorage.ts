import { CheckoutForm, EMPTY_CHECKOUT_FORM, FIELD_ORDER } from './checkoutForm';
import type { CheckoutStep } from './checkoutSteps';
import type { AppliedPromo } from './orderSummary';
import { isMoneyString } from '../../lib/money';

/**
 * The checkout in progress is kept in sessionStorage (not localStorage): it survives a reload and moving between
 * steps, and is forgotten when the tab closes, so a shared computer does not keep a shopper's address and e-mail.
 * Card data never passes through this page (the wallet takes it), so it can never be stored here.
 */
export const CHECKOUT_STORAGE_KEY = 'checkout';

export interface SavedCheckout {
  step: CheckoutStep;
  form: CheckoutForm;
  promo: AppliedPromo | null;
  /** The shipping method the shopper chose; null: the first one offered. */
  shippingMethodId: number | null;
}

export const EMPTY_CHECKOUT: SavedCheckout = {
  step: 0,
  form: EMPTY_CHECKOUT_FORM,
  promo: null,
  shippingMethodId: null,
};

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function parseForm(value: unknown): CheckoutForm {
  const form: CheckoutForm = { ...EMPTY_CHECKOUT_FORM };
  if (typeof value !== 'object' || value === null) return form;
  const v = value as Record<string, unknown>;
  for (const field of FIELD_ORDER) if (typeof v[field] === 'string') form[field] = v[field];
  if (typeof v.billingSameAsShipping === 'boolean') form.billingSameAsShipping = v.billingSameAsShipping;
  return form;
}

function parsePromo(value: unknown): AppliedPromo | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.code !== 'string' || v.code === '') return null;
  if (v.discountType !== 'percentage' && v.discountType !== 'fixed') return null;
  if (!isMoneyString(v.discountValue)) return null;
  return { code: v.code, discountType: v.discountType, discountValue: v.discountValue };
}

/** Reads a saved checkout; anything unreadable or hand-edited falls back to the empty value field by field. */
export function parseSavedCheckout(raw: string | null): SavedCheckout {
  if (!raw) return EMPTY_CHECKOUT;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return EMPTY_CHECKOUT;
  }
  if (typeof parsed !== 'object' || parsed === null) return EMPTY_CHECKOUT;
  const v = parsed as Record<string, unknown>;
  const step: CheckoutStep = v.step === 1 || v.step === 2 ? v.step : 0;
  const shippingMethodId = Number.isSafeInteger(v.shippingMethodId) ? (v.shippingMethodId as number) : null;
  return { step, form: parseForm(v.form), promo: parsePromo(v.promo), shippingMethodId };
}

export function loadCheckout(): SavedCheckout {
  try {
    return parseSavedCheckout(storage()?.getItem(CHECKOUT_STORAGE_KEY) ?? null);
  } catch {
    return EMPTY_CHECKOUT;
  }
}

export function saveCheckout(checkout: SavedCheckout): void {
  try {
    storage()?.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(checkout));
  } catch {
    // Storage full or disabled: the checkout still works for this page view.
  }
}

export function forgetCheckout(): void {
  try {
    storage()?.removeItem(CHECKOUT_STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}

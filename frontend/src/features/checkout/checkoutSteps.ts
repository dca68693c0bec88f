import { CheckoutForm, FieldErrors, validateCheckoutForm } from './checkoutForm';

/** docs/product.md, Screens: the progress bar's three steps. */
export const CHECKOUT_STEPS = ['Cart', 'Info', 'Payment'] as const;
export type CheckoutStep = 0 | 1 | 2;

export type StepMove = { step: CheckoutStep; errors: FieldErrors };

/**
 * docs/product.md, States: Cart → Info is free; Info → Payment only when the required fields validate; Payment is the
 * last step.
 */
export function nextStep(step: CheckoutStep, form: CheckoutForm): StepMove {
  if (step === 0) return { step: 1, errors: {} };
  if (step === 1) {
    const errors = validateCheckoutForm(form);
    return { step: Object.keys(errors).length === 0 ? 2 : 1, errors };
  }
  return { step: 2, errors: {} };
}

/** Back moves one step. */
export function previousStep(step: CheckoutStep): CheckoutStep {
  return step === 2 ? 1 : 0;
}

/** After a reload: the saved step, except that Payment needs a form that still validates. */
export function restoredStep(saved: CheckoutStep, form: CheckoutForm): CheckoutStep {
  if (saved === 2 && Object.keys(validateCheckoutForm(form)).length > 0) return 1;
  return saved;
}

/** The step in the address (`/checkout?step=info`), so the browser's Back and Forward walk the steps; Cart has none. */
const STEP_PARAMS: Record<CheckoutStep, string | null> = { 0: null, 1: 'info', 2: 'payment' };

export function stepParam(step: CheckoutStep): string | null {
  return STEP_PARAMS[step];
}

/** `?step=` read back; anything else is the Cart step. */
export function stepFromParam(param: string | null): CheckoutStep {
  if (param === 'info') return 1;
  if (param === 'payment') return 2;
  return 0;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { CheckoutForm } from './checkoutForm';
import { forgetCheckout, loadCheckout, saveCheckout, SavedCheckout } from './checkoutStorage';
import { CheckoutStep, restoredStep } from './checkoutSteps';
import type { AppliedPromo } from './orderSummary';

/** The step, form and applied promo of the checkout in progress, saved to sessionStorage on every change. */
export function useCheckoutState() {
  const [state, setState] = useState<SavedCheckout>(() => {
    const saved = loadCheckout();
    return { ...saved, step: restoredStep(saved.step, saved.form) };
  });
  const finished = useRef(false);

  useEffect(() => {
    if (!finished.current) saveCheckout(state);
  }, [state]);

  const setStep = useCallback((step: CheckoutStep) => setState((s) => ({ ...s, step })), []);
  const setForm = useCallback((update: (form: CheckoutForm) => CheckoutForm) => setState((s) => ({ ...s, form: update(s.form) })), []);
  const setPromo = useCallback((promo: AppliedPromo | null) => setState((s) => ({ ...s, promo })), []);
  /** The order is placed: nothing of this checkout is kept. */
  const finish = useCallback(() => {
    finished.current = true;
    forgetCheckout();
  }, []);

  return { ...state, setStep, setForm, setPromo, finish };
}

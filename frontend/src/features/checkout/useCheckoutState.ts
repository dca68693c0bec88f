import { useCallback, useEffect, useRef, useState } from 'react';
import { CheckoutForm } from './checkoutForm';
import { EMPTY_CHECKOUT, forgetCheckout, loadCheckout, saveCheckout, SavedCheckout } from './checkoutStorage';
import { CheckoutStep, restoredStep } from './checkoutSteps';
import type { AppliedPromo } from './orderSummary';

function loadSaved(): SavedCheckout {
  const saved = loadCheckout();
  return { ...saved, step: restoredStep(saved.step, saved.form) };
}

/**
 * The step, form and applied promo of the checkout in progress, saved to sessionStorage on every change.
 *
 * `restored`: whether this render may read the browser's storage. The server, and the browser's hydrating render
 * that must match its HTML, cannot: they start from the empty checkout (step Cart, empty form), and the saved one
 * is read once the cart is restored after hydration. Nothing is saved before it is read, so the empty start never
 * overwrites a saved checkout.
 */
export function useCheckoutState(restored: boolean) {
  const [state, setState] = useState<SavedCheckout | null>(() => (restored ? loadSaved() : null));
  const finished = useRef(false);
  // Read during the render in which the cart turns restored, not in an effect after it: no committed frame shows the
  // restored cart with the empty checkout, so a click in between cannot be undone by the saved step arriving later.
  if (restored && state === null) setState(loadSaved());

  useEffect(() => {
    if (state !== null && !finished.current) saveCheckout(state);
  }, [state]);

  const setStep = useCallback((step: CheckoutStep) => setState((s) => ({ ...(s ?? EMPTY_CHECKOUT), step })), []);
  const setForm = useCallback(
    (update: (form: CheckoutForm) => CheckoutForm) =>
      setState((s) => ({ ...(s ?? EMPTY_CHECKOUT), form: update((s ?? EMPTY_CHECKOUT).form) })),
    [],
  );
  const setPromo = useCallback(
    (promo: AppliedPromo | null) => setState((s) => ({ ...(s ?? EMPTY_CHECKOUT), promo })),
    [],
  );
  const setShippingMethodId = useCallback(
    (shippingMethodId: number | null) => setState((s) => ({ ...(s ?? EMPTY_CHECKOUT), shippingMethodId })),
    [],
  );
  /** The order is placed: nothing of this checkout is kept. */
  const finish = useCallback(() => {
    finished.current = true;
    forgetCheckout();
  }, []);

  return { ...(state ?? EMPTY_CHECKOUT), setStep, setForm, setPromo, setShippingMethodId, finish };
}

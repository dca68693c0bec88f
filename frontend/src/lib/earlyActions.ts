/**
 * A tap the page's early-actions script kept before the app had hydrated (@shop/site page-document.js,
 * EARLY_ACTIONS): a click on a button, checkbox or radio, a form's submit, or a choice in a `<select>`.
 */
export interface EarlyAction {
  type: 'click' | 'submit' | 'change';
  control: Element;
}

declare global {
  interface Window {
    /** Filled by the server page's early-actions script; absent on pages the server did not render. */
    earlyActions?: EarlyAction[];
  }
}

/**
 * Carries out, in order, the taps kept before hydration, now that the controls have their handlers: a click is
 * clicked again, a submit submitted again (through the form's own handler), a select's change announced again (its
 * new value is already in the field). A control that is no longer in the page is skipped.
 */
export function replayEarlyActions(held: EarlyAction[] | undefined = window.earlyActions): void {
  for (const { type, control } of held?.splice(0) ?? []) {
    if (!control.isConnected) continue;
    if (type === 'change') control.dispatchEvent(new Event('change', { bubbles: true }));
    else if (type === 'submit' && control instanceof HTMLFormElement) control.requestSubmit();
    else if (control instanceof HTMLElement) control.click();
  }
}

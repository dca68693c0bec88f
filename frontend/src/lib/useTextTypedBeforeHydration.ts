import { useLayoutEffect, useRef } from 'react';

/**
 * For a controlled text field the server rendered: text a person typed before the app hydrated stays in the field
 * but not in React's state (React keeps the field's value while hydrating and fires no change for it). Once mounted,
 * this hands that text to `onText`, so the state, and what depends on it (a disabled button), catches up.
 * Returns the ref for the field's <input>.
 */
export function useTextTypedBeforeHydration(value: string, onText: (text: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const first = useRef({ value, onText });
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== first.current.value) first.current.onText(typed);
  }, []);
  return ref;
}

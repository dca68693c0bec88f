import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page starts at the top; Back and Forward (POP) leave the browser's own scroll restoration alone, and so does a
 * navigation that asks to keep its place (a scent switch on the product page).
 */
export function ScrollToTop() {
  const { pathname, state } = useLocation() as { pathname: string; state: unknown };
  const navigationType = useNavigationType();
  // Inline rather than imported from the products feature: this file is on every first load.
  const keep = (state as { keepScroll?: unknown } | null)?.keepScroll === true;
  useEffect(() => {
    if (navigationType !== NavigationType.Pop && !keep) window.scrollTo(0, 0);
  }, [pathname, navigationType, keep]);
  return null;
}

import { useEffect } from 'react';
import { useAppSelector } from './store';

/**
 * Sets <html data-app-ready> once the screen has hydrated and shows the restored cart: from then on the page shows what
 * it will show and answers taps (browser tests wait for it). It sits beside the screen, inside the screen's Suspense
 * boundary (AppLayout), so it hydrates with the screen: a screen that hydrates after App restored the cart (one of its
 * lazy parts was still loading) first hydrates with the server's state, then re-renders with the cart, and this
 * effect runs after that render. App does not re-render the whole tree for the cart: that synchronous render would make
 * React render such screens again on the client in one long task (Lighthouse: total blocking time).
 */
export function AppReadyFlag() {
  const restored = useAppSelector((state) => state.cart.restored);
  useEffect(() => {
    if (restored) document.documentElement.dataset.appReady = 'true';
  }, [restored]);
  return null;
}

import { useEffect } from 'react';
import { replayEarlyActions } from './earlyActions';
import { useAppSelector } from './store';

/**
 * Sets <html data-app-ready> once the screen has hydrated and shows the restored cart, and carries out the taps the
 * page held until then (app/earlyActions.ts): from then on every control answers by itself. It sits beside the
 * screen, inside the screen's Suspense boundary (AppLayout), so it hydrates with the screen: a screen that hydrates
 * after App restored the cart first hydrates with the server's state, then re-renders with the cart, and this effect
 * runs after that render. The replay waits a task, so that the commits of hydration are done when the taps arrive.
 */
export function AppReadyFlag() {
  const restored = useAppSelector((state) => state.cart.restored);
  useEffect(() => {
    if (!restored) return;
    document.documentElement.dataset.appReady = 'true';
    const replay = setTimeout(replayEarlyActions);
    return () => clearTimeout(replay);
  }, [restored]);
  return null;
}

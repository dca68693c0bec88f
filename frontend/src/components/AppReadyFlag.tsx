import { useEffect } from 'react';
import { replayEarlyActions } from '../lib/earlyActions';
import { lazyPartsLoaded } from '../lib/lazyPart';
import { useAppSelector } from '../store/store';

/**
 * Sets <html data-app-ready> once the screen has hydrated and shows the restored cart, and carries out the taps the
 * page held until then (lib/earlyActions.ts): from then on every control answers by itself. It sits beside the
 * screen, inside the screen's Suspense boundary (AppLayout), so it hydrates with the screen: a screen that hydrates
 * after App restored the cart first hydrates with the server's state, then re-renders with the cart, and this effect
 * runs after that render. The replay waits for the lazy parts' code (the footer's newsletter form: a tap replayed
 * on a part still loading would be lost), then a task more, so that the commits of hydration are done.
 */
export function AppReadyFlag() {
  const restored = useAppSelector((state) => state.cart.restored);
  useEffect(() => {
    if (!restored) return;
    document.documentElement.dataset.appReady = 'true';
    let replay: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    void lazyPartsLoaded().then(() => {
      if (active) replay = setTimeout(replayEarlyActions);
    });
    return () => {
      active = false;
      clearTimeout(replay);
    };
  }, [restored]);
  return null;
}

import { CacheProvider, type EmotionCache } from '@emotion/react';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { loadCart } from './cart/cartStorage';
import { cartRestored } from './cart/cartSlice';
import { persistCart } from './cart/persistCart';
import { Providers } from './Providers';
import { routes } from './routes';
import { makeStore, type AppStore, type RootState, type StoreOptions } from './store';

/**
 * The tree the server renders and the browser hydrates: the emotion cache (same key on both sides, emotionCache.ts),
 * the store, the theme and the route table under the given router (StaticRouter on the server, BrowserRouter here).
 */
export function ShopTree({ store, serverState, cache, router }: { store: AppStore; serverState?: RootState; cache: EmotionCache; router: (routes: ReactNode) => ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <Providers store={store} serverState={serverState}>
        {router(<AppRoutes />)}
      </Providers>
    </CacheProvider>
  );
}

/**
 * The storefront in the browser: one store, starting from the API cache the server rendered with (so nothing is
 * asked again) and no cart, as on the server; the cart saved in localStorage is restored right after hydration.
 * The declarative router is enough here (screens fetch through RTK Query, not route loaders).
 */
export function App({ cache, preloaded }: { cache: EmotionCache; preloaded?: StoreOptions['api'] }) {
  const [store] = useState(() => makeStore(undefined, { api: preloaded }));
  // What the server rendered with (no cart yet): what hydration must see, even after the cart is restored.
  // The API cache is part of it even when the API slice is plugged in only later (app/store.ts): a lazy screen part
  // hydrating then must see the data the server rendered with.
  const [serverState] = useState((): RootState => ({ ...store.getState(), ...(preloaded ? { api: preloaded } : {}) }));
  useEffect(() => {
    const stop = persistCart(store);
    store.dispatch(cartRestored(loadCart()));
    return stop;
  }, [store]);
  return (
    <>
      <ShopTree store={store} serverState={serverState} cache={cache} router={inBrowserRouter} />
      <AppReadyFlag store={store} />
    </>
  );
}

/**
 * Marks the document ready once the render with the restored cart has committed (browser tests wait for it). A leaf of
 * its own, not state of App: restoring the cart is a synchronous store update, and App re-rendering with it would
 * re-render the whole tree in one task (Lighthouse: TBT), including lazy parts whose server HTML had not hydrated yet
 * (React then renders those again on the client). Only the components that show the cart re-render now.
 */
function AppReadyFlag({ store }: { store: AppStore }) {
  const restored = useSyncExternalStore((onChange) => store.subscribe(onChange), () => store.getState().cart.restored, () => false);
  useEffect(() => {
    // Hydrated (or, in the back office, rendered) and the cart's render committed: its effects ran before this one
    // (same commit, earlier in the tree); the page shows what it will show and answers taps from now on.
    if (restored) document.documentElement.dataset.appReady = 'true';
  }, [restored]);
  return null;
}

const inBrowserRouter = (tree: ReactNode) => <BrowserRouter>{tree}</BrowserRouter>;

export function AppRoutes() {
  return useRoutes(routes);
}

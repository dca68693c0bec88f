import { CacheProvider, type EmotionCache } from '@emotion/react';
import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { loadCart } from '../store/cart/cartStorage';
import { cartRestored } from '../store/cart/cartSlice';
import { persistCart } from '../store/cart/persistCart';
import { Providers } from './Providers';
import { routes } from './routes';
import { makeStore, type AppStore, type RootState, type StoreOptions } from '../store/store';

/**
 * The tree the server renders and the browser hydrates: the emotion cache (same key on both sides, emotionCache.ts),
 * the store, the theme and the route table under the given router (StaticRouter on the server, BrowserRouter here).
 */
export function ShopTree({
  store,
  serverState,
  cache,
  router,
}: {
  store: AppStore;
  serverState?: RootState;
  cache: EmotionCache;
  router: (routes: ReactNode) => ReactNode;
}) {
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
 * The declarative router is enough here: each screen's RTK Query hooks are its data (entry-server.tsx).
 */
export function App({ cache, preloaded }: { cache: EmotionCache; preloaded?: StoreOptions['api'] }) {
  const [store] = useState(() => makeStore(undefined, { api: preloaded }));
  // What the server rendered with (no cart yet): what hydration must see, even after the cart is restored.
  const [serverState] = useState((): RootState => store.getState());
  useEffect(() => {
    const stop = persistCart(store);
    store.dispatch(cartRestored(loadCart()));
    return stop;
  }, [store]);
  return <ShopTree store={store} serverState={serverState} cache={cache} router={inBrowserRouter} />;
}

const inBrowserRouter = (tree: ReactNode) => <BrowserRouter>{tree}</BrowserRouter>;

export function AppRoutes() {
  return useRoutes(routes);
}

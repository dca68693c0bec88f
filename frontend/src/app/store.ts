import { combineSlices, configureStore, createAction, createDynamicMiddleware, type Reducer, type WithSlice } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { AdminSessionState } from '../api/adminSession';
import type { baseApi } from '../api/baseApi';
import { cartReducer, initialCartState } from '../features/cart/cartSlice';
import { toastReducer } from '../features/toasts/toastSlice';
import { CartItem } from '../features/cart/cartItem';

/**
 * The API slice (RTK Query, ~14 KB gzip) and the admin session are not part of the first load (issue 20): the home
 * page's first paint (hero, header, cart count) needs only the slices below, and api/baseApi.ts plugs both in
 * (plugInApi) when the first screen that talks to the API is imported.
 */
const rootReducer = combineSlices({ cart: cartReducer, toasts: toastReducer }).withLazyLoadedSlices<
  WithSlice<typeof baseApi> & { adminSession: AdminSessionState }
>();
const lazyMiddleware = createDynamicMiddleware();
const apiPluggedIn = createAction('app/apiPluggedIn');
const stores = new Set<{ dispatch: (action: ReturnType<typeof apiPluggedIn>) => unknown }>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Adds the API's reducer and middleware, and the admin session's reducer, to every store, those to come and those
 * already made. An existing store would fill the new slices only on its next action, and a screen could read them
 * before (RTK Query warns of a missing reducer), so each gets one action now.
 */
export function plugInApi(api: typeof baseApi, adminSessionReducer: Reducer<AdminSessionState>) {
  rootReducer.inject(api).inject({ reducerPath: 'adminSession', reducer: adminSessionReducer });
  lazyMiddleware.addMiddleware(api.middleware);
  for (const store of stores) store.dispatch(apiPluggedIn());
}

/** One store per app (and per test): the cart starts from what was saved in the browser. */
export function makeStore(cartItems: CartItem[] = []) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(lazyMiddleware.middleware),
    preloadedState: { cart: { ...initialCartState, items: cartItems } },
  });
  stores.add(store);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

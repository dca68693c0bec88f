import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type Reducer,
  type WithSlice,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { AdminSessionState } from '../api/adminSession';
import type { ApiTransport, baseApi } from '../api/baseApi';
import { cartReducer, initialCartState } from './cart/cartSlice';
import { toastReducer } from './toasts/toastSlice';
import { CartItem } from './cart/cartItem';
import { readServerCart } from './serverState';

/**
 * The API slice (RTK Query) and the admin session are not part of the first load (its budget: issue 20): the home
 * page's first paint (hero, header, cart count) needs only the slices below, and api/baseApi.ts plugs both in
 * (plugInApi) when the first screen that talks to the API is imported. The server imports it before any store.
 */
const rootReducer = combineSlices({ cart: cartReducer, toasts: toastReducer }).withLazyLoadedSlices<
  WithSlice<typeof baseApi> & { adminSession: AdminSessionState }
>();
const lazyMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;
type ApiState = NonNullable<RootState['api']>;

/**
 * Fills the freshly injected API slice with the cache the server rendered with (baseApi's extractRehydrationInfo). Its
 * payload is typed there: typing it here by the API's state would make baseApi's type depend on itself.
 */
export const apiPluggedIn = createAction<unknown>('app/apiPluggedIn');

let apiPlugged = false;
/** Stores made before the API was plugged in, with the server's API cache each is still to receive. */
const waitingForApi = new Map<
  { dispatch: (action: ReturnType<typeof apiPluggedIn>) => unknown },
  ApiState | undefined
>();

/**
 * Adds the API's reducer and middleware, and the admin session's reducer, to every store, those to come and those
 * already made. An existing store would fill the new slices only on its next action, and a screen could read them
 * before (RTK Query warns of a missing reducer), so each gets one action now, carrying the server's API cache.
 */
export function plugInApi(api: typeof baseApi, adminSessionReducer: Reducer<AdminSessionState>) {
  rootReducer.inject(api).inject({ reducerPath: 'adminSession', reducer: adminSessionReducer });
  lazyMiddleware.addMiddleware(api.middleware);
  apiPlugged = true;
  for (const [store, cache] of waitingForApi) store.dispatch(apiPluggedIn(cache));
  waitingForApi.clear();
}

export interface StoreOptions {
  /** The API cache the server filled while rendering the page (serialised into the HTML): the browser does not ask again. */
  api?: ApiState;
  /** On the server only: how RTK Query reaches the API in the same process (entry-server.tsx). */
  transport?: ApiTransport;
  /**
   * The cart lines the server read from the cart cookie (/checkout only, entry-server.tsx). Not given in the browser:
   * the lines the server wrote into the page (serverState.ts), so the hydrating render matches its HTML.
   */
  serverCart?: CartItem[];
}

/** In the browser, the cart lines the server painted into this page (none in tests and on the server). */
function pageServerCart(): CartItem[] {
  return typeof document === 'undefined' ? [] : readServerCart(document);
}

/**
 * One store per app, per server render and per test. `cartItems` given: the cart is known at once (tests). Not given
 * (the server, and the browser's first render, which must match the server's HTML): the cart is not restored yet;
 * App restores it from localStorage after hydration (cartRestored). Until then it holds the lines the server painted
 * from the cart cookie, if any (`serverCart`, docs/checkout.md).
 */
export function makeStore(cartItems?: CartItem[], options: StoreOptions = {}) {
  const serverCart = cartItems === undefined ? (options.serverCart ?? pageServerCart()) : [];
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { transport: options.transport } } }).concat(lazyMiddleware.middleware),
    preloadedState: {
      cart: {
        ...initialCartState,
        items: cartItems ?? serverCart,
        restored: cartItems !== undefined,
        fromServer: serverCart.length > 0,
      },
      ...(apiPlugged && options.api ? { api: options.api } : {}),
    },
  });
  if (!apiPlugged) waitingForApi.set(store, options.api);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

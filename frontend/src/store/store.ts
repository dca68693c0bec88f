import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { adminSessionReducer } from '../api/adminSession';
import { baseApi, serverApiCache, type ApiTransport } from '../api/baseApi';
import { cartReducer, initialCartState } from './cart/cartSlice';
import { toastReducer } from './toasts/toastSlice';
import { CartItem } from './cart/cartItem';
import { readServerCart } from './serverState';

const reducer = {
  cart: cartReducer,
  toasts: toastReducer,
  adminSession: adminSessionReducer,
  [baseApi.reducerPath]: baseApi.reducer,
};

type ApiState = ReturnType<typeof baseApi.reducer>;

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
    reducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { transport: options.transport } } }).concat(baseApi.middleware),
    preloadedState: {
      cart: {
        ...initialCartState,
        items: cartItems ?? serverCart,
        restored: cartItems !== undefined,
        fromServer: serverCart.length > 0,
      },
    },
  });
  // RTK Query's documented rehydration (extractRehydrationInfo in baseApi.ts), before anything renders.
  if (options.api) store.dispatch(serverApiCache(options.api));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { adminSessionReducer } from '../api/adminSession';
import { ApiTransport, baseApi } from '../api/baseApi';
import { cartReducer, initialCartState } from '../features/cart/cartSlice';
import { toastReducer } from '../features/toasts/toastSlice';
import { CartItem } from '../features/cart/cartItem';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  cart: cartReducer,
  toasts: toastReducer,
  adminSession: adminSessionReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /** The API cache the server filled while rendering the page (serialised into the HTML): the browser does not ask again. */
  api?: RootState['api'];
  /** On the server only: how RTK Query reaches the API in the same process (entry-server.tsx). */
  transport?: ApiTransport;
}

/**
 * One store per app, per server render and per test. `cartItems` given: the cart is known at once (tests). Not given
 * (the server, and the browser's first render, which must match the server's HTML): the cart is not restored yet;
 * App restores it from localStorage after hydration (cartRestored).
 */
export function makeStore(cartItems?: CartItem[], options: StoreOptions = {}) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { transport: options.transport } } }).concat(baseApi.middleware),
    preloadedState: {
      cart: { ...initialCartState, items: cartItems ?? [], restored: cartItems !== undefined },
      ...(options.api ? { api: options.api } : {}),
    },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { adminSessionReducer } from '../api/adminSession';
import { baseApi } from '../api/baseApi';
import { cartReducer, initialCartState } from './cart/cartSlice';
import { toastReducer } from './toasts/toastSlice';
import { CartItem } from './cart/cartItem';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  cart: cartReducer,
  toasts: toastReducer,
  adminSession: adminSessionReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** One store per app (and per test): the cart starts from what was saved in the browser. */
export function makeStore(cartItems: CartItem[] = []) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    preloadedState: { cart: { ...initialCartState, items: cartItems } },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

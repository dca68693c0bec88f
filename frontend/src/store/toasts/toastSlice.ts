import { createAction, type UnknownAction } from '@reduxjs/toolkit';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

/** docs/product.md, Constants: at most one toast is visible, so a new one replaces the current one. */
export interface ToastState {
  current: Toast | null;
  nextId: number;
}

const initialState: ToastState = { current: null, nextId: 1 };

/** Action creators and a plain reducer, not createSlice: it would keep immer in the first load (see cartSlice.ts). */
export const showToast = createAction<ToastInput>('toasts/showToast');
export const dismissToast = createAction<number>('toasts/dismissToast');

export function toastReducer(state: ToastState = initialState, action: UnknownAction): ToastState {
  if (showToast.match(action))
    return { current: { variant: 'default', ...action.payload, id: state.nextId }, nextId: state.nextId + 1 };
  if (dismissToast.match(action) && state.current?.id === action.payload) return { ...state, current: null };
  return state;
}

import { createSlice, PayloadAction } from '@reduxjs/toolkit';

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

/** Spec 9: at most one toast is visible, so a new one replaces the current one. */
export interface ToastState {
  current: Toast | null;
  nextId: number;
}

const initialState: ToastState = { current: null, nextId: 1 };

const toastSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    showToast(state, action: PayloadAction<ToastInput>) {
      state.current = { variant: 'default', ...action.payload, id: state.nextId };
      state.nextId += 1;
    },
    dismissToast(state, action: PayloadAction<number>) {
      if (state.current?.id === action.payload) state.current = null;
    },
  },
});

export const { showToast, dismissToast } = toastSlice.actions;
export const toastReducer = toastSlice.reducer;

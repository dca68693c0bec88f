import { useCallback } from 'react';
import { useAppDispatch } from '../store';
import { showToast, ToastInput } from './toastSlice';

/** `const toast = useToast(); toast({ title, description, variant: 'destructive' })`. */
export function useToast(): (input: ToastInput) => void {
  const dispatch = useAppDispatch();
  return useCallback((input: ToastInput) => dispatch(showToast(input)), [dispatch]);
}

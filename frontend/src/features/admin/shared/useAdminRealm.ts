import { useCallback, useEffect } from 'react';
import {
  adminForgotten,
  adminUnlocked,
  AdminRealm,
  selectAdminLockMessage,
  selectAdminPassword,
} from '../../../api/adminSession';
import { useAppDispatch, useAppSelector } from '../../../store/store';

/**
 * The password a screen holds (docs/product.md, States). `screenOnly` realms (promo codes, products) are forgotten when
 * the screen
 * closes, like local state; the orders realm lives for the tab so list and detail share it.
 */
export function useAdminRealm(realm: AdminRealm, { screenOnly }: { screenOnly: boolean }) {
  const dispatch = useAppDispatch();
  const password = useAppSelector((state) => selectAdminPassword(state, realm));
  const lockMessage = useAppSelector((state) => selectAdminLockMessage(state, realm));
  const unlock = useCallback((value: string) => dispatch(adminUnlocked({ realm, password: value })), [dispatch, realm]);

  useEffect(() => {
    if (!screenOnly) return undefined;
    return () => {
      dispatch(adminForgotten(realm));
    };
  }, [dispatch, realm, screenOnly]);

  return { password, lockMessage, unlock };
}

import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/**
 * The admin password, per "realm" (docs/product.md, States, Admin gates): the promo-code and product screens each hold
 * their own and
 * forget it when the screen closes (useAdminRealm clears it on unmount), the two order screens share one for the tab.
 * Nothing here is persisted. Admin endpoints name their realm in `extraOptions` (enhanced.ts); `adminHeaders` turns
 * it into the header the server's guard reads, so every call carries the password of the screen that makes it.
 */
export type AdminRealm = 'promoCodes' | 'products' | 'orders' | 'shipping' | 'tax' | 'subscriptions';

export interface AdminSessionState {
  passwords: Partial<Record<AdminRealm, string>>;
  /** Why a realm was locked again (401 or 429 from an admin call), shown on its gate. */
  lockMessages: Partial<Record<AdminRealm, string>>;
}

const initialState: AdminSessionState = { passwords: {}, lockMessages: {} };

const adminSessionSlice = createSlice({
  name: 'adminSession',
  initialState,
  reducers: {
    adminUnlocked(state, action: PayloadAction<{ realm: AdminRealm; password: string }>) {
      state.passwords[action.payload.realm] = action.payload.password;
      state.lockMessages[action.payload.realm] = undefined;
    },
    adminLocked(state, action: PayloadAction<{ realm: AdminRealm; message: string }>) {
      state.passwords[action.payload.realm] = undefined;
      state.lockMessages[action.payload.realm] = action.payload.message;
    },
    adminForgotten(state, action: PayloadAction<AdminRealm>) {
      state.passwords[action.payload] = undefined;
      state.lockMessages[action.payload] = undefined;
    },
  },
});

export const { adminUnlocked, adminLocked, adminForgotten } = adminSessionSlice.actions;
export const adminSessionReducer = adminSessionSlice.reducer;

/** The store's part these selectors read (typed here: the store imports this module). */
interface WithAdminSession {
  adminSession: AdminSessionState;
}

export const selectAdminPassword = (state: WithAdminSession, realm: AdminRealm) => state.adminSession.passwords[realm];
export const selectAdminLockMessage = (state: WithAdminSession, realm: AdminRealm) =>
  state.adminSession.lockMessages[realm];

/** What admin endpoints put in `extraOptions`. */
export interface AdminExtraOptions {
  adminRealm: AdminRealm;
}

function realmOf(extraOptions: unknown): AdminRealm | undefined {
  if (typeof extraOptions !== 'object' || extraOptions === null || !('adminRealm' in extraOptions)) return undefined;
  return (extraOptions as AdminExtraOptions).adminRealm;
}

/**
 * fetchBaseQuery's prepareHeaders: promo, product, shipping and tax calls send `x-admin-password`, order calls
 * `Authorization: Bearer` (docs/product.md, Who may do what); each server guard reads only its own style.
 */
export function adminHeaders(
  headers: Headers,
  { getState, extraOptions }: { getState: () => unknown; extraOptions: unknown },
): Headers {
  const realm = realmOf(extraOptions);
  const password = realm ? selectAdminPassword(getState() as WithAdminSession, realm) : undefined;
  if (!realm || !password) return headers;
  if (realm === 'orders') headers.set('Authorization', `Bearer ${password}`);
  else headers.set('x-admin-password', password);
  return headers;
}

/** The gate's sentence for a 401 or 429 answer, or undefined for any other failure. */
export function lockMessageFor(status: unknown, retryAfter: string | null | undefined): string | undefined {
  if (status === 401) return 'The admin password was not accepted. Please enter it again.';
  if (status !== 429) return undefined;
  const seconds = Number(retryAfter);
  if (!Number.isFinite(seconds) || seconds <= 0)
    return 'Too many failed password attempts. Please wait a minute and try again.';
  const wait = seconds === 1 ? '1 second' : `${Math.ceil(seconds)} seconds`;
  return `Too many failed password attempts. Please wait ${wait} and try again.`;
}

interface RejectedCall {
  error?: { status?: unknown };
  meta?: FetchBaseQueryMeta;
}

/**
 * onQueryStarted for every admin endpoint: a 401 (password changed) or 429 (throttled) sends the screen back to its
 * gate with a message saying why, and for a 429 how long to wait (Retry-After, in seconds).
 */
export function lockOnRejection(realm: AdminRealm) {
  return async (
    _arg: unknown,
    { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> },
  ) => {
    try {
      await queryFulfilled;
    } catch (rejection) {
      const { error, meta } = (rejection ?? {}) as RejectedCall;
      const message = lockMessageFor(error?.status, meta?.response?.headers.get('Retry-After'));
      if (message) dispatch(adminLocked({ realm, message }));
    }
  };
}

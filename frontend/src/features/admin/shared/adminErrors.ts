import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'status' in error
    ? (error as FetchBaseQueryError).status
    : undefined;
}

/** 401 or 429: the screen has gone back to its gate, which says why, so no failure toast is needed. */
export function isLockError(error: unknown): boolean {
  const status = statusOf(error);
  return status === 401 || status === 429;
}

/** A 4xx answer about the input itself (bad value, duplicate), whose server sentence belongs in the form. */
export function isInputError(error: unknown): boolean {
  const status = statusOf(error);
  return status === 400 || status === 409;
}

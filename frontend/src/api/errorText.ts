import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The server's readable `error` sentence from our error body ({statusCode, error, message}), when there is one. */
export function serverErrorText(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as FetchBaseQueryError).data;
  if (typeof data !== 'object' || data === null) return undefined;
  const text = (data as Record<string, unknown>).error;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/** 404 from the API (the product does not exist), as opposed to a network or server failure. */
export function isNotFound(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** One sentence field of our error body ({statusCode, error, message}), when the answer has one. */
function bodySentence(error: unknown, field: 'error' | 'message'): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as FetchBaseQueryError).data;
  if (typeof data !== 'object' || data === null) return undefined;
  const text = (data as Record<string, unknown>)[field];
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/** The server's readable `error` sentence from our error body ({statusCode, error, message}), when there is one. */
export function serverErrorText(error: unknown): string | undefined {
  return bodySentence(error, 'error');
}

/** The server's fuller `message` sentence, when there is one. */
export function serverMessageText(error: unknown): string | undefined {
  return bodySentence(error, 'message');
}

/** 404 from the API (the product does not exist), as opposed to a network or server failure. */
export function isNotFound(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

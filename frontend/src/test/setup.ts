import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * Node's Request (used by RTK Query's fetchBaseQuery) cannot resolve '/api/...' against the page and rejects jsdom's
 * AbortSignal; this subclass resolves relative URLs against jsdom's location and drops the signal.
 */
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const url = typeof input === 'string' ? new URL(input, window.location.href) : input;
    super(url, init ? { ...init, signal: undefined } : undefined);
  }
}
globalThis.Request = PageRequest;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
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

// findBy*/waitFor wait up to 1 s by default; a lazy chunk (e.g. the home page's lower sections) can take longer to
// import when the 2-core CI machine is busy. A longer wait changes nothing when the element comes quickly, and a test
// whose element never comes still fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

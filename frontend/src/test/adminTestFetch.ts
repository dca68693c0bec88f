import { vi } from 'vitest';

export interface SentHeaders {
  path: string;
  adminPassword: string | null;
  authorization: string | null;
}

/**
 * Test helper: wraps the fetch stub of `fakeApi` to record the admin headers of each call and to answer a few
 * routes with a raw Response (CSV files, Retry-After headers), which fakeApi's JSON replies cannot express.
 */
export function recordAdminHeaders(raw: Record<string, () => Response> = {}): SentHeaders[] {
  const sent: SentHeaders[] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = typeof input === 'string' ? new Request(input, init) : input;
      const url = new URL(request.url);
      sent.push({
        path: url.pathname + url.search,
        adminPassword: request.headers.get('x-admin-password'),
        authorization: request.headers.get('authorization'),
      });
      const answer = raw[`${request.method} ${url.pathname}`];
      return answer ? answer() : inner(request);
    }),
  );
  return sent;
}

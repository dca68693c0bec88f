import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

type Reply =
  { status?: number; body?: unknown } | ((url: URL, body: unknown) => Promise<{ status?: number; body?: unknown }>);

/**
 * Answers the app's API calls in component tests: `fakeApi({ 'GET /api/products': { body: [...] } })`. Routes not
 * listed answer 404. Returns the calls made, so a test can assert that none was sent. A reply can be a function
 * returning a promise, to hold a request open (loading states) or to answer by query string or body.
 */
export function fakeApi(routes: Record<string, Reply>): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = typeof input === 'string' ? new Request(input, init) : input;
      const url = new URL(request.url);
      const text = await request.text();
      const sent: unknown = text ? JSON.parse(text) : undefined;
      // Every screen asks for its head (PageHead) and the footer for the shop's address; only tests that route those
      // calls want to see them.
      const isUnroutedHeadCall =
        ['/api/page-meta', '/api/contact'].includes(url.pathname) &&
        request.method === 'GET' &&
        !routes[`GET ${url.pathname}`];
      if (!isUnroutedHeadCall)
        calls.push({
          method: request.method,
          path: url.pathname + url.search,
          body: sent,
        });
      const route = routes[`${request.method} ${url.pathname}`];
      const reply =
        typeof route === 'function'
          ? await route(url, sent)
          : (route ?? { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } });
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** A request that never answers. */
export const pending = () => new Promise<never>(() => undefined);

import { createAction } from '@reduxjs/toolkit';
import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
  type CombinedState,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { adminHeaders } from './adminSession';

type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

/**
 * How the server-side render reaches the API: a base query against the same process (entry-server.tsx). Given to
 * the store as the thunk's extra argument, so one module-level api serves the browser and every server request.
 */
export interface ApiTransport {
  baseQuery: ApiBaseQuery;
}

const browserBaseQuery: ApiBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  credentials: 'include',
  prepareHeaders: adminHeaders,
});

const baseQuery: ApiBaseQuery = (args, api, extraOptions) => {
  const transport = (api.extra as { transport?: ApiTransport } | undefined)?.transport;
  return (transport?.baseQuery ?? browserBaseQuery)(args, api, extraOptions);
};

type ApiCache = CombinedState<Record<string, never>, never, 'api'>;

/** Fills a new store's API cache with the one the server rendered the page with (store/store.ts). */
export const serverApiCache = createAction<ApiCache>('api/serverApiCache');

/**
 * RTK Query's documented SSR recipe for a render without Next.js: in the server bundle (Vite's `import.meta.env.SSR`)
 * the query hooks start their queries while rendering, so the server renders, awaits the running queries and renders
 * again (entry-server.tsx). Each screen's hooks are thus the one place its data is declared. The browser's hooks
 * start queries in effects, as usual.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.SSR }),
);

/**
 * The empty base api: the generated client injects its endpoints into it, the storefront's (generated.ts, tagged by
 * enhanced.ts) with the first page, the back office's (generatedAdmin.ts, by adminApi.ts) with its screens. Calls
 * include credentials; data never goes stale and nothing refetches on focus (docs/product.md, Talking to the server).
 * Admin endpoints get their password header from the admin session (adminSession.ts).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: 3600,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
  extractRehydrationInfo: (action) => (serverApiCache.match(action) ? action.payload : undefined),
});

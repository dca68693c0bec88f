import {
  createApi,
  fetchBaseQuery,
  type CombinedState,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { apiPluggedIn, plugInApi } from '../app/store';
import { adminHeaders, adminSessionReducer } from './adminSession';

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

/**
 * The empty base api: the generated client (generated.ts) injects every endpoint into it, and enhanced.ts
 * adds cache tags. Calls include credentials; data never goes stale and nothing refetches on focus (spec 7).
 * Admin endpoints get their password header from the admin session (adminSession.ts).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: 3600,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
  // The server's API cache reaches a store made before this module loaded (the home page's first load) this way.
  // The payload is the `api` part of the state the server serialised for this very api (app/store.ts).
  extractRehydrationInfo: (action) =>
    apiPluggedIn.match(action)
      ? (action.payload as CombinedState<Record<string, never>, never, 'api'> | undefined)
      : undefined,
});

// Loaded with the first screen that talks to the API, not with the app (app/store.ts): from here on every store has it.
plugInApi(baseApi, adminSessionReducer);

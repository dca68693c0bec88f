import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { plugInApi } from '../app/store';
import { adminHeaders, adminSessionReducer } from './adminSession';

/**
 * The empty base api: the generated client (generated.ts) injects every endpoint into it, and enhanced.ts
 * adds cache tags. Calls include credentials; data never goes stale and nothing refetches on focus (spec 7).
 * Admin endpoints get their password header from the admin session (adminSession.ts).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/', credentials: 'include', prepareHeaders: adminHeaders }),
  keepUnusedDataFor: 3600,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});

// Loaded with the first screen that talks to the API, not with the app (app/store.ts): from here on every store has it.
plugInApi(baseApi, adminSessionReducer);

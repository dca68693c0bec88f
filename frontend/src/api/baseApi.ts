import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The empty base api: the generated client (generated.ts) injects every endpoint into it, and enhanced.ts
 * adds cache tags. Calls include credentials; data never goes stale and nothing refetches on focus (spec 7).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/', credentials: 'include' }),
  keepUnusedDataFor: 3600,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});

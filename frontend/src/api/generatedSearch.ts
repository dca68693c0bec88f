import { baseApi as api } from './baseApi';
export const addTagTypes = ['search'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      search: build.query<SearchApiResponse, SearchApiArg>({
        query: (queryArg) => ({
          url: `/api/search`,
          params: {
            q: queryArg.q,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['search'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as shopApi };
export type SearchApiResponse = /** status 200  */ SearchResultsDto;
export type SearchApiArg = {
  /** Words to find: a product's name, scent name or number ('No. 92', '92'), format ('refill', 'candle'), or an article's title */
  q: string;
  /** Most products and most articles answered (each) */
  limit?: number;
};
export type SearchProductDto = {
  slug: string;
  name: string;
  category: string;
  scentName: string | null;
  /** Decimal(10,2) as a string: the price of the smallest size */
  price: string;
  image: string;
};
export type SearchArticleDto = {
  slug: string;
  title: string;
};
export type SearchResultsDto = {
  /** The query as searched (trimmed) */
  query: string;
  /** Best match first, then in catalogue order */
  products: SearchProductDto[];
  /** Best match first, then newest first */
  articles: SearchArticleDto[];
  /** Products matching, before the limit */
  productTotal: number;
  /** Articles matching, before the limit */
  articleTotal: number;
};
export type ErrorBodyDto = {
  statusCode: number;
  /** Short sentence a shopper can read */
  error: string;
  /** Fuller sentence a shopper can read */
  message: string;
};
export const { useSearchQuery, useLazySearchQuery } = injectedRtkApi;

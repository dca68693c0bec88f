import { baseApi as api } from "./baseApi";
export const addTagTypes = [
  "catalog",
  "promos",
  "newsletter",
  "health",
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listProducts: build.query<ListProductsApiResponse, ListProductsApiArg>({
        query: () => ({ url: `/api/products` }),
        providesTags: ["catalog"],
      }),
      getProduct: build.query<GetProductApiResponse, GetProductApiArg>({
        query: (queryArg) => ({ url: `/api/products/${queryArg.slug}` }),
        providesTags: ["catalog"],
      }),
      validatePromoCode: build.query<
        ValidatePromoCodeApiResponse,
        ValidatePromoCodeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/promo-codes/validate/${queryArg.code}`,
        }),
        providesTags: ["promos"],
      }),
      subscribeToNewsletter: build.mutation<
        SubscribeToNewsletterApiResponse,
        SubscribeToNewsletterApiArg
      >({
        query: (queryArg) => ({
          url: `/api/newsletter/subscribe`,
          method: "POST",
          body: queryArg.subscribeDto,
        }),
        invalidatesTags: ["newsletter"],
      }),
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ["health"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as shopApi };
export type ListProductsApiResponse = /** status 200  */ ProductDto[];
export type ListProductsApiArg = void;
export type GetProductApiResponse = /** status 200  */ ProductDto;
export type GetProductApiArg = {
  slug: string;
};
export type ValidatePromoCodeApiResponse =
  /** status 200  */ PromoValidationDto;
export type ValidatePromoCodeApiArg = {
  code: string;
};
export type SubscribeToNewsletterApiResponse =
  /** status 201  */ SubscriptionDto;
export type SubscribeToNewsletterApiArg = {
  subscribeDto: SubscribeDto;
};
export type GetHealthApiResponse = /** status 200  */ HealthDto;
export type GetHealthApiArg = void;
export type ProductDto = {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** Decimal(10,2) as a string */
  price: string;
  /** Price of the 3-liter refill box */
  refillPrice: string | null;
  category: string;
  image: string;
  imageUrl: string | null;
  images: string[];
  sizes: string[];
  fragranceFamily: string | null;
  topNotes: string | null;
  heartNotes: string | null;
  baseNotes: string | null;
  ritual: string | null;
  ingredients: string | null;
  sustainability: string | null;
  safety: string | null;
  scentNumber: string | null;
  availableScents: string[] | null;
  burnTime: string | null;
  wickType: string | null;
  createdAt: string;
  updatedAt: string;
};
export type ErrorBodyDto = {
  statusCode: number;
  /** Short sentence a shopper can read */
  error: string;
  /** Fuller sentence a shopper can read */
  message: string;
};
export type PromoValidationDto = {
  code: string;
  discountType: "percentage" | "fixed";
  /** Percent (0-100) or dollars, two-decimal string */
  discountValue: string;
};
export type SubscriptionDto = {
  email: string;
  message: string;
};
export type SubscribeDto = {
  /** Trimmed and lower-cased before it is stored */
  email: string;
  /** Where the address was given */
  source?: "footer" | "holiday";
};
export type DatabaseHealthDto = {
  status: "up" | "down";
  type: "mysql" | "sqlite";
  /** Round trip of SELECT 1 in milliseconds */
  latencyMs: number;
};
export type HealthDto = {
  status: "ok" | "degraded";
  uptimeSeconds: number;
  paymentProvider: string;
  database: DatabaseHealthDto;
};
export const {
  useListProductsQuery,
  useLazyListProductsQuery,
  useGetProductQuery,
  useLazyGetProductQuery,
  useValidatePromoCodeQuery,
  useLazyValidatePromoCodeQuery,
  useSubscribeToNewsletterMutation,
  useGetHealthQuery,
  useLazyGetHealthQuery,
} = injectedRtkApi;

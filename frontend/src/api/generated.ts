import { baseApi as api } from "./baseApi";
export const addTagTypes = [
  "catalog",
  "promos",
  "newsletter",
  "health",
  "journal",
  "seo",
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
      getProductFaqs: build.query<
        GetProductFaqsApiResponse,
        GetProductFaqsApiArg
      >({
        query: (queryArg) => ({ url: `/api/products/${queryArg.slug}/faqs` }),
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
      listJournalArticles: build.query<
        ListJournalArticlesApiResponse,
        ListJournalArticlesApiArg
      >({
        query: () => ({ url: `/api/journal` }),
        providesTags: ["journal"],
      }),
      getJournalArticle: build.query<
        GetJournalArticleApiResponse,
        GetJournalArticleApiArg
      >({
        query: (queryArg) => ({ url: `/api/journal/${queryArg.slug}` }),
        providesTags: ["journal"],
      }),
      getPageMeta: build.query<GetPageMetaApiResponse, GetPageMetaApiArg>({
        query: (queryArg) => ({
          url: `/api/page-meta`,
          params: {
            path: queryArg.path,
          },
        }),
        providesTags: ["seo"],
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
export type GetProductFaqsApiResponse = /** status 200  */ FaqDto[];
export type GetProductFaqsApiArg = {
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
export type ListJournalArticlesApiResponse =
  /** status 200  */ JournalArticleSummaryDto[];
export type ListJournalArticlesApiArg = void;
export type GetJournalArticleApiResponse = /** status 200  */ JournalArticleDto;
export type GetJournalArticleApiArg = {
  slug: string;
};
export type GetPageMetaApiResponse = /** status 200  */ PageMetaDto;
export type GetPageMetaApiArg = {
  /** A storefront path starting with /; a query string is ignored */
  path: string;
};
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
export type FaqDto = {
  question: string;
  answer: string;
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
export type JournalArticleSummaryDto = {
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  datePublished: string;
  /** YYYY-MM-DD */
  dateModified: string;
  /** 1200×675 WebP; a 600w variant sits beside it as {slug}-600w.webp */
  heroImage: string;
  heroImageAlt: string;
  /** A one- or two-sentence teaser for cards (the article meta description) */
  summary: string;
};
export type JournalSectionDto = {
  heading: string;
  paragraphs: string[];
};
export type JournalLinkDto = {
  /** A storefront path: a product page or /refills */
  url: string;
  anchor: string;
};
export type JournalCtaDto = {
  /** The sentence above the button */
  text: string;
  url: string;
  /** The button label */
  label: string;
};
export type JournalArticleDto = {
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  datePublished: string;
  /** YYYY-MM-DD */
  dateModified: string;
  metaTitle: string;
  metaDescription: string;
  heroImage: string;
  heroImageAlt: string;
  quickReadSummary: string;
  sections: JournalSectionDto[];
  faq: FaqDto[];
  /** The 'Related Products' links */
  internalLinks: JournalLinkDto[];
  cta: JournalCtaDto;
};
export type PageMetaDto = {
  path: string;
  /** The HTTP status the server answers this page with */
  status: 200 | 404;
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl: string | null;
  robots: "index,follow" | "noindex,nofollow";
  ogType: "website" | "product" | "article";
  /** schema.org objects, one <script type="application/ld+json"> each */
  jsonLd: {
    [key: string]: any;
  }[];
};
export const {
  useListProductsQuery,
  useLazyListProductsQuery,
  useGetProductQuery,
  useLazyGetProductQuery,
  useGetProductFaqsQuery,
  useLazyGetProductFaqsQuery,
  useValidatePromoCodeQuery,
  useLazyValidatePromoCodeQuery,
  useSubscribeToNewsletterMutation,
  useGetHealthQuery,
  useLazyGetHealthQuery,
  useListJournalArticlesQuery,
  useLazyListJournalArticlesQuery,
  useGetJournalArticleQuery,
  useLazyGetJournalArticleQuery,
  useGetPageMetaQuery,
  useLazyGetPageMetaQuery,
} = injectedRtkApi;

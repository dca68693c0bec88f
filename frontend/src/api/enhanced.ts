import { shopApi } from './generated';

/**
 * Cache tags for the generated client. The product list and each product are tagged by id and slug, so admin
 * writes invalidate exactly what they change with `invalidatesTags: [{ type: 'Product', id: 'LIST' }]`.
 * Screens import hooks from here (the back office from adminApi.ts, loaded with its screens only), never from
 * generated.ts, so these tags are always in effect.
 */
/**
 * A product's tag id. RTK Query keeps tags in plain objects keyed by id, so a bare slug such as `constructor` would
 * read Object.prototype's member there (and break every render listing it); the prefix keeps ids off its names.
 */
export function productTagId(slug: string): string {
  return `slug:${slug}`;
}

export const api = shopApi.enhanceEndpoints({
  addTagTypes: ['Product'],
  endpoints: {
    listProducts: {
      providesTags: (result) => [
        { type: 'Product' as const, id: 'LIST' },
        ...(result ?? []).map((product) => ({ type: 'Product' as const, id: productTagId(product.slug) })),
      ],
    },
    // The list's pages hold many products: any admin write to the catalogue (the LIST tag) refetches them.
    listProductCards: {
      providesTags: [{ type: 'Product' as const, id: 'LIST' }],
    },
    getProduct: {
      providesTags: (_result, _error, arg) => [{ type: 'Product' as const, id: productTagId(arg.slug) }],
    },
  },
});

export const {
  useListProductsQuery,
  useListProductCardsQuery,
  useGetProductQuery,
  useGetProductFaqsQuery,
  useSubscribeToNewsletterMutation,
  useJoinWaitlistMutation,
  useRequestBackInStockNoticeMutation,
} = api;
export const { useGetPageMetaQuery, useListJournalArticlesQuery, useGetJournalArticleQuery } = api;
export type {
  ListProductCardsApiArg,
  ProductCardDto,
  ProductCardPageDto,
  ProductDto,
  ProductSubscriptionDto,
  SubscribeDto,
} from './generated';
export type { JournalArticleDto, JournalArticleSummaryDto } from './generated';

// Checkout: promo check, wallet setup, create → approve (demo) → capture, and the order save.
export const {
  useLazyValidatePromoCodeQuery,
  useGetPaymentSetupQuery,
  useCreatePaymentOrderMutation,
  useApproveDemoPaymentMutation,
  useCapturePaymentOrderMutation,
  usePlaceOrderMutation,
  usePlaceFreeOrderMutation,
  useQuoteCheckoutQuery,
} = api;
export type {
  ApproveDemoPaymentDto,
  CheckoutQuoteDto,
  ShippingOptionDto,
  CreatePaymentOrderDto,
  FreeOrderDto,
  ExpectedFiguresDto,
  PaymentSetupDto,
  PlaceOrderDtoWrite,
  WalletBreakdownDto,
} from './generated';

// Shipping & Returns: the methods, estimates and free-shipping threshold staff manage.
export const { useGetShippingPolicyQuery } = api;
export type { ShippingPolicyDto, ShippingMethodDto } from './generated';

// Guest order status page: by number and e-mail, or by the signed link of the order's e-mails.
export const { useLookupOrderMutation, useGetOrderStatusQuery } = api;
export type { OrderStatusDto, LookupOrderDto } from './generated';

// The shop's public address (footer, /contact) and the contact form.
export const { useGetShopContactQuery, useSendContactMessageMutation } = api;

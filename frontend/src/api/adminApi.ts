import type {
  DefinitionsFromApi,
  FetchArgs,
  FetchBaseQueryMeta,
  OverrideResultType,
  TagTypesFromApi,
} from '@reduxjs/toolkit/query';
import { AdminExtraOptions, AdminRealm, lockOnRejection } from './adminSession';
import { shopApi as adminEndpoints } from './generatedAdmin';

/** The exported orders: the server's file name (Content-Disposition) and the CSV text. */
export interface CsvFile {
  filename: string;
  csv: string;
}

/** `attachment; filename="orders-2025-10-20.csv"` → the name; today's UTC date when the header is missing. */
export function attachmentName(contentDisposition: string | null | undefined, now = new Date()): string {
  const match = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '');
  return match ? match[1] : `orders-${now.toISOString().slice(0, 10)}.csv`;
}

/** Every admin call names the password it sends and returns its screen to the gate on 401 or 429. */
function admin(realm: AdminRealm) {
  return { extraOptions: { adminRealm: realm } satisfies AdminExtraOptions, onQueryStarted: lockOnRejection(realm) };
}

function asFetchArgs(args: string | FetchArgs): FetchArgs {
  return typeof args === 'string' ? { url: args } : args;
}

/** Product writes also invalidate the storefront's 'Product' tags (enhanced.ts), so the catalogue pages show the change at once. */
const tagged = adminEndpoints.enhanceEndpoints({ addTagTypes: ['Product'] });

type TaggedDefinitions = DefinitionsFromApi<typeof tagged>;
type AdminDefinitions = {
  exportAdminOrders: OverrideResultType<TaggedDefinitions['exportAdminOrders'], CsvFile>;
  exportAdminOrderLines: OverrideResultType<TaggedDefinitions['exportAdminOrderLines'], CsvFile>;
  exportTaxReport: OverrideResultType<TaggedDefinitions['exportTaxReport'], CsvFile>;
};

/** A CSV download's endpoint, read as text with the server's file name, in the realm of its screen. */
function csvDownload(realm: AdminRealm) {
  return (definition: { query?: (arg: never) => string | FetchArgs }): void => {
    const generated = definition.query?.bind(definition);
    if (!generated) throw new Error('A generated CSV export endpoint has no query');
    Object.assign(definition, admin(realm), {
      providesTags: [],
      keepUnusedDataFor: 0,
      query: (arg: never) => ({ ...asFetchArgs(generated(arg)), responseHandler: 'text' }),
      transformResponse: (csv: string, meta: FetchBaseQueryMeta | undefined): CsvFile => ({
        csv,
        filename: attachmentName(meta?.response?.headers.get('Content-Disposition')),
      }),
    });
  };
}

/**
 * The back office, enhanced when the first admin screen loads so none of it weighs on the storefront's
 * first load. The CSV export is read as text (a Blob would not be serialisable in the store) and
 * kept no longer than the download takes.
 */
export const adminApi = tagged.enhanceEndpoints<TagTypesFromApi<typeof tagged>, AdminDefinitions>({
  endpoints: {
    listPromoCodes: admin('promoCodes'),
    createPromoCode: admin('promoCodes'),
    togglePromoCode: admin('promoCodes'),
    updatePromoCode: admin('promoCodes'),
    // The promo screen reads dates on the shop's clock.
    getShopSettings: admin('promoCodes'),
    listAdminProducts: admin('products'),
    createProduct: { ...admin('products'), invalidatesTags: ['admin products', 'Product'] },
    updateProduct: { ...admin('products'), invalidatesTags: ['admin products', 'Product'] },
    deleteProduct: { ...admin('products'), invalidatesTags: ['admin products', 'Product'] },
    adjustInventory: { ...admin('products'), invalidatesTags: ['admin products', 'Product'] },
    listMedia: { ...admin('products'), keepUnusedDataFor: 0 },
    listAdminShippingMethods: admin('shipping'),
    createShippingMethod: admin('shipping'),
    updateShippingMethod: admin('shipping'),
    reorderShippingMethods: admin('shipping'),
    deleteShippingMethod: admin('shipping'),
    listTaxRates: admin('tax'),
    saveTaxRate: admin('tax'),
    deleteTaxRate: admin('tax'),
    getTaxReport: admin('tax'),
    listAdminOrders: admin('orders'),
    getAdminOrder: admin('orders'),
    updateAdminOrder: admin('orders'),
    listAdminOrderEvents: admin('orders'),
    addAdminOrderNote: admin('orders'),
    refundAdminOrder: admin('orders'),
    // The refund dialog's figure: read afresh each time the dialog asks (it never outlives the dialog).
    previewAdminOrderRefund: { ...admin('orders'), keepUnusedDataFor: 0 },
    // The dashboard shares the order screens' bearer password.
    getAdminStats: { ...admin('orders'), keepUnusedDataFor: 60 },
    listLowStock: admin('orders'),
    listOrdersAwaitingFulfilment: admin('orders'),
    listAdminSubscriptions: admin('subscriptions'),
    getAdminSubscription: admin('subscriptions'),
    actOnAdminSubscription: admin('subscriptions'),
    getSubscriptionSettings: admin('subscriptions'),
    updateSubscriptionSettings: admin('subscriptions'),
    exportAdminOrders: csvDownload('orders'),
    exportAdminOrderLines: csvDownload('orders'),
    exportTaxReport: csvDownload('tax'),
  },
});

export const {
  useVerifyAdminPasswordMutation,
  useListPromoCodesQuery,
  useCreatePromoCodeMutation,
  useTogglePromoCodeMutation,
  useUpdatePromoCodeMutation,
  useGetShopSettingsQuery,
  useListAdminProductsQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useAdjustInventoryMutation,
  useListLowStockQuery,
  useListOrdersAwaitingFulfilmentQuery,
  useListAdminOrdersQuery,
  useGetAdminOrderQuery,
  useUpdateAdminOrderMutation,
  useLazyExportAdminOrdersQuery,
  useLazyExportAdminOrderLinesQuery,
  useListAdminOrderEventsQuery,
  useAddAdminOrderNoteMutation,
  useRefundAdminOrderMutation,
  usePreviewAdminOrderRefundQuery,
  useGetAdminStatsQuery,
  useListMediaQuery,
  useListAdminShippingMethodsQuery,
  useCreateShippingMethodMutation,
  useUpdateShippingMethodMutation,
  useReorderShippingMethodsMutation,
  useListTaxRatesQuery,
  useSaveTaxRateMutation,
  useDeleteTaxRateMutation,
  useGetTaxReportQuery,
  useLazyExportTaxReportQuery,
  useListAdminSubscriptionsQuery,
  useGetAdminSubscriptionQuery,
  useActOnAdminSubscriptionMutation,
  useGetSubscriptionSettingsQuery,
  useUpdateSubscriptionSettingsMutation,
} = adminApi;
export type { ProductDto } from './enhanced';
export type {
  AdminProductDto,
  InventoryLevelDto,
  ListAdminProductsApiArg,
  PromoCodeDto,
  CreatePromoCodeDto,
  UpdatePromoCodeDto,
  ShopSettingsDto,
  CreateProductDto,
  UpdateProductDto,
  AdminOrderDto,
  AdminOrderDetailDto,
  AdminOrderItemDto,
  UpdateOrderDto,
  OrderEventDto,
  ListAdminOrdersApiArg,
  ExportAdminOrdersApiArg,
  SalesStatsDto,
  SalesFiguresDto,
  RefundPreviewDto,
  MediaDto,
  ShippingMethodDto,
  CreateShippingMethodDto,
  TaxRateDto,
  TaxReportDto,
  AdminSubscriptionSummaryDto,
  AdminSubscriptionDto,
  AdminRenewalDto,
  AdminSubscriptionEventDto,
  SubscriptionSettingsDto,
} from './generatedAdmin';

import { baseApi as api } from './baseApi';
export const addTagTypes = [
  'admin products',
  'admin dashboard',
  'admin media',
  'media',
  'admin promo codes',
  'health',
  'admin',
  'admin shipping',
  'admin tax',
  'admin orders',
  'payments',
  'metrics',
  'admin subscriptions',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listAdminProducts: build.query<ListAdminProductsApiResponse, ListAdminProductsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/products`,
          params: {
            stock: queryArg.stock,
          },
        }),
        providesTags: ['admin products'],
      }),
      createProduct: build.mutation<CreateProductApiResponse, CreateProductApiArg>({
        query: (queryArg) => ({ url: `/api/admin/products`, method: 'POST', body: queryArg.createProductDto }),
        invalidatesTags: ['admin products'],
      }),
      updateProduct: build.mutation<UpdateProductApiResponse, UpdateProductApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/products/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updateProductDto,
        }),
        invalidatesTags: ['admin products'],
      }),
      deleteProduct: build.mutation<DeleteProductApiResponse, DeleteProductApiArg>({
        query: (queryArg) => ({ url: `/api/admin/products/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['admin products'],
      }),
      adjustInventory: build.mutation<AdjustInventoryApiResponse, AdjustInventoryApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/products/${queryArg.id}/inventory-adjustments`,
          method: 'POST',
          body: queryArg.inventoryAdjustmentDto,
        }),
        invalidatesTags: ['admin products'],
      }),
      listLowStock: build.query<ListLowStockApiResponse, ListLowStockApiArg>({
        query: () => ({ url: `/api/admin/inventory/low-stock` }),
        providesTags: ['admin dashboard'],
      }),
      uploadMedia: build.mutation<UploadMediaApiResponse, UploadMediaApiArg>({
        query: (queryArg) => ({ url: `/api/admin/media`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['admin media'],
      }),
      listMedia: build.query<ListMediaApiResponse, ListMediaApiArg>({
        query: () => ({ url: `/api/admin/media` }),
        providesTags: ['admin media'],
      }),
      deleteMedia: build.mutation<DeleteMediaApiResponse, DeleteMediaApiArg>({
        query: (queryArg) => ({ url: `/api/admin/media/${queryArg.key}`, method: 'DELETE' }),
        invalidatesTags: ['admin media'],
      }),
      getMediaFile: build.query<GetMediaFileApiResponse, GetMediaFileApiArg>({
        query: (queryArg) => ({ url: `/media/${queryArg.key}/${queryArg.name}` }),
        providesTags: ['media'],
      }),
      listPromoCodes: build.query<ListPromoCodesApiResponse, ListPromoCodesApiArg>({
        query: () => ({ url: `/api/promo-codes` }),
        providesTags: ['admin promo codes'],
      }),
      createPromoCode: build.mutation<CreatePromoCodeApiResponse, CreatePromoCodeApiArg>({
        query: (queryArg) => ({ url: `/api/promo-codes`, method: 'POST', body: queryArg.createPromoCodeDto }),
        invalidatesTags: ['admin promo codes'],
      }),
      updatePromoCode: build.mutation<UpdatePromoCodeApiResponse, UpdatePromoCodeApiArg>({
        query: (queryArg) => ({
          url: `/api/promo-codes/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updatePromoCodeDto,
        }),
        invalidatesTags: ['admin promo codes'],
      }),
      togglePromoCode: build.mutation<TogglePromoCodeApiResponse, TogglePromoCodeApiArg>({
        query: (queryArg) => ({ url: `/api/promo-codes/${queryArg.id}/toggle`, method: 'PATCH' }),
        invalidatesTags: ['admin promo codes'],
      }),
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
      verifyAdminPassword: build.mutation<VerifyAdminPasswordApiResponse, VerifyAdminPasswordApiArg>({
        query: (queryArg) => ({ url: `/api/admin/verify-password`, method: 'POST', body: queryArg.verifyPasswordDto }),
        invalidatesTags: ['admin'],
      }),
      getShopSettings: build.query<GetShopSettingsApiResponse, GetShopSettingsApiArg>({
        query: () => ({ url: `/api/admin/shop-settings` }),
        providesTags: ['admin'],
      }),
      listAdminShippingMethods: build.query<ListAdminShippingMethodsApiResponse, ListAdminShippingMethodsApiArg>({
        query: () => ({ url: `/api/admin/shipping-methods` }),
        providesTags: ['admin shipping'],
      }),
      createShippingMethod: build.mutation<CreateShippingMethodApiResponse, CreateShippingMethodApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/shipping-methods`,
          method: 'POST',
          body: queryArg.createShippingMethodDto,
        }),
        invalidatesTags: ['admin shipping'],
      }),
      reorderShippingMethods: build.mutation<ReorderShippingMethodsApiResponse, ReorderShippingMethodsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/shipping-methods/order`,
          method: 'PUT',
          body: queryArg.reorderShippingMethodsDto,
        }),
        invalidatesTags: ['admin shipping'],
      }),
      updateShippingMethod: build.mutation<UpdateShippingMethodApiResponse, UpdateShippingMethodApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/shipping-methods/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updateShippingMethodDto,
        }),
        invalidatesTags: ['admin shipping'],
      }),
      deleteShippingMethod: build.mutation<DeleteShippingMethodApiResponse, DeleteShippingMethodApiArg>({
        query: (queryArg) => ({ url: `/api/admin/shipping-methods/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['admin shipping'],
      }),
      listTaxRates: build.query<ListTaxRatesApiResponse, ListTaxRatesApiArg>({
        query: () => ({ url: `/api/admin/tax-rates` }),
        providesTags: ['admin tax'],
      }),
      saveTaxRate: build.mutation<SaveTaxRateApiResponse, SaveTaxRateApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/tax-rates/${queryArg.state}`,
          method: 'PUT',
          body: queryArg.saveTaxRateDto,
        }),
        invalidatesTags: ['admin tax'],
      }),
      deleteTaxRate: build.mutation<DeleteTaxRateApiResponse, DeleteTaxRateApiArg>({
        query: (queryArg) => ({ url: `/api/admin/tax-rates/${queryArg.state}`, method: 'DELETE' }),
        invalidatesTags: ['admin tax'],
      }),
      getTaxReport: build.query<GetTaxReportApiResponse, GetTaxReportApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/tax-report`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['admin tax'],
      }),
      exportTaxReport: build.query<ExportTaxReportApiResponse, ExportTaxReportApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/tax-report/csv`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['admin tax'],
      }),
      listAdminOrders: build.query<ListAdminOrdersApiResponse, ListAdminOrdersApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/orders`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            search: queryArg.search,
            status: queryArg.status,
            placedFrom: queryArg.placedFrom,
            placedTo: queryArg.placedTo,
          },
        }),
        providesTags: ['admin orders'],
      }),
      listOrdersAwaitingFulfilment: build.query<
        ListOrdersAwaitingFulfilmentApiResponse,
        ListOrdersAwaitingFulfilmentApiArg
      >({
        query: () => ({ url: `/api/admin/orders/awaiting-fulfilment` }),
        providesTags: ['admin orders'],
      }),
      exportAdminOrders: build.query<ExportAdminOrdersApiResponse, ExportAdminOrdersApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/orders/export`,
          params: {
            search: queryArg.search,
            status: queryArg.status,
            placedFrom: queryArg.placedFrom,
            placedTo: queryArg.placedTo,
          },
        }),
        providesTags: ['admin orders'],
      }),
      exportAdminOrderLines: build.query<ExportAdminOrderLinesApiResponse, ExportAdminOrderLinesApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/orders/export/lines`,
          params: {
            search: queryArg.search,
            status: queryArg.status,
            placedFrom: queryArg.placedFrom,
            placedTo: queryArg.placedTo,
          },
        }),
        providesTags: ['admin orders'],
      }),
      getAdminOrder: build.query<GetAdminOrderApiResponse, GetAdminOrderApiArg>({
        query: (queryArg) => ({ url: `/api/admin/orders/${queryArg.id}` }),
        providesTags: ['admin orders'],
      }),
      updateAdminOrder: build.mutation<UpdateAdminOrderApiResponse, UpdateAdminOrderApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/orders/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updateOrderDto,
        }),
        invalidatesTags: ['admin orders'],
      }),
      listAdminOrderEvents: build.query<ListAdminOrderEventsApiResponse, ListAdminOrderEventsApiArg>({
        query: (queryArg) => ({ url: `/api/admin/orders/${queryArg.id}/events` }),
        providesTags: ['admin orders'],
      }),
      addAdminOrderNote: build.mutation<AddAdminOrderNoteApiResponse, AddAdminOrderNoteApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/orders/${queryArg.id}/notes`,
          method: 'POST',
          body: queryArg.addOrderNoteDto,
        }),
        invalidatesTags: ['admin orders'],
      }),
      getAdminStats: build.query<GetAdminStatsApiResponse, GetAdminStatsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/stats`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['admin dashboard'],
      }),
      receivePaymentWebhook: build.mutation<ReceivePaymentWebhookApiResponse, ReceivePaymentWebhookApiArg>({
        query: (queryArg) => ({ url: `/api/payments/webhook`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['payments'],
      }),
      refundAdminOrder: build.mutation<RefundAdminOrderApiResponse, RefundAdminOrderApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/orders/${queryArg.id}/refunds`,
          method: 'POST',
          body: queryArg.createRefundDto,
        }),
        invalidatesTags: ['admin orders'],
      }),
      previewAdminOrderRefund: build.query<PreviewAdminOrderRefundApiResponse, PreviewAdminOrderRefundApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/orders/${queryArg.id}/refunds/preview`,
          method: 'POST',
          body: queryArg.refundPreviewRequestDto,
        }),
        providesTags: ['admin orders'],
      }),
      prometheusMetrics: build.query<PrometheusMetricsApiResponse, PrometheusMetricsApiArg>({
        query: () => ({ url: `/metrics` }),
        providesTags: ['metrics'],
      }),
      listAdminSubscriptions: build.query<ListAdminSubscriptionsApiResponse, ListAdminSubscriptionsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/subscriptions`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            q: queryArg.q,
            status: queryArg.status,
          },
        }),
        providesTags: ['admin subscriptions'],
      }),
      getAdminSubscription: build.query<GetAdminSubscriptionApiResponse, GetAdminSubscriptionApiArg>({
        query: (queryArg) => ({ url: `/api/admin/subscriptions/${queryArg.id}` }),
        providesTags: ['admin subscriptions'],
      }),
      actOnAdminSubscription: build.mutation<ActOnAdminSubscriptionApiResponse, ActOnAdminSubscriptionApiArg>({
        query: (queryArg) => ({ url: `/api/admin/subscriptions/${queryArg.id}/${queryArg.action}`, method: 'POST' }),
        invalidatesTags: ['admin subscriptions'],
      }),
      getSubscriptionSettings: build.query<GetSubscriptionSettingsApiResponse, GetSubscriptionSettingsApiArg>({
        query: () => ({ url: `/api/admin/subscription-settings` }),
        providesTags: ['admin subscriptions'],
      }),
      updateSubscriptionSettings: build.mutation<
        UpdateSubscriptionSettingsApiResponse,
        UpdateSubscriptionSettingsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/subscription-settings`,
          method: 'PUT',
          body: queryArg.updateSubscriptionSettingsDto,
        }),
        invalidatesTags: ['admin subscriptions'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as shopApi };
export type ListAdminProductsApiResponse = /** status 200  */ AdminProductDto[];
export type ListAdminProductsApiArg = {
  /** low: a size at or below its threshold (sold out included); sold_out: a size at 0 */
  stock?: 'low' | 'sold_out';
};
export type CreateProductApiResponse = /** status 201  */ AdminProductDto;
export type CreateProductApiArg = {
  createProductDto: CreateProductDto;
};
export type UpdateProductApiResponse = /** status 200  */ AdminProductDto;
export type UpdateProductApiArg = {
  id: number;
  updateProductDto: UpdateProductDto;
};
export type DeleteProductApiResponse = unknown;
export type DeleteProductApiArg = {
  id: number;
};
export type AdjustInventoryApiResponse = /** status 201  */ InventoryEventDto;
export type AdjustInventoryApiArg = {
  id: number;
  inventoryAdjustmentDto: InventoryAdjustmentDto;
};
export type ListLowStockApiResponse = /** status 200  */ LowStockSizeDto[];
export type ListLowStockApiArg = void;
export type UploadMediaApiResponse = /** status 201  */ MediaDto;
export type UploadMediaApiArg = {
  body: {
    /** Alt text to suggest when a product takes the photo */
    alt?: string;
    /** The photo: JPEG, PNG or WebP */
    file: Blob;
  };
};
export type ListMediaApiResponse = /** status 200  */ MediaDto[];
export type ListMediaApiArg = void;
export type DeleteMediaApiResponse = unknown;
export type DeleteMediaApiArg = {
  key: string;
};
export type GetMediaFileApiResponse = /** status 200 The file */ Blob;
export type GetMediaFileApiArg = {
  key: string;
  name: string;
};
export type ListPromoCodesApiResponse = /** status 200  */ PromoCodeDto[];
export type ListPromoCodesApiArg = void;
export type CreatePromoCodeApiResponse = /** status 201  */ PromoCodeDto;
export type CreatePromoCodeApiArg = {
  createPromoCodeDto: CreatePromoCodeDto;
};
export type UpdatePromoCodeApiResponse = /** status 200  */ PromoCodeDto;
export type UpdatePromoCodeApiArg = {
  id: number;
  updatePromoCodeDto: UpdatePromoCodeDto;
};
export type TogglePromoCodeApiResponse = /** status 200  */ PromoCodeDto;
export type TogglePromoCodeApiArg = {
  id: number;
};
export type GetHealthApiResponse = /** status 200  */ HealthDto;
export type GetHealthApiArg = void;
export type VerifyAdminPasswordApiResponse = /** status 200  */ VerifyPasswordResultDto;
export type VerifyAdminPasswordApiArg = {
  verifyPasswordDto: VerifyPasswordDto;
};
export type GetShopSettingsApiResponse = /** status 200  */ ShopSettingsDto;
export type GetShopSettingsApiArg = void;
export type ListAdminShippingMethodsApiResponse = /** status 200  */ ShippingMethodDto[];
export type ListAdminShippingMethodsApiArg = void;
export type CreateShippingMethodApiResponse = /** status 201  */ ShippingMethodDto;
export type CreateShippingMethodApiArg = {
  createShippingMethodDto: CreateShippingMethodDto;
};
export type ReorderShippingMethodsApiResponse = /** status 200  */ ShippingMethodDto[];
export type ReorderShippingMethodsApiArg = {
  reorderShippingMethodsDto: ReorderShippingMethodsDto;
};
export type UpdateShippingMethodApiResponse = /** status 200  */ ShippingMethodDto;
export type UpdateShippingMethodApiArg = {
  id: number;
  updateShippingMethodDto: UpdateShippingMethodDto;
};
export type DeleteShippingMethodApiResponse = unknown;
export type DeleteShippingMethodApiArg = {
  id: number;
};
export type ListTaxRatesApiResponse = /** status 200  */ TaxRateDto[];
export type ListTaxRatesApiArg = void;
export type SaveTaxRateApiResponse = /** status 200  */ TaxRateDto;
export type SaveTaxRateApiArg = {
  state: string;
  saveTaxRateDto: SaveTaxRateDto;
};
export type DeleteTaxRateApiResponse = unknown;
export type DeleteTaxRateApiArg = {
  state: string;
};
export type GetTaxReportApiResponse = /** status 200  */ TaxReportDto;
export type GetTaxReportApiArg = {
  /** First month, YYYY-MM */
  from?: string;
  /** Last month, YYYY-MM (at most 36 months after from) */
  to?: string;
};
export type ExportTaxReportApiResponse = /** status 200 RFC 4180 CSV, UTF-8 with a byte-order mark */ Blob;
export type ExportTaxReportApiArg = {
  /** First month, YYYY-MM */
  from?: string;
  /** Last month, YYYY-MM (at most 36 months after from) */
  to?: string;
};
export type ListAdminOrdersApiResponse = /** status 200  */ AdminOrderPageDto;
export type ListAdminOrdersApiArg = {
  page?: number;
  pageSize?: number;
  /** Case-insensitive substring of the order number, store code, customer name, email, shipping city or state */
  search?: string;
  /** Only orders with this status */
  status?: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
  /** Placed on or after: an ISO date (a whole UTC day) or date-time with offset (that instant) */
  placedFrom?: string;
  /** Placed on or before: an ISO date (that whole UTC day counts) or date-time with offset (that instant) */
  placedTo?: string;
};
export type ListOrdersAwaitingFulfilmentApiResponse = /** status 200  */ AdminOrderPageDto;
export type ListOrdersAwaitingFulfilmentApiArg = void;
export type ExportAdminOrdersApiResponse =
  /** status 200 RFC 4180 CSV, UTF-8 with a byte-order mark, one row per order */ Blob;
export type ExportAdminOrdersApiArg = {
  /** Case-insensitive substring of the order number, store code, customer name, email, shipping city or state */
  search?: string;
  /** Only orders with this status */
  status?: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
  /** Placed on or after: an ISO date (a whole UTC day) or date-time with offset (that instant) */
  placedFrom?: string;
  /** Placed on or before: an ISO date (that whole UTC day counts) or date-time with offset (that instant) */
  placedTo?: string;
};
export type ExportAdminOrderLinesApiResponse =
  /** status 200 RFC 4180 CSV, UTF-8 with a byte-order mark, one row per order line */ Blob;
export type ExportAdminOrderLinesApiArg = {
  /** Case-insensitive substring of the order number, store code, customer name, email, shipping city or state */
  search?: string;
  /** Only orders with this status */
  status?: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
  /** Placed on or after: an ISO date (a whole UTC day) or date-time with offset (that instant) */
  placedFrom?: string;
  /** Placed on or before: an ISO date (that whole UTC day counts) or date-time with offset (that instant) */
  placedTo?: string;
};
export type GetAdminOrderApiResponse = /** status 200  */ AdminOrderDetailDto;
export type GetAdminOrderApiArg = {
  id: number;
};
export type UpdateAdminOrderApiResponse = /** status 200  */ AdminOrderDetailDto;
export type UpdateAdminOrderApiArg = {
  id: number;
  updateOrderDto: UpdateOrderDto;
};
export type ListAdminOrderEventsApiResponse = /** status 200  */ OrderEventDto[];
export type ListAdminOrderEventsApiArg = {
  id: number;
};
export type AddAdminOrderNoteApiResponse = /** status 201  */ OrderEventDto;
export type AddAdminOrderNoteApiArg = {
  id: number;
  addOrderNoteDto: AddOrderNoteDto;
};
export type GetAdminStatsApiResponse = /** status 200  */ SalesStatsDto;
export type GetAdminStatsApiArg = {
  /** First day (YYYY-MM-DD, shop time zone). Default: 29 days before `to`. */
  from?: string;
  /** Last day, included (YYYY-MM-DD, shop time zone). Default: today, or 29 days after `from`. */
  to?: string;
};
export type ReceivePaymentWebhookApiResponse = /** status 200  */ WebhookResultDto;
export type ReceivePaymentWebhookApiArg = {
  /** A PayPal webhook event, as PayPal sends it */
  body: object;
};
export type RefundAdminOrderApiResponse = /** status 201  */ PaymentCardDto;
export type RefundAdminOrderApiArg = {
  id: number;
  createRefundDto: CreateRefundDto;
};
export type PreviewAdminOrderRefundApiResponse = /** status 200  */ RefundPreviewDto;
export type PreviewAdminOrderRefundApiArg = {
  id: number;
  refundPreviewRequestDto: RefundPreviewRequestDto;
};
export type PrometheusMetricsApiResponse = /** status 200 Prometheus exposition text (version 0.0.4) */ string;
export type PrometheusMetricsApiArg = void;
export type ListAdminSubscriptionsApiResponse = /** status 200  */ AdminSubscriptionPageDto;
export type ListAdminSubscriptionsApiArg = {
  page?: number;
  pageSize?: number;
  /** A subscription id, or part of the e-mail address */
  q?: string;
  status?: 'active' | 'paused' | 'cancelled';
};
export type GetAdminSubscriptionApiResponse = /** status 200  */ AdminSubscriptionDto;
export type GetAdminSubscriptionApiArg = {
  id: number;
};
export type ActOnAdminSubscriptionApiResponse = /** status 200  */ AdminSubscriptionDto;
export type ActOnAdminSubscriptionApiArg = {
  id: number;
  action: 'skip' | 'pause' | 'resume' | 'cancel' | 'retry';
};
export type GetSubscriptionSettingsApiResponse = /** status 200  */ SubscriptionSettingsDto;
export type GetSubscriptionSettingsApiArg = void;
export type UpdateSubscriptionSettingsApiResponse = /** status 200  */ SubscriptionSettingsDto;
export type UpdateSubscriptionSettingsApiArg = {
  updateSubscriptionSettingsDto: UpdateSubscriptionSettingsDto;
};
export type ImageSizeDto = {
  width: number;
  height: number;
};
export type SizeAvailabilityDto = {
  /** The size ('' for a product without sizes) */
  size: string;
  /** low: 'Only N left'; sold_out: 'Sold out', cannot be added */
  status: 'in_stock' | 'low' | 'sold_out';
  /** Units left, only when low or sold out */
  available: number | null;
};
export type ProductSubscriptionDto = {
  /** The sizes a shopper may subscribe to */
  sizes: string[];
  /** 'Subscribe & save N %': the saving in percent */
  discountPercent: string;
  /** The frequency offered first, in months */
  defaultFrequencyMonths: 1 | 2 | 3;
};
export type InventoryLevelDto = {
  size: string;
  /** Units to sell (checkouts still paying hold theirs apart); null: not tracked */
  quantity: number | null;
  lowStockThreshold: number | null;
};
export type AdminProductDto = {
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
  /** Alt text per picture, in the order of images; empty where none was given */
  imageAlts: string[];
  /** Stored size per picture, in the order of images; 0 × 0 for a picture that is not an uploaded photo */
  imageSizes: ImageSizeDto[];
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
  /** Per size; an untracked size is always in_stock */
  availability: SizeAvailabilityDto[];
  /** Units of one size an order may hold (MAX_UNITS_PER_LINE); the product page says so */
  maxPerOrder?: number;
  /** Present when some of its sizes may be subscribed to */
  subscription?: ProductSubscriptionDto;
  createdAt: string;
  updatedAt: string;
  /** Each size of the product; quantity null: not tracked */
  inventory: InventoryLevelDto[];
};
export type ErrorBodyDto = {
  statusCode: number;
  /** Short sentence a shopper can read */
  error: string;
  /** Fuller sentence a shopper can read */
  message: string;
};
export type InventoryLevelInputDto = {
  /** One of the product's sizes ('' for a product without sizes) */
  size: string;
  /** Units to sell; null stops tracking the size (it sells without limit) */
  quantity: number | null;
  /** At or below this the storefront says 'Only N left'; null: no warning */
  lowStockThreshold?: number | null;
};
export type CreateProductDto = {
  name: string;
  /** Unique; derived from the name when absent */
  slug?: string | null;
  description?: string;
  /** Two decimals at most */
  price: string;
  /** Price of the 3-liter refill box */
  refillPrice?: string | null;
  category?: 'Home Care' | 'Dish Soap' | 'Hand Soap' | 'Candle';
  /** Defaults to the first image */
  image?: string | null;
  imageUrl?: string | null;
  /** First is the hero */
  images: string[];
  /** Alt text per picture, in the order of images (as many as images); the storefront draws it as the alt */
  imageAlts?: string[];
  sizes?: string[];
  fragranceFamily?: string | null;
  topNotes?: string | null;
  heartNotes?: string | null;
  baseNotes?: string | null;
  ritual?: string | null;
  ingredients?: string | null;
  sustainability?: string | null;
  safety?: string | null;
  scentNumber?: string | null;
  /** Null when empty */
  availableScents?: string[] | null;
  burnTime?: string | null;
  wickType?: string | null;
  /** The 'Inventory' section: stock per size; sizes left out keep theirs */
  inventory?: InventoryLevelInputDto[];
};
export type UpdateProductDto = {
  name?: string;
  /** Unique; derived from the name when absent */
  slug?: string | null;
  description?: string;
  /** Two decimals at most */
  price?: string;
  /** Price of the 3-liter refill box */
  refillPrice?: string | null;
  /** Defaults to the first image */
  image?: string | null;
  imageUrl?: string | null;
  /** First is the hero */
  images?: string[];
  /** Alt text per picture, in the order of images (as many as images); the storefront draws it as the alt */
  imageAlts?: string[];
  sizes?: string[];
  fragranceFamily?: string | null;
  topNotes?: string | null;
  heartNotes?: string | null;
  baseNotes?: string | null;
  ritual?: string | null;
  ingredients?: string | null;
  sustainability?: string | null;
  safety?: string | null;
  scentNumber?: string | null;
  /** Null when empty */
  availableScents?: string[] | null;
  burnTime?: string | null;
  wickType?: string | null;
  /** The 'Inventory' section: stock per size; sizes left out keep theirs */
  inventory?: InventoryLevelInputDto[];
  /** One of Home Care, Dish Soap, Hand Soap, Candle, or the product's current category */
  category?: string;
};
export type InventoryEventDto = {
  id: number;
  productId: number;
  size: string;
  reason: 'received' | 'damaged' | 'count-correction' | 'returned';
  delta: number;
  quantityAfter: number;
  note: string | null;
  orderId: number | null;
  createdAt: string;
};
export type InventoryAdjustmentDto = {
  size: string;
  /** Units added (positive) or taken away (negative); never below 0 in the end */
  delta: number;
  reason: 'received' | 'damaged' | 'count-correction';
  note?: string | null;
};
export type LowStockSizeDto = {
  productId: number;
  productName: string;
  size: string;
  quantity: number;
  lowStockThreshold: number | null;
};
export type MediaDto = {
  /** SHA-256 of the bytes uploaded (hex) */
  key: string;
  /** Width in pixels, upright */
  width: number;
  /** Height in pixels, upright */
  height: number;
  /** Alt text suggested when it was uploaded */
  alt: string;
  /** Name of the file uploaded */
  fileName: string;
  /** The picture path a product stores to show this photo (its JPEG fallback); the storefront draws the stored sizes from it */
  reference: string;
  /** Widths stored, in each format */
  widths: number[];
  /** Formats stored at every width */
  formats: string[];
  createdAt: string;
};
export type PromoCodeDto = {
  id: number;
  code: string;
  discountType: 'percentage' | 'fixed';
  /** Percent (0-100) or dollars, two-decimal string */
  discountValue: string;
  /** 1 active, 0 inactive */
  isActive: 0 | 1;
  createdAt: string;
  /** Validates from this instant (UTC); null: no start */
  startsAt: string | null;
  /** No longer validates from this instant (UTC); null: no end */
  endsAt: string | null;
  /** Smallest subtotal the code accepts; null: none */
  minimumSubtotal: string | null;
  /** Total uses allowed; null: unlimited */
  usageLimit: number | null;
  /** Uses per e-mail address; null: unlimited */
  usageLimitPerCustomer: number | null;
  /** Orders placed with the code (checkouts still paying are not counted) */
  redemptionCount: number;
};
export type CreatePromoCodeDto = {
  /** From this instant (UTC) the code validates */
  startsAt?: string | null;
  /** From this instant (UTC) the code no longer validates; after startsAt */
  endsAt?: string | null;
  /** Smallest cart subtotal (before the discount) the code accepts, in dollars */
  minimumSubtotal?: string | null;
  /** Total uses (1 = single-use code) */
  usageLimit?: number | null;
  /** Uses per e-mail address (compared in lower case) */
  usageLimitPerCustomer?: number | null;
  /** Trimmed and upper-cased; 1-50 of A-Z, 0-9, _ and - */
  code: string;
  discountType?: 'percentage' | 'fixed';
  /** Percentage 0-100, or a fixed amount in dollars of at least 0; two decimals at most */
  discountValue: string;
  /** New codes are active (1) unless 0 is sent */
  isActive?: 0 | 1;
};
export type UpdatePromoCodeDto = {
  /** From this instant (UTC) the code validates */
  startsAt?: string | null;
  /** From this instant (UTC) the code no longer validates; after startsAt */
  endsAt?: string | null;
  /** Smallest cart subtotal (before the discount) the code accepts, in dollars */
  minimumSubtotal?: string | null;
  /** Total uses (1 = single-use code) */
  usageLimit?: number | null;
  /** Uses per e-mail address (compared in lower case) */
  usageLimitPerCustomer?: number | null;
  discountType?: 'percentage' | 'fixed';
  /** Percentage 0-100, or a fixed amount in dollars; two decimals at most */
  discountValue?: string;
  /** 1 active, 0 inactive */
  isActive?: 0 | 1;
};
export type DatabaseHealthDto = {
  status: 'up' | 'down';
  type: 'mysql' | 'sqlite';
  /** Round trip of SELECT 1 in milliseconds (absent when down) */
  latencyMs?: number;
};
export type RedisHealthDto = {
  /** disabled: REDIS_URL is unset (one instance, state in memory) */
  status: 'up' | 'down' | 'disabled';
  /** Round trip of PING in milliseconds (absent when down) */
  latencyMs?: number;
};
export type OutboxHealthDto = {
  /** Messages waiting to be sent (including those being sent) */
  queued: number;
  /** Messages given up on after their attempts */
  failed: number;
  /** Age in seconds of the oldest waiting message; null when none waits */
  oldestQueuedAgeSeconds: number | null;
  warning?: string;
};
export type HealthDto = {
  status: 'ok' | 'degraded';
  uptimeSeconds: number;
  paymentProvider: string;
  database: DatabaseHealthDto;
  /** Down means degraded (limits per instance, catalogue read from the database), still 200 */
  redis: RedisHealthDto;
  /** The e-mail outbox; absent while the database is down */
  outbox?: OutboxHealthDto;
};
export type VerifyPasswordResultDto = {
  ok: boolean;
};
export type VerifyPasswordDto = {
  /** The admin password; a missing or empty one answers 401 */
  password: string;
};
export type ShopSettingsDto = {
  /** SHOP_TIME_ZONE: the IANA time zone in which staff type and read dates (promo code windows) */
  timeZone: string;
};
export type ShippingMethodDto = {
  id: number;
  name: string;
  /** The charge below the free-from amount */
  price: string;
  /** Free when the subtotal after the discount reaches this amount; null: never free */
  freeFrom: string | null;
  /** Delivery estimate, business days, at least */
  estimateDaysMin: number;
  /** Delivery estimate, business days, at most */
  estimateDaysMax: number;
  /** Whether the charge is taxed where the state taxes shipping */
  taxable: boolean;
  /** Order in the list, smallest first */
  position: number;
  /** Inactive methods are not offered at checkout */
  isActive: boolean;
};
export type CreateShippingMethodDto = {
  /** 1-100 characters */
  name: string;
  /** Dollars, two decimals at most; 0 for a free method */
  price: string;
  /** Free from this subtotal after discount; null or omitted: never free */
  freeFrom?: string | null;
  estimateDaysMin: number;
  /** At least estimateDaysMin */
  estimateDaysMax: number;
  taxable?: boolean;
  isActive?: boolean;
};
export type ReorderShippingMethodsDto = {
  /** Every method id once, first shown first */
  ids: number[];
};
export type UpdateShippingMethodDto = {
  name?: string;
  price?: string;
  freeFrom?: string | null;
  estimateDaysMin?: number;
  estimateDaysMax?: number;
  taxable?: boolean;
  /** false deactivates: no longer offered at checkout */
  isActive?: boolean;
};
export type TaxRateDto = {
  /** USPS code of one of the 50 states or DC */
  state: string;
  stateName: string;
  /** Percent, three decimals */
  rate: string;
  /** Whether a taxable method's shipping charge is taxed too */
  shippingTaxable: boolean;
  updatedAt: string;
};
export type SaveTaxRateDto = {
  /** Percent from 0 to 29.999, three decimals at most ("7", "6.875") */
  rate: string;
  shippingTaxable?: boolean;
};
export type TaxReportRowDto = {
  month: string;
  state: string;
  /** Orders placed that month to that state */
  orders: number;
  /** Amounts taxed: lines after discount, plus taxed shipping */
  taxableSales: string;
  /** Tax charged on the orders placed that month */
  taxCollected: string;
  /** Tax returned by refunds of those orders */
  taxRefunded: string;
};
export type TaxReportTotalsDto = {
  orders: number;
  taxableSales: string;
  taxCollected: string;
  taxRefunded: string;
};
export type TaxReportDto = {
  from: string;
  to: string;
  rows: TaxReportRowDto[];
  totals: TaxReportTotalsDto;
};
export type AdminOrderDto = {
  id: number;
  orderNumber: number;
  storeCode: 'NHA' | 'NH' | 'DOL';
  customerName: string;
  /** The subscription whose renewal placed the order; null for a shopper's own order */
  renewalOf: number | null;
  customerEmail: string;
  customerPhone: string | null;
  customerNotes: string | null;
  shippingAddress: string;
  shippingAddress2: string | null;
  shippingCity: string;
  shippingState: string;
  shippingZip: string;
  /** Null when the same as shipping */
  billingAddress: string | null;
  billingAddress2: string | null;
  billingCity: string | null;
  billingState: string | null;
  billingZip: string | null;
  subtotal: string;
  total: string;
  promoCode: string | null;
  discountAmount: string | null;
  /** The method chosen; it may since have been changed or deleted (its name and price are below) */
  shippingMethodId: number | null;
  /** The shipping method as it was named when the order was placed; null: no method */
  shippingMethodName: string | null;
  /** The method's price at the time */
  shippingPrice: string | null;
  /** Shipping charged (0.00 when free) */
  shippingAmount: string;
  /** Tax charged: lines plus shipping */
  taxAmount: string;
  /** The part of taxAmount on shipping */
  shippingTaxAmount: string;
  /** The amount the tax was charged on */
  taxableAmount: string;
  /** The state whose rate applied; null: no tax */
  taxState: string | null;
  /** The rate applied, percent */
  taxRate: string | null;
  paymentId: string | null;
  /** The provider's capture; null for a free order, or when unknown (refund in the provider's dashboard) */
  captureId: string | null;
  /** Cents of refunds requested, pending or completed */
  refundedCents: number;
  trackingNumber: string | null;
  carrier: string;
  shippedAt: string | null;
  deliveredAt: string | null;
  /** Older rows may hold another value; show it raw */
  orderStatus: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
  netsuiteOrderId: string | null;
  createdAt: string;
};
export type AdminOrderPageDto = {
  items: AdminOrderDto[];
  /** Orders matching the search, on all pages */
  total: number;
  page: number;
  pageSize: number;
};
export type AdminOrderItemDto = {
  id: number;
  orderId: number;
  /** Catalogue product at purchase time; it may since have been deleted */
  productId: number | null;
  productName: string;
  scent: string | null;
  size: string | null;
  quantity: number;
  /** Unit price charged */
  price: string;
  /** The line's share of the order's discount */
  discount: string;
  /** Tax charged on the line (after its discount share) */
  tax: string;
};
export type RefundLineDto = {
  /** The order line (items[].id of the order) */
  orderItemId: number;
  quantity: number;
};
export type RefundDto = {
  id: number;
  amount: string;
  /** Null for a refund by amount or one made at the provider */
  lines: RefundLineDto[] | null;
  reason: string;
  note: string | null;
  status: 'requested' | 'pending' | 'completed' | 'failed';
  providerRefundId: string | null;
  requestId: string;
  /** Why the provider refused it or did not answer */
  failureReason: string | null;
  createdAt: string;
};
export type PaymentCardDto = {
  provider: string;
  paymentId: string | null;
  /** Null when unknown (an order from before captures were kept): refund it in the provider's dashboard */
  captureId: string | null;
  captured: string;
  /** Completed refunds */
  refunded: string;
  /** Refunds requested or pending at the provider */
  refundPending: string;
  /** What can still be refunded */
  remaining: string;
  /** Oldest first */
  refunds: RefundDto[];
};
export type AdminOrderDetailDto = {
  id: number;
  orderNumber: number;
  storeCode: 'NHA' | 'NH' | 'DOL';
  customerName: string;
  /** The subscription whose renewal placed the order; null for a shopper's own order */
  renewalOf: number | null;
  customerEmail: string;
  customerPhone: string | null;
  customerNotes: string | null;
  shippingAddress: string;
  shippingAddress2: string | null;
  shippingCity: string;
  shippingState: string;
  shippingZip: string;
  /** Null when the same as shipping */
  billingAddress: string | null;
  billingAddress2: string | null;
  billingCity: string | null;
  billingState: string | null;
  billingZip: string | null;
  subtotal: string;
  total: string;
  promoCode: string | null;
  discountAmount: string | null;
  /** The method chosen; it may since have been changed or deleted (its name and price are below) */
  shippingMethodId: number | null;
  /** The shipping method as it was named when the order was placed; null: no method */
  shippingMethodName: string | null;
  /** The method's price at the time */
  shippingPrice: string | null;
  /** Shipping charged (0.00 when free) */
  shippingAmount: string;
  /** Tax charged: lines plus shipping */
  taxAmount: string;
  /** The part of taxAmount on shipping */
  shippingTaxAmount: string;
  /** The amount the tax was charged on */
  taxableAmount: string;
  /** The state whose rate applied; null: no tax */
  taxState: string | null;
  /** The rate applied, percent */
  taxRate: string | null;
  paymentId: string | null;
  /** The provider's capture; null for a free order, or when unknown (refund in the provider's dashboard) */
  captureId: string | null;
  /** Cents of refunds requested, pending or completed */
  refundedCents: number;
  trackingNumber: string | null;
  carrier: string;
  shippedAt: string | null;
  deliveredAt: string | null;
  /** Older rows may hold another value; show it raw */
  orderStatus: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
  netsuiteOrderId: string | null;
  createdAt: string;
  items: AdminOrderItemDto[];
  /** What was captured, refunded and remains; null for a free order */
  payment: PaymentCardDto | null;
};
export type UpdateOrderDto = {
  trackingNumber?: string | null;
  /** Any status may follow any other; becoming shipped stamps shippedAt once */
  orderStatus?: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
  /** ISO 8601 date or date-time; null or blank clears it */
  deliveredAt?: string | null;
  /** The single fixed carrier */
  carrier?: 'UPS';
};
export type OrderEventDto = {
  id: number;
  orderId: number;
  createdAt: string;
  kind:
    | 'placed'
    | 'status_changed'
    | 'tracking_changed'
    | 'carrier_changed'
    | 'delivered_at_changed'
    | 'note'
    | 'email_sent'
    | 'refund_requested'
    | 'refunded'
    | 'refund_failed';
  /** Value before the change */
  fromValue: string | null;
  /** Value after the change; for email_sent, which e-mail */
  toValue: string | null;
  /** The staff note's text (kind note) */
  note: string | null;
};
export type AddOrderNoteDto = {
  note: string;
};
export type StatsRangeDto = {
  from: string;
  /** Included */
  to: string;
  days: number;
};
export type SalesFiguresDto = {
  /** Sum of order totals (goods after discounts, plus shipping and sales tax), less their completed refunds */
  revenue: string;
  /** Completed refunds of the period's orders */
  refunds: string;
  orders: number;
  /** Revenue / orders, rounded half up to the cent; "0.00" without orders */
  averageOrderValue: string;
  /** Sum of discounts given by promo codes */
  discounts: string;
  /** Shipping charged (included in revenue) */
  shipping: string;
  /** Sales tax charged (included in revenue; owed to the states, see the tax report) */
  taxCollected: string;
  /** Newsletter sign-ups in the period */
  newSubscribers: number;
};
export type PeriodFiguresDto = {
  current: SalesFiguresDto;
  /** The same number of days just before `from` */
  previous: SalesFiguresDto;
};
export type DailySalesDto = {
  /** Calendar day in the shop time zone */
  date: string;
  /** The day's order totals (goods after discounts, plus shipping and sales tax), before refunds */
  revenue: string;
  orders: number;
};
export type StatusCountDto = {
  /** The five statuses always come first, in their order; unknown raw values follow */
  status: string;
  /** Orders placed in the range now in this status (cancelled included) */
  orders: number;
};
export type ProductSalesDto = {
  productName: string;
  scent: string | null;
  units: number;
  /** Sum of unit price x quantity of its lines (before order discounts, without shipping and tax) */
  revenue: string;
};
export type ScentSalesDto = {
  /** Null for lines without a scent */
  scent: string | null;
  units: number;
  /** Unit price x quantity of its lines (before discounts, without shipping and tax) */
  revenue: string;
};
export type PromoCodeSalesDto = {
  code: string;
  orders: number;
  discount: string;
};
export type OutboxFiguresDto = {
  queued: number;
  failed: number;
};
export type SubscriptionFiguresDto = {
  active: number;
  /** Active subscriptions' renewals due before the shop's month ends */
  renewalsDueThisMonth: number;
  /** What those renewals charge at today's prices, shipping and tax */
  expectedRevenue: string;
};
export type SalesStatsDto = {
  /** SHOP_TIME_ZONE: the zone the days are counted in */
  timeZone: string;
  range: StatsRangeDto;
  previousRange: StatsRangeDto;
  figures: PeriodFiguresDto;
  /** Every day of the range, zero on days without orders */
  daily: DailySalesDto[];
  statuses: StatusCountDto[];
  /** At most 10, by revenue */
  topProductsByRevenue: ProductSalesDto[];
  /** At most 10, by units sold */
  topProductsByUnits: ProductSalesDto[];
  /** Every scent sold in the range, by revenue */
  scents: ScentSalesDto[];
  /** At most 20 codes, by orders */
  promoCodes: PromoCodeSalesDto[];
  /** E-mail outbox right now: waiting and failed messages; null when mail is disabled */
  outbox: OutboxFiguresDto | null;
  subscriptions: SubscriptionFiguresDto;
};
export type WebhookResultDto = {
  /** What the event did: order-created placed the order, refund-settled settled one of our refunds, refund-recorded recorded one made at the provider; the others changed nothing */
  outcome:
    | 'order-created'
    | 'already-done'
    | 'duplicate'
    | 'ignored'
    | 'rejected'
    | 'not-captured'
    | 'refund-recorded'
    | 'refund-settled';
};
export type CreateRefundDto = {
  /** Dollars to refund; omit both amount and lines to refund the whole remaining amount */
  amount?: string;
  /** Order lines and units to refund; the order discount is apportioned as the order priced it */
  lines?: RefundLineDto[];
  /** Dollars of the order's shipping charge to refund, before its tax: its share of the shipping's tax goes back with it. At most the shipping not yet refunded (400 naming what is left); alone or with lines, not with amount */
  shipping?: string;
  reason: string;
  /** Kept in the history and shown to the payer */
  note?: string | null;
  /** Set the order to 'cancelled' in the same step; only for a refund of the whole remaining amount of a pending or processing order */
  cancelOrder?: boolean;
  /** The client's key for this refund: sending it again retries the same refund (never a second one) */
  requestId?: string;
  /** 'Put back in stock': the refunded lines' units (every line's for a refund of the whole remaining amount) go back to their tracked sizes once the provider accepts the refund; never more units than the order sold; not with amount, nor with shipping alone */
  restock?: boolean;
};
export type RefundPreviewDto = {
  /** Dollars the refund would return to the payer */
  amount: string;
  /** What can still be refunded on the order, before this refund */
  remaining: string;
  /** Of the shipping charge (before its tax), what earlier refunds have not returned: the most shipping can ask */
  shippingRemaining: string;
};
export type RefundPreviewRequestDto = {
  /** Dollars to refund; omit both amount and lines to refund the whole remaining amount */
  amount?: string;
  /** Order lines and units to refund; the order discount is apportioned as the order priced it */
  lines?: RefundLineDto[];
  /** Dollars of the order's shipping charge to refund, before its tax: its share of the shipping's tax goes back with it. At most the shipping not yet refunded (400 naming what is left); alone or with lines, not with amount */
  shipping?: string;
};
export type AdminSubscriptionSummaryDto = {
  id: number;
  status: 'active' | 'paused' | 'cancelled';
  customerEmail: string;
  customerName: string;
  frequencyMonths: 1 | 2 | 3;
  nextRenewalAt: string;
  /** The lines in words */
  summary: string;
  createdAt: string;
};
export type AdminSubscriptionPageDto = {
  items: AdminSubscriptionSummaryDto[];
  page: number;
  pageSize: number;
  total: number;
};
export type SubscriptionLineDto = {
  productId: number;
  /** The product's current name */
  productName: string;
  size: string;
  quantity: number;
};
export type SubscriptionAddressDto = {
  name: string;
  email: string;
  phone: string | null;
  /** The shipping address, line by line */
  lines: string[];
};
export type AdminRenewalDto = {
  id: number;
  dueAt: string;
  status: 'due' | 'charging' | 'completed' | 'failed' | 'cancelled' | 'skipped';
  /** Charge attempts begun */
  attempts: number;
  /** Next attempt, or the claim lapse while charging */
  nextAttemptAt: string;
  orderId: number | null;
  orderNumber: number | null;
  orderTotal: string | null;
  /** The last failure */
  lastError: string | null;
};
export type AdminSubscriptionEventDto = {
  id: number;
  kind:
    | 'created'
    | 'skipped'
    | 'frequency_changed'
    | 'quantity_changed'
    | 'address_changed'
    | 'paused'
    | 'resumed'
    | 'cancelled'
    | 'reminder_sent'
    | 'renewal_charged'
    | 'renewal_failed';
  actor: 'shopper' | 'staff' | 'system';
  detail: string | null;
  createdAt: string;
};
export type AdminSubscriptionDto = {
  id: number;
  status: 'active' | 'paused' | 'cancelled';
  frequencyMonths: 1 | 2 | 3;
  nextRenewalAt: string;
  discountPercent: string;
  provider: string;
  /** The order of the first payment */
  firstOrderId: number;
  lines: SubscriptionLineDto[];
  address: SubscriptionAddressDto;
  renewals: AdminRenewalDto[];
  events: AdminSubscriptionEventDto[];
  createdAt: string;
};
export type SubscribableItemDto = {
  productId: number;
  size: string;
};
export type SubscriptionSettingsDto = {
  /** The saving of 'Subscribe & save N %', percent, 0.01 to 50.00 */
  discountPercent: string;
  /** The frequency offered first */
  defaultFrequencyMonths: 1 | 2 | 3;
  /** Days before each renewal the reminder goes out; 0: none */
  reminderDays: number;
  /** The product sizes offered by subscription */
  subscribableItems: SubscribableItemDto[];
};
export type UpdateSubscriptionSettingsDto = {
  discountPercent?: string;
  defaultFrequencyMonths?: 1 | 2 | 3;
  reminderDays?: number;
  subscribableItems?: SubscribableItemDto[];
};
export const {
  useListAdminProductsQuery,
  useLazyListAdminProductsQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useAdjustInventoryMutation,
  useListLowStockQuery,
  useLazyListLowStockQuery,
  useUploadMediaMutation,
  useListMediaQuery,
  useLazyListMediaQuery,
  useDeleteMediaMutation,
  useGetMediaFileQuery,
  useLazyGetMediaFileQuery,
  useListPromoCodesQuery,
  useLazyListPromoCodesQuery,
  useCreatePromoCodeMutation,
  useUpdatePromoCodeMutation,
  useTogglePromoCodeMutation,
  useGetHealthQuery,
  useLazyGetHealthQuery,
  useVerifyAdminPasswordMutation,
  useGetShopSettingsQuery,
  useLazyGetShopSettingsQuery,
  useListAdminShippingMethodsQuery,
  useLazyListAdminShippingMethodsQuery,
  useCreateShippingMethodMutation,
  useReorderShippingMethodsMutation,
  useUpdateShippingMethodMutation,
  useDeleteShippingMethodMutation,
  useListTaxRatesQuery,
  useLazyListTaxRatesQuery,
  useSaveTaxRateMutation,
  useDeleteTaxRateMutation,
  useGetTaxReportQuery,
  useLazyGetTaxReportQuery,
  useExportTaxReportQuery,
  useLazyExportTaxReportQuery,
  useListAdminOrdersQuery,
  useLazyListAdminOrdersQuery,
  useListOrdersAwaitingFulfilmentQuery,
  useLazyListOrdersAwaitingFulfilmentQuery,
  useExportAdminOrdersQuery,
  useLazyExportAdminOrdersQuery,
  useExportAdminOrderLinesQuery,
  useLazyExportAdminOrderLinesQuery,
  useGetAdminOrderQuery,
  useLazyGetAdminOrderQuery,
  useUpdateAdminOrderMutation,
  useListAdminOrderEventsQuery,
  useLazyListAdminOrderEventsQuery,
  useAddAdminOrderNoteMutation,
  useGetAdminStatsQuery,
  useLazyGetAdminStatsQuery,
  useReceivePaymentWebhookMutation,
  useRefundAdminOrderMutation,
  usePreviewAdminOrderRefundQuery,
  useLazyPreviewAdminOrderRefundQuery,
  usePrometheusMetricsQuery,
  useLazyPrometheusMetricsQuery,
  useListAdminSubscriptionsQuery,
  useLazyListAdminSubscriptionsQuery,
  useGetAdminSubscriptionQuery,
  useLazyGetAdminSubscriptionQuery,
  useActOnAdminSubscriptionMutation,
  useGetSubscriptionSettingsQuery,
  useLazyGetSubscriptionSettingsQuery,
  useUpdateSubscriptionSettingsMutation,
} = injectedRtkApi;

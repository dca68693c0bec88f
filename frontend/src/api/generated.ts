import { baseApi as api } from "./baseApi";
export const addTagTypes = [
  "catalog",
  "admin products",
  "promos",
  "admin promo codes",
  "newsletter",
  "health",
  "admin",
  "admin orders",
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
      listAdminProducts: build.query<
        ListAdminProductsApiResponse,
        ListAdminProductsApiArg
      >({
        query: () => ({ url: `/api/admin/products` }),
        providesTags: ["admin products"],
      }),
      createProduct: build.mutation<
        CreateProductApiResponse,
        CreateProductApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/products`,
          method: "POST",
          body: queryArg.createProductDto,
        }),
        invalidatesTags: ["admin products"],
      }),
      updateProduct: build.mutation<
        UpdateProductApiResponse,
        UpdateProductApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/products/${queryArg.id}`,
          method: "PATCH",
          body: queryArg.updateProductDto,
        }),
        invalidatesTags: ["admin products"],
      }),
      deleteProduct: build.mutation<
        DeleteProductApiResponse,
        DeleteProductApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/products/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["admin products"],
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
      listPromoCodes: build.query<
        ListPromoCodesApiResponse,
        ListPromoCodesApiArg
      >({
        query: () => ({ url: `/api/promo-codes` }),
        providesTags: ["admin promo codes"],
      }),
      createPromoCode: build.mutation<
        CreatePromoCodeApiResponse,
        CreatePromoCodeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/promo-codes`,
          method: "POST",
          body: queryArg.createPromoCodeDto,
        }),
        invalidatesTags: ["admin promo codes"],
      }),
      togglePromoCode: build.mutation<
        TogglePromoCodeApiResponse,
        TogglePromoCodeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/promo-codes/${queryArg.id}/toggle`,
          method: "PATCH",
        }),
        invalidatesTags: ["admin promo codes"],
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
      verifyAdminPassword: build.mutation<
        VerifyAdminPasswordApiResponse,
        VerifyAdminPasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/verify-password`,
          method: "POST",
          body: queryArg.verifyPasswordDto,
        }),
        invalidatesTags: ["admin"],
      }),
      listAdminOrders: build.query<
        ListAdminOrdersApiResponse,
        ListAdminOrdersApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/orders`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            search: queryArg.search,
          },
        }),
        providesTags: ["admin orders"],
      }),
      exportAdminOrders: build.query<
        ExportAdminOrdersApiResponse,
        ExportAdminOrdersApiArg
      >({
        query: () => ({ url: `/api/admin/orders/export` }),
        providesTags: ["admin orders"],
      }),
      getAdminOrder: build.query<GetAdminOrderApiResponse, GetAdminOrderApiArg>(
        {
          query: (queryArg) => ({ url: `/api/admin/orders/${queryArg.id}` }),
          providesTags: ["admin orders"],
        },
      ),
      updateAdminOrder: build.mutation<
        UpdateAdminOrderApiResponse,
        UpdateAdminOrderApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/orders/${queryArg.id}`,
          method: "PATCH",
          body: queryArg.updateOrderDto,
        }),
        invalidatesTags: ["admin orders"],
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
export type ListAdminProductsApiResponse = /** status 200  */ ProductDto[];
export type ListAdminProductsApiArg = void;
export type CreateProductApiResponse = /** status 201  */ ProductDto;
export type CreateProductApiArg = {
  createProductDto: CreateProductDto;
};
export type UpdateProductApiResponse = /** status 200  */ ProductDto;
export type UpdateProductApiArg = {
  id: number;
  updateProductDto: UpdateProductDto;
};
export type DeleteProductApiResponse = unknown;
export type DeleteProductApiArg = {
  id: number;
};
export type ValidatePromoCodeApiResponse =
  /** status 200  */ PromoValidationDto;
export type ValidatePromoCodeApiArg = {
  code: string;
};
export type ListPromoCodesApiResponse = /** status 200  */ PromoCodeDto[];
export type ListPromoCodesApiArg = void;
export type CreatePromoCodeApiResponse = /** status 201  */ PromoCodeDto;
export type CreatePromoCodeApiArg = {
  createPromoCodeDto: CreatePromoCodeDto;
};
export type TogglePromoCodeApiResponse = /** status 200  */ PromoCodeDto;
export type TogglePromoCodeApiArg = {
  id: number;
};
export type SubscribeToNewsletterApiResponse =
  /** status 201  */ SubscriptionDto;
export type SubscribeToNewsletterApiArg = {
  subscribeDto: SubscribeDto;
};
export type GetHealthApiResponse = /** status 200  */ HealthDto;
export type GetHealthApiArg = void;
export type VerifyAdminPasswordApiResponse =
  /** status 200  */ VerifyPasswordResultDto;
export type VerifyAdminPasswordApiArg = {
  verifyPasswordDto: VerifyPasswordDto;
};
export type ListAdminOrdersApiResponse = /** status 200  */ AdminOrderPageDto;
export type ListAdminOrdersApiArg = {
  page?: number;
  pageSize?: number;
  /** Case-insensitive substring of the order number, store code, customer name, email, shipping city or state */
  search?: string;
};
export type ExportAdminOrdersApiResponse =
  /** status 200 RFC 4180 CSV, UTF-8 with a byte-order mark, one row per order */ Blob;
export type ExportAdminOrdersApiArg = void;
export type GetAdminOrderApiResponse = /** status 200  */ AdminOrderDetailDto;
export type GetAdminOrderApiArg = {
  id: number;
};
export type UpdateAdminOrderApiResponse =
  /** status 200  */ AdminOrderDetailDto;
export type UpdateAdminOrderApiArg = {
  id: number;
  updateOrderDto: UpdateOrderDto;
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
export type CreateProductDto = {
  name: string;
  /** Unique; derived from the name when absent */
  slug?: string | null;
  description?: string;
  /** Two decimals at most */
  price: string;
  /** Price of the 3-liter refill box */
  refillPrice?: string | null;
  category?: "Home Care" | "Dish Soap" | "Hand Soap" | "Candle";
  /** Defaults to the first image */
  image?: string | null;
  imageUrl?: string | null;
  /** First is the hero */
  images: string[];
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
  /** One of Home Care, Dish Soap, Hand Soap, Candle, or the product's current category */
  category?: string;
};
export type PromoValidationDto = {
  code: string;
  discountType: "percentage" | "fixed";
  /** Percent (0-100) or dollars, two-decimal string */
  discountValue: string;
};
export type PromoCodeDto = {
  id: number;
  code: string;
  discountType: "percentage" | "fixed";
  /** Percent (0-100) or dollars, two-decimal string */
  discountValue: string;
  /** 1 active, 0 inactive */
  isActive: 0 | 1;
  createdAt: string;
};
export type CreatePromoCodeDto = {
  /** Trimmed and upper-cased; 1-50 of A-Z, 0-9, _ and - */
  code: string;
  discountType?: "percentage" | "fixed";
  /** Percentage 0-100, or a fixed amount in dollars of at least 0; two decimals at most */
  discountValue: string;
  /** New codes are active (1) unless 0 is sent */
  isActive?: 0 | 1;
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
export type VerifyPasswordResultDto = {
  ok: boolean;
};
export type VerifyPasswordDto = {
  /** The admin password; a missing or empty one answers 401 */
  password: string;
};
export type AdminOrderDto = {
  id: number;
  orderNumber: number;
  storeCode: "NHA" | "NH" | "DOL";
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  customerNotes: string | null;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingZip: string;
  /** Null when the same as shipping */
  billingAddress: string | null;
  billingCity: string | null;
  billingState: string | null;
  billingZip: string | null;
  subtotal: string;
  total: string;
  promoCode: string | null;
  discountAmount: string | null;
  paymentId: string | null;
  trackingNumber: string | null;
  carrier: string;
  shippedAt: string | null;
  deliveredAt: string | null;
  /** Older rows may hold another value; show it raw */
  orderStatus: "pending" | "processing" | "shipped" | "delivered" | "cancelled";
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
};
export type AdminOrderDetailDto = {
  id: number;
  orderNumber: number;
  storeCode: "NHA" | "NH" | "DOL";
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  customerNotes: string | null;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingZip: string;
  /** Null when the same as shipping */
  billingAddress: string | null;
  billingCity: string | null;
  billingState: string | null;
  billingZip: string | null;
  subtotal: string;
  total: string;
  promoCode: string | null;
  discountAmount: string | null;
  paymentId: string | null;
  trackingNumber: string | null;
  carrier: string;
  shippedAt: string | null;
  deliveredAt: string | null;
  /** Older rows may hold another value; show it raw */
  orderStatus: "pending" | "processing" | "shipped" | "delivered" | "cancelled";
  netsuiteOrderId: string | null;
  createdAt: string;
  items: AdminOrderItemDto[];
};
export type UpdateOrderDto = {
  trackingNumber?: string | null;
  /** Any status may follow any other; becoming shipped stamps shippedAt once */
  orderStatus?:
    "pending" | "processing" | "shipped" | "delivered" | "cancelled";
  /** ISO 8601 date or date-time; null or blank clears it */
  deliveredAt?: string | null;
  /** The single fixed carrier */
  carrier?: "UPS";
};
export const {
  useListProductsQuery,
  useLazyListProductsQuery,
  useGetProductQuery,
  useLazyGetProductQuery,
  useListAdminProductsQuery,
  useLazyListAdminProductsQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useValidatePromoCodeQuery,
  useLazyValidatePromoCodeQuery,
  useListPromoCodesQuery,
  useLazyListPromoCodesQuery,
  useCreatePromoCodeMutation,
  useTogglePromoCodeMutation,
  useSubscribeToNewsletterMutation,
  useGetHealthQuery,
  useLazyGetHealthQuery,
  useVerifyAdminPasswordMutation,
  useListAdminOrdersQuery,
  useLazyListAdminOrdersQuery,
  useExportAdminOrdersQuery,
  useLazyExportAdminOrdersQuery,
  useGetAdminOrderQuery,
  useLazyGetAdminOrderQuery,
  useUpdateAdminOrderMutation,
} = injectedRtkApi;

import type { DefinitionsFromApi, FetchArgs, FetchBaseQueryMeta, OverrideResultType, TagTypesFromApi } from '@reduxjs/toolkit/query';
import { AdminExtraOptions, AdminRealm, lockOnRejection } from './adminSession';
import { shopApi } from './generated';

/**
 * Cache tags for the generated client. The product list and each product are tagged by id and slug, so admin
 * writes (issue 8) invalidate exactly what they change with `invalidatesTags: [{ type: 'Product', id: 'LIST' }]`.
 * Screens import hooks from here, never from generated.ts, so these tags are always in effect.
 */
const taggedApi = shopApi.enhanceEndpoints({
  addTagTypes: ['Product'],
  endpoints: {
    listProducts: {
      providesTags: (result) => [
        { type: 'Product' as const, id: 'LIST' },
        ...(result ?? []).map((product) => ({ type: 'Product' as const, id: product.slug })),
      ],
    },
    getProduct: {
      providesTags: (_result, _error, arg) => [{ type: 'Product' as const, id: arg.slug }],
    },
  },
});

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

type TaggedDefinitions = DefinitionsFromApi<typeof taggedApi>;
type AdminDefinitions = { exportAdminOrders: OverrideResultType<TaggedDefinitions['exportAdminOrders'], CsvFile> };

/**
 * The back office (issue 8). Product writes also invalidate the storefront's 'Product' tags, so the catalogue pages
 * show the change at once. The CSV export is read as text (a Blob would not be serialisable in the store) and
 * kept no longer than the download takes.
 */
export const api = taggedApi.enhanceEndpoints<TagTypesFromApi<typeof taggedApi>, AdminDefinitions>({
  endpoints: {
    listPromoCodes: admin('promoCodes'),
    createPromoCode: admin('promoCodes'),
    togglePromoCode: admin('promoCodes'),
    listAdminProducts: admin('products'),
    createProduct: { ...admin('products'), invalidatesTags: ['admin products', 'Product'] },
    updateProduct: { ...admin('products'), invalidatesTags: ['admin products', 'Product'] },
    deleteProduct: { ...admin('products'), invalidatesTags: ['admin products', 'Product'] },
    listAdminOrders: admin('orders'),
    getAdminOrder: admin('orders'),
    updateAdminOrder: admin('orders'),
    exportAdminOrders: (definition) => {
      const generated = definition.query;
      Object.assign(definition, admin('orders'), {
        providesTags: [],
        keepUnusedDataFor: 0,
        query: (arg: void) => ({ ...asFetchArgs(generated!(arg)), responseHandler: 'text' }),
        transformResponse: (csv: string, meta: FetchBaseQueryMeta | undefined): CsvFile => ({
          csv,
          filename: attachmentName(meta?.response?.headers.get('Content-Disposition')),
        }),
      });
    },
  },
});

export const {
  useListProductsQuery,
  useGetProductQuery,
  useSubscribeToNewsletterMutation,
  useVerifyAdminPasswordMutation,
  useListPromoCodesQuery,
  useCreatePromoCodeMutation,
  useTogglePromoCodeMutation,
  useListAdminProductsQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useListAdminOrdersQuery,
  useGetAdminOrderQuery,
  useUpdateAdminOrderMutation,
  useLazyExportAdminOrdersQuery,
} = api;
export type {
  ProductDto,
  SubscribeDto,
  PromoCodeDto,
  CreatePromoCodeDto,
  CreateProductDto,
  UpdateProductDto,
  AdminOrderDto,
  AdminOrderDetailDto,
  AdminOrderItemDto,
  UpdateOrderDto,
} from './generated';

// Checkout (issue 7): promo check, wallet setup, create → approve (demo) → capture, and the order save.
export const {
  useLazyValidatePromoCodeQuery,
  useGetPaymentSetupQuery,
  useCreatePaymentOrderMutation,
  useApproveDemoPaymentMutation,
  useCapturePaymentOrderMutation,
  usePlaceOrderMutation,
} = api;
export type { CreatePaymentOrderDto, ExpectedFiguresDto, PaymentSetupDto, PlaceOrderDtoWrite } from './generated';

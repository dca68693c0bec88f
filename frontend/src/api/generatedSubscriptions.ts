import { baseApi as api } from './baseApi';
export const addTagTypes = ['subscriptions'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getManagedSubscription: build.query<GetManagedSubscriptionApiResponse, GetManagedSubscriptionApiArg>({
        query: (queryArg) => ({ url: `/api/subscriptions/manage/${queryArg.token}` }),
        providesTags: ['subscriptions'],
      }),
      changeManagedSubscription: build.mutation<ChangeManagedSubscriptionApiResponse, ChangeManagedSubscriptionApiArg>({
        query: (queryArg) => ({
          url: `/api/subscriptions/manage/${queryArg.token}`,
          method: 'PATCH',
          body: queryArg.changeSubscriptionDto,
        }),
        invalidatesTags: ['subscriptions'],
      }),
      skipManagedSubscription: build.mutation<SkipManagedSubscriptionApiResponse, SkipManagedSubscriptionApiArg>({
        query: (queryArg) => ({ url: `/api/subscriptions/manage/${queryArg.token}/skip`, method: 'POST' }),
        invalidatesTags: ['subscriptions'],
      }),
      pauseManagedSubscription: build.mutation<PauseManagedSubscriptionApiResponse, PauseManagedSubscriptionApiArg>({
        query: (queryArg) => ({ url: `/api/subscriptions/manage/${queryArg.token}/pause`, method: 'POST' }),
        invalidatesTags: ['subscriptions'],
      }),
      resumeManagedSubscription: build.mutation<ResumeManagedSubscriptionApiResponse, ResumeManagedSubscriptionApiArg>({
        query: (queryArg) => ({ url: `/api/subscriptions/manage/${queryArg.token}/resume`, method: 'POST' }),
        invalidatesTags: ['subscriptions'],
      }),
      cancelManagedSubscription: build.mutation<CancelManagedSubscriptionApiResponse, CancelManagedSubscriptionApiArg>({
        query: (queryArg) => ({ url: `/api/subscriptions/manage/${queryArg.token}/cancel`, method: 'POST' }),
        invalidatesTags: ['subscriptions'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as shopApi };
export type GetManagedSubscriptionApiResponse = /** status 200  */ SubscriptionViewDto;
export type GetManagedSubscriptionApiArg = {
  /** The signed token of the e-mail link */
  token: string;
};
export type ChangeManagedSubscriptionApiResponse = /** status 200  */ SubscriptionViewDto;
export type ChangeManagedSubscriptionApiArg = {
  /** The signed token of the e-mail link */
  token: string;
  changeSubscriptionDto: ChangeSubscriptionDto;
};
export type SkipManagedSubscriptionApiResponse = /** status 200  */ SubscriptionViewDto;
export type SkipManagedSubscriptionApiArg = {
  /** The signed token of the e-mail link */
  token: string;
};
export type PauseManagedSubscriptionApiResponse = /** status 200  */ SubscriptionViewDto;
export type PauseManagedSubscriptionApiArg = {
  /** The signed token of the e-mail link */
  token: string;
};
export type ResumeManagedSubscriptionApiResponse = /** status 200  */ SubscriptionViewDto;
export type ResumeManagedSubscriptionApiArg = {
  /** The signed token of the e-mail link */
  token: string;
};
export type CancelManagedSubscriptionApiResponse = /** status 200  */ SubscriptionViewDto;
export type CancelManagedSubscriptionApiArg = {
  /** The signed token of the e-mail link */
  token: string;
};
export type SubscriptionLineDto = {
  productId: number;
  /** The product's current name */
  productName: string;
  size: string;
  quantity: number;
};
export type SubscriptionShippingAddressDto = {
  shippingAddress: string;
  /** Second address line */
  shippingAddress2?: string | null;
  shippingCity: string;
  /** USPS code of one of the 50 states or DC (site/us-states.json) */
  shippingState: string;
  /** Five digits or ZIP+4, within the state's ZIP ranges */
  shippingZip: string;
};
export type SubscriptionViewDto = {
  id: number;
  status: 'active' | 'paused' | 'cancelled';
  /** Months between deliveries */
  frequencyMonths: 1 | 2 | 3;
  /** When the next renewal is charged */
  nextRenewalAt: string;
  /** The saving every renewal takes, in percent */
  discountPercent: string;
  /** The next renewal's total at today's prices, with shipping and tax; null when a product is no longer sold */
  nextAmount: string | null;
  lines: SubscriptionLineDto[];
  /** Where the renewals are sent; its state sets their tax */
  address: SubscriptionShippingAddressDto;
};
export type ErrorBodyDto = {
  statusCode: number;
  /** Short sentence a shopper can read */
  error: string;
  /** Fuller sentence a shopper can read */
  message: string;
};
export type SubscriptionLineChangeDto = {
  productId: number;
  size: string;
  quantity: number;
};
export type ChangeSubscriptionDto = {
  frequencyMonths?: 1 | 2 | 3;
  lines?: SubscriptionLineChangeDto[];
  /** The shipping address of the next renewals; they are taxed for its state */
  address?: SubscriptionShippingAddressDto;
};
export const {
  useGetManagedSubscriptionQuery,
  useLazyGetManagedSubscriptionQuery,
  useChangeManagedSubscriptionMutation,
  useSkipManagedSubscriptionMutation,
  usePauseManagedSubscriptionMutation,
  useResumeManagedSubscriptionMutation,
  useCancelManagedSubscriptionMutation,
} = injectedRtkApi;

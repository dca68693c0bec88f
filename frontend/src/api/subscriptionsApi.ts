// The subscription management page's endpoints, in their own generated file: only that page (a lazy route) imports it.
export {
  useGetManagedSubscriptionQuery,
  useChangeManagedSubscriptionMutation,
  useSkipManagedSubscriptionMutation,
  usePauseManagedSubscriptionMutation,
  useResumeManagedSubscriptionMutation,
  useCancelManagedSubscriptionMutation,
} from './generatedSubscriptions';
export type {
  ChangeSubscriptionDto,
  SubscriptionViewDto,
  SubscriptionShippingAddressDto,
} from './generatedSubscriptions';

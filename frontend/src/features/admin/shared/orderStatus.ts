import type { UpdateOrderDto } from '../../../api/adminApi';

export type OrderStatus = NonNullable<UpdateOrderDto['orderStatus']>;

/** docs/product.md, States: the five statuses and their labels, in workflow order. */
export const ORDER_STATUSES: { value: OrderStatus; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'processing', label: 'Processing' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** The label of a status; an unknown one (older rows) is shown raw. */
export function orderStatusLabel(status: string): string {
  return ORDER_STATUSES.find((entry) => entry.value === status)?.label ?? status;
}

export function isKnownStatus(status: string): status is OrderStatus {
  return ORDER_STATUSES.some((entry) => entry.value === status);
}

/** Chip colours that keep AA contrast on the default chip backgrounds. */
export function orderStatusColor(status: string): 'default' | 'warning' | 'info' | 'primary' | 'success' | 'error' {
  switch (status) {
    case 'pending':
      return 'warning';
    case 'processing':
      return 'info';
    case 'shipped':
      return 'primary';
    case 'delivered':
      return 'success';
    case 'cancelled':
      return 'error';
    default:
      return 'default';
  }
}

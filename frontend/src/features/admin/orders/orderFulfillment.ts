import type { AdminOrderDetailDto, UpdateOrderDto } from '../../../api/adminApi';

/** The single fixed carrier (docs/product.md, Constants), the default and only choice. */
export const FIXED_CARRIER = 'UPS' as const;

export interface FulfillmentValues {
  trackingNumber: string;
  orderStatus: string;
  /** YYYY-MM-DD from the date input, or '' */
  deliveredAt: string;
}

export function fulfillmentValues(order: AdminOrderDetailDto): FulfillmentValues {
  return {
    trackingNumber: order.trackingNumber ?? '',
    orderStatus: order.orderStatus,
    deliveredAt: order.deliveredAt ? order.deliveredAt.slice(0, 10) : '',
  };
}

/**
 * docs/product.md, Input rules: tracking number and delivered date are trimmed; blank clears them. An unknown status
 * the order already
 * has is not sent back (the server accepts only the five), so saving tracking never fails on an old row.
 */
export function fulfillmentPayload(values: FulfillmentValues, known: (status: string) => boolean): UpdateOrderDto {
  const payload: UpdateOrderDto = {
    trackingNumber: values.trackingNumber.trim() || null,
    deliveredAt: values.deliveredAt.trim() || null,
    carrier: FIXED_CARRIER,
  };
  if (known(values.orderStatus)) payload.orderStatus = values.orderStatus as UpdateOrderDto['orderStatus'];
  return payload;
}

/**
 * The save button names what it saves: the fields changed since the order was loaded ('Save Status', 'Save Status &
 * Tracking Number'), 'Save Changes' before any.
 */
export function saveLabel(values: FulfillmentValues, saved: FulfillmentValues): string {
  const changed = [
    values.orderStatus !== saved.orderStatus && 'Status',
    values.trackingNumber.trim() !== saved.trackingNumber && 'Tracking Number',
    values.deliveredAt.trim() !== saved.deliveredAt && 'Delivered Date',
  ].filter((name): name is string => name !== false);
  if (changed.length === 0) return 'Save Changes';
  const last = changed.pop() as string;
  return `Save ${changed.length ? `${changed.join(', ')} & ` : ''}${last}`;
}

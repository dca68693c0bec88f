import type { OrderEventDto } from '../../../api/adminApi';
import { formatDate } from '../shared/adminFormat';
import { orderStatusLabel } from '../shared/orderStatus';

/** A history entry in a sentence staff can read ("Status changed from Pending to Shipped"). */
export function describeOrderEvent(event: Pick<OrderEventDto, 'kind' | 'fromValue' | 'toValue'>): string {
  const { fromValue: from, toValue: to } = event;
  switch (event.kind) {
    case 'placed':
      return 'Order placed';
    case 'status_changed':
      return `Status changed from ${orderStatusLabel(from ?? '')} to ${orderStatusLabel(to ?? '')}`;
    case 'tracking_changed':
      return change('Tracking number', from, to);
    case 'carrier_changed':
      return change('Carrier', from, to);
    case 'delivered_at_changed':
      return change('Delivered date', from && formatDate(from), to && formatDate(to));
    case 'note':
      return 'Staff note';
    case 'email_sent':
      return `E-mail sent${to ? `: ${to}` : ''}`;
    case 'refund_requested':
      return `Refund of $${to ?? ''} requested`;
    case 'refunded':
      return `Refunded $${to ?? ''}`;
    case 'refund_failed':
      return `Refund of $${to ?? ''} failed`;
    default:
      return event.kind;
  }
}

function change(field: string, from: string | null, to: string | null): string {
  if (!from) return `${field} set to ${to ?? ''}`;
  if (!to) return `${field} ${from} removed`;
  return `${field} changed from ${from} to ${to}`;
}

const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago". */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return iso;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return RELATIVE.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

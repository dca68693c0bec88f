/** The sentence for any mismatch (the server sends the same one): never says which field was wrong. */
export const NOT_FOUND_TEXT = 'We could not find an order with that number and email';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The status labels of docs/product.md, States; an unknown (older) status is shown raw. */
export function statusLabel(status: string): string {
  return Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status] : status;
}

const STEP_LABELS: Record<string, string> = {
  placed: 'Placed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
};

export function stepLabel(step: string): string {
  return Object.hasOwn(STEP_LABELS, step) ? STEP_LABELS[step] : step;
}

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date);
}

export function formatDayTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

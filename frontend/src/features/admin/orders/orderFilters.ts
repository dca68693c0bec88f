import type { ListAdminOrdersApiArg } from '../../../api/adminApi';
import { isKnownStatus } from '../shared/orderStatus';

/** What the order list's filter controls hold: a status ('' for all) and days as the date inputs give them. */
export interface OrderFilterValues {
  search: string;
  status: string;
  /** yyyy-mm-dd from <input type="date">, or ''. */
  from: string;
  to: string;
}

export type OrderFilterArgs = Pick<ListAdminOrdersApiArg, 'search' | 'status' | 'placedFrom' | 'placedTo'>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day in the admin's own time zone, as the instant it starts (or its last millisecond). */
function localDayBound(day: string, end: boolean): string | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const [year, month, date] = match.slice(1).map(Number);
  const bound = end ? new Date(year, month - 1, date, 23, 59, 59, 999) : new Date(year, month - 1, date);
  return bound.toISOString();
}

/** True when both days are set and the range ends before it starts. */
export function isBackwardsRange({ from, to }: Pick<OrderFilterValues, 'from' | 'to'>): boolean {
  return DAY.test(from) && DAY.test(to) && from > to;
}

/**
 * The query the list and the CSV export share. Days are sent as exact instants of the admin's local day, so
 * "Oct 3" means Oct 3 where the staff member sits, not in UTC. A backwards range is left out (the screen says why).
 */
export function orderFilterArgs(values: OrderFilterValues): OrderFilterArgs {
  const args: OrderFilterArgs = {};
  if (values.search.trim()) args.search = values.search.trim();
  if (isKnownStatus(values.status)) args.status = values.status;
  if (!isBackwardsRange(values)) {
    const placedFrom = localDayBound(values.from, false);
    const placedTo = localDayBound(values.to, true);
    if (placedFrom) args.placedFrom = placedFrom;
    if (placedTo) args.placedTo = placedTo;
  }
  return args;
}

export function hasFilters(args: OrderFilterArgs): boolean {
  return Object.values(args).some((value) => value !== undefined);
}

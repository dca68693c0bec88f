import { ValidationProblem } from '../common/errors/domain-errors';
import { addDays, daysBetween, localDay, startOfLocalDay } from '../common/shop-time-zone';

/** Two years, counting one leap day: the longest range the dashboard draws. */
export const MAX_RANGE_DAYS = 731;
/** Without from/to the dashboard shows the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

/** A span of whole calendar days in the shop's time zone, both ends included. */
export interface DayRange {
  from: string;
  to: string;
  days: number;
  /** UTC instants: the first moment of `from` and the first moment after `to`. */
  start: Date;
  end: Date;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isRealDay(text: string): boolean {
  if (!DAY_PATTERN.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

function dayRange(from: string, to: string, timeZone: string): DayRange {
  return {
    from,
    to,
    days: daysBetween(from, to) + 1,
    start: new Date(startOfLocalDay(from, timeZone)),
    end: new Date(startOfLocalDay(addDays(to, 1), timeZone)),
  };
}

/**
 * The asked range and the one just before it with the same number of days. Refuses impossible days,
 * `from` after `to` and ranges longer than MAX_RANGE_DAYS with a 400 naming the problem.
 */
export function statsRanges(
  query: { from?: string; to?: string },
  timeZone: string,
  now = Date.now(),
): { current: DayRange; previous: DayRange } {
  for (const name of ['from', 'to'] as const) {
    const value = query[name];
    if (value !== undefined && !isRealDay(value))
      throw new ValidationProblem(`${name} "${value}" is not a calendar day (YYYY-MM-DD).`);
  }
  const to = query.to ?? (query.from ? addDays(query.from, DEFAULT_RANGE_DAYS - 1) : localDay(now, timeZone));
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (from > to) throw new ValidationProblem(`from (${from}) is after to (${to}).`);
  const days = daysBetween(from, to) + 1;
  if (days > MAX_RANGE_DAYS)
    throw new ValidationProblem(`The range has ${days} days; at most ${MAX_RANGE_DAYS} (two years) can be shown.`);
  return {
    current: dayRange(from, to, timeZone),
    previous: dayRange(addDays(from, -days), addDays(from, -1), timeZone),
  };
}

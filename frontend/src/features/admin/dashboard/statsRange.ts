import { toCents } from '../../../lib/money';

/** The ranges staff pick most; "custom" takes two days. */
export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangeChoice = (typeof RANGE_PRESETS)[number] | 'custom';
/** The server refuses longer ranges (two years, one leap day included). */
export const MAX_RANGE_DAYS = 731;

export interface DayRangeQuery {
  from: string;
  to: string;
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The last `days` days ending on `today` (the shop's today, as the server gave it), today included. */
export function presetRange(days: number, today: string): DayRangeQuery {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** Why a custom range cannot be asked for, or undefined when it can. */
export function customRangeProblem(from: string, to: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to))
    return 'Choose both a start and an end date.';
  if (from > to) return 'The start date must be on or before the end date.';
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  if (days > MAX_RANGE_DAYS) return 'Choose at most two years.';
  return undefined;
}

/** "2025-10-20" → "Oct 20" (the day is already the shop's; read as UTC so no browser zone moves it). */
export function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** "2025-10-20" → "Oct 20, 2025". */
export function longDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export interface Change {
  /** "+12.5%", "-3%", "New" or "No change". */
  text: string;
  direction: 'up' | 'down' | 'flat';
}

/** The change of a figure against the previous period, in whole units (cents for money), one decimal at most. */
export function changeOf(current: number, previous: number): Change {
  if (current === previous) return { text: 'No change', direction: 'flat' };
  if (previous === 0) return { text: 'New', direction: 'up' };
  const percent = Math.round(((current - previous) * 1000) / previous) / 10;
  return { text: `${percent > 0 ? '+' : ''}${percent}%`, direction: current > previous ? 'up' : 'down' };
}

/** A money string or a count as a whole number to compare. */
export function wholeOf(value: string | number): number {
  return typeof value === 'number' ? value : toCents(value);
}

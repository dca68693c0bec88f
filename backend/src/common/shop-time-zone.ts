/**
 * Calendar days in the shop's time zone (SHOP_TIME_ZONE). The wall clock itself is @shop/site's, which the back office
 * uses too; the database only ever sees UTC instants and fixed minute offsets (see offsetSegments).
 */
import { utcOffsetMinutes, wallClock, wallClockToInstant } from '@shop/site/shop-time.js';

export { isTimeZone, utcOffsetMinutes } from '@shop/site/shop-time.js';

/** The shop's wall clock at `instant` with its offset, ISO 8601: "2025-10-20T05:30:00-04:00" (CSV exports). */
export function localIsoTime(instant: number, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  const offset = utcOffsetMinutes(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The shop's calendar day ("2025-10-20") at `instant`. */
export function localDay(instant: number, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** The UTC instant at which the shop's calendar day `day` ("2025-10-20") begins. */
export function startOfLocalDay(day: string, timeZone: string): number {
  return wallClockToInstant(Date.parse(`${day}T00:00:00Z`), timeZone);
}

/** `day` plus `n` calendar days (n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (0 when equal). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A stretch of time with one UTC offset: it ends before `until` (undefined for the last one). */
export interface OffsetSegment {
  until?: Date;
  offsetMinutes: number;
}

/**
 * The UTC offsets in force between `start` and `end` (two per year where DST applies), so SQL can turn a UTC
 * timestamp into the shop's day with a CASE over fixed offsets: no time-zone tables needed on MySQL or SQLite.
 */
export function offsetSegments(start: number, end: number, timeZone: string): OffsetSegment[] {
  const segments: OffsetSegment[] = [];
  let current = utcOffsetMinutes(start, timeZone);
  const hour = 3_600_000;
  for (let probe = start; probe < end;) {
    const next = Math.min(probe + 6 * hour, end);
    const offset = utcOffsetMinutes(next, timeZone);
    if (offset !== current) {
      // Binary search the first minute with the new offset.
      let low = probe;
      let high = next;
      while (high - low > 60_000) {
        const mid = low + Math.floor((high - low) / 120_000) * 60_000;
        if (utcOffsetMinutes(mid, timeZone) === current) low = mid;
        else high = mid;
      }
      segments.push({ until: new Date(high), offsetMinutes: current });
      current = offset;
    }
    probe = next;
  }
  segments.push({ offsetMinutes: current });
  return segments;
}

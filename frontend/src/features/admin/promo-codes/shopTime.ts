/**
 * Dates on the shop's clock. The zone is the backend's SHOP_TIME_ZONE, read from `GET /api/admin/shop-settings`
 * (useShopTimeZone); nothing here assumes one. The clock arithmetic is @shop/site's, which the backend uses too.
 */
import { utcOffsetMinutes, wallClockToInstant } from '@shop/site/shop-time.js';

const displayFormats = new Map<string, Intl.DateTimeFormat>();

function displayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = displayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
    displayFormats.set(timeZone, format);
  }
  return format;
}

/** "2026-12-01T00:00" on the shop's clock → "2026-12-01T05:00:00.000Z" (in Indianapolis); undefined when not a date-time. */
export function shopLocalToUtc(local: string, timeZone: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number);
  const utc = wallClockToInstant(Date.UTC(y, mo - 1, d, h, mi), timeZone);
  return Number.isNaN(utc) ? undefined : new Date(utc).toISOString();
}

/** "2026-12-01T05:00:00.000Z" → "2026-12-01T00:00" (in Indianapolis), the value of a datetime-local field on the shop's clock. */
export function utcToShopLocal(iso: string, timeZone: string): string {
  const ms = new Date(iso).getTime();
  return new Date(ms + utcOffsetMinutes(ms, timeZone) * 60_000).toISOString().slice(0, 16);
}

/** "2026-12-01T05:00:00.000Z" → "Dec 1, 2026, 12:00 AM" on the shop's clock (in Indianapolis). */
export function formatShopDateTime(iso: string, timeZone: string): string {
  return displayFormat(timeZone).format(new Date(iso));
}

/** "America/Indiana/Indianapolis" → "Indianapolis": the zone as staff read it. */
export function timeZoneLabel(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
}

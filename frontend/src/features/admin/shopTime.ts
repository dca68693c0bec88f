/**
 * Dates on the shop's clock. The zone is the backend's SHOP_TIME_ZONE, read from `GET /api/admin/shop-settings`
 * (useShopTimeZone); nothing here assumes one.
 */
const partsFormats = new Map<string, Intl.DateTimeFormat>();
const displayFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

function displayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = displayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
    displayFormats.set(timeZone, format);
  }
  return format;
}

/** Minutes the shop's clock is ahead of UTC at that instant (negative in the Americas). */
function shopOffsetMinutes(utcMs: number, timeZone: string): number {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(new Date(utcMs))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

/** "2026-12-01T00:00" on the shop's clock → "2026-12-01T05:00:00.000Z" (in Indianapolis); undefined when not a date-time. */
export function shopLocalToUtc(local: string, timeZone: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number);
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  let utc = guess - shopOffsetMinutes(guess, timeZone) * 60_000;
  // Near a daylight-saving change the offset at the guess can differ from the offset at the answer.
  const corrected = guess - shopOffsetMinutes(utc, timeZone) * 60_000;
  if (corrected !== utc) utc = corrected;
  return Number.isNaN(utc) ? undefined : new Date(utc).toISOString();
}

/** "2026-12-01T05:00:00.000Z" → "2026-12-01T00:00" (in Indianapolis), the value of a datetime-local field on the shop's clock. */
export function utcToShopLocal(iso: string, timeZone: string): string {
  const ms = new Date(iso).getTime();
  return new Date(ms + shopOffsetMinutes(ms, timeZone) * 60_000).toISOString().slice(0, 16);
}

/** "2026-12-01T05:00:00.000Z" → "Dec 1, 2026, 12:00 AM" on the shop's clock (in Indianapolis). */
export function formatShopDateTime(iso: string, timeZone: string): string {
  return displayFormat(timeZone).format(new Date(iso));
}

/** "America/Indiana/Indianapolis" → "Indianapolis": the zone as staff read it. */
export function timeZoneLabel(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
}

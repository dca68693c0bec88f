/** The shop's time zone (Natural House ships from Indianapolis): staff type and read promo windows in it. */
export const SHOP_TIME_ZONE = 'America/Indiana/Indianapolis';

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const DISPLAY = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

/** Minutes the shop's clock is ahead of UTC at that instant (negative in Indiana). */
function shopOffsetMinutes(utcMs: number): number {
  const parts = Object.fromEntries(PARTS.formatToParts(new Date(utcMs)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

/** "2026-12-01T00:00" on the shop's clock → "2026-12-01T05:00:00.000Z"; undefined when not a date-time. */
export function shopLocalToUtc(local: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number);
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  let utc = guess - shopOffsetMinutes(guess) * 60_000;
  // Near a daylight-saving change the offset at the guess can differ from the offset at the answer.
  const corrected = guess - shopOffsetMinutes(utc) * 60_000;
  if (corrected !== utc) utc = corrected;
  return Number.isNaN(utc) ? undefined : new Date(utc).toISOString();
}

/** "2026-12-01T05:00:00.000Z" → "2026-12-01T00:00", the value of a datetime-local field on the shop's clock. */
export function utcToShopLocal(iso: string): string {
  const ms = new Date(iso).getTime();
  return new Date(ms + shopOffsetMinutes(ms) * 60_000).toISOString().slice(0, 16);
}

/** "2026-12-01T05:00:00.000Z" → "Dec 1, 2026, 12:00 AM" on the shop's clock. */
export function formatShopDateTime(iso: string): string {
  return DISPLAY.format(new Date(iso));
}

/** The shop's wall clock: calendar fields in its time zone. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}
/** True when Intl knows the zone (e.g. "America/Indiana/Indianapolis"). */
export function isTimeZone(timeZone: string): boolean;
/** The shop's wall clock at `instant` (ms since the epoch). */
export function wallClock(instant: number, timeZone: string): WallClock;
/** Minutes to add to UTC to read the shop's wall clock at `instant` (-300 for New York in winter). */
export function utcOffsetMinutes(instant: number, timeZone: string): number;
/** The instant at which the shop's clock reads `wallAsUtc` (that wall time written as if it were UTC, Date.UTC(...)). */
export function wallClockToInstant(wallAsUtc: number, timeZone: string): number;

// The shop's wall clock in an IANA time zone (SHOP_TIME_ZONE) without a time-zone library: Intl knows the rules.

/** @type {Map<string, Intl.DateTimeFormat>} */
const formatters = new Map();

/** @param {string} timeZone */
function formatter(timeZone) {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** @param {string} timeZone */
export function isTimeZone(timeZone) {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** @param {number} instant @param {string} timeZone */
export function wallClock(instant, timeZone) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return {
    year: +parts.year,
    month: +parts.month,
    day: +parts.day,
    hour: +parts.hour % 24,
    minute: +parts.minute,
    second: +parts.second,
  };
}

/** @param {number} instant @param {string} timeZone */
export function utcOffsetMinutes(instant, timeZone) {
  const w = wallClock(instant, timeZone);
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((wallAsUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** @param {number} wallAsUtc @param {string} timeZone */
export function wallClockToInstant(wallAsUtc, timeZone) {
  const instant = wallAsUtc - utcOffsetMinutes(wallAsUtc, timeZone) * 60_000;
  // A second pass settles times on the other side of a daylight-saving change from the guess.
  return wallAsUtc - utcOffsetMinutes(instant, timeZone) * 60_000;
}

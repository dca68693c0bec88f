const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * '2025-10-20' → 'October 20, 2025' (en-US, long month). Read as UTC so no time zone moves the day. Spelled out rather
 * than with Intl.DateTimeFormat: the first formatter of a page loads its locale data inside the article page's
 * hydration task, which then blocks the page longer.
 */
export function formatJournalDate(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** Newest first (docs/product.md, Screens), whatever order the list arrives in; ISO days sort as text. */
export function newestFirst<T extends { datePublished: string }>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) =>
    a.datePublished < b.datePublished ? 1 : a.datePublished > b.datePublished ? -1 : 0,
  );
}

/** Minutes to read at about 220 words a minute, at least one. */
export function readingMinutes(texts: readonly string[]): number {
  const words = texts.reduce((count, text) => count + text.split(/\s+/).filter(Boolean).length, 0);
  return Math.max(1, Math.round(words / 220));
}

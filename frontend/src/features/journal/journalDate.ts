// One formatter, made on first use: toLocaleDateString builds a new one on every call (~5 ms on the article page's
// hydration, in one task; Lighthouse: total blocking time).
let journalDateFormat: Intl.DateTimeFormat | undefined;

/** '2025-10-20' → 'October 20, 2025'. Read as UTC so no time zone moves the day. */
export function formatJournalDate(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  journalDateFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return journalDateFormat.format(date);
}

/** Newest first (spec 2), whatever order the list arrives in; ISO days sort as text. */
export function newestFirst<T extends { datePublished: string }>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => (a.datePublished < b.datePublished ? 1 : a.datePublished > b.datePublished ? -1 : 0));
}

/** Minutes to read at about 220 words a minute, at least one. */
export function readingMinutes(texts: readonly string[]): number {
  const words = texts.reduce((count, text) => count + text.split(/\s+/).filter(Boolean).length, 0);
  return Math.max(1, Math.round(words / 220));
}

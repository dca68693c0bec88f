/** '2025-10-20' → 'October 20, 2025'. Read as UTC so no time zone moves the day. */
export function formatJournalDate(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** Newest first (spec 2), whatever order the list arrives in; ISO days sort as text. */
export function newestFirst<T extends { datePublished: string }>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => b.datePublished.localeCompare(a.datePublished));
}

/** Minutes to read at about 220 words a minute, at least one. */
export function readingMinutes(texts: readonly string[]): number {
  const words = texts.reduce((count, text) => count + text.split(/\s+/).filter(Boolean).length, 0);
  return Math.max(1, Math.round(words / 220));
}

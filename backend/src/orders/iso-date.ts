/**
 * Reads an ISO 8601 date or date-time already matching ISO_DATE; a time without an offset is taken as UTC.
 * Returns undefined for a date that does not exist (2025-02-30), which JavaScript would otherwise roll over.
 */
export function parseIsoDate(text: string): Date | undefined {
  const hasOffset = /(?:Z|[+-]\d{2}:\d{2})$/.test(text);
  const date = new Date(text.length === 10 || hasOffset ? text : `${text}Z`);
  if (Number.isNaN(date.getTime())) return undefined;
  const [year, month, day] = text.slice(0, 10).split('-').map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const exists =
    calendar.getUTCFullYear() === year && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
  return exists ? date : undefined;
}

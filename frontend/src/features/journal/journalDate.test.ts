import { describe, expect, it } from 'vitest';
import { formatJournalDate, newestFirst, readingMinutes } from './journalDate';

describe('journal dates', () => {
  it('writes the publication day in words, whatever the time zone', () => {
    expect(formatJournalDate('2025-10-16')).toBe('October 16, 2025');
    expect(formatJournalDate('2025-01-01')).toBe('January 1, 2025');
  });

  it('leaves a text that is not a day as it is', () => {
    expect(formatJournalDate('soon')).toBe('soon');
  });

  it('sorts newest first without changing the input', () => {
    const input = [{ datePublished: '2025-10-16' }, { datePublished: '2025-10-20' }, { datePublished: '2025-10-18' }];
    expect(newestFirst(input).map((a) => a.datePublished)).toEqual(['2025-10-20', '2025-10-18', '2025-10-16']);
    expect(input[0].datePublished).toBe('2025-10-16');
  });

  it('counts reading minutes at about 220 words a minute, at least one', () => {
    expect(readingMinutes(['word '.repeat(660)])).toBe(3);
    expect(readingMinutes(['short'])).toBe(1);
  });
});

import { localDay, localIsoTime, offsetSegments, startOfLocalDay, utcOffsetMinutes } from './shop-time-zone';

describe('shop time zone', () => {
  it('writes an instant on the shop clock with its offset, on both sides of a DST change', () => {
    const tz = 'America/Indiana/Indianapolis';
    expect(localIsoTime(Date.parse('2025-10-20T09:30:00Z'), tz)).toBe('2025-10-20T05:30:00-04:00');
    expect(localIsoTime(Date.parse('2025-11-03T00:15:00Z'), tz)).toBe('2025-11-02T19:15:00-05:00');
    expect(localIsoTime(Date.parse('2025-10-20T09:30:00Z'), 'Asia/Kolkata')).toBe('2025-10-20T15:00:00+05:30');
    expect(localIsoTime(Date.parse('2025-10-20T09:30:00Z'), 'UTC')).toBe('2025-10-20T09:30:00+00:00');
  });

  const indy = 'America/Indiana/Indianapolis';

  it('finds the UTC start of a shop day on either side of a DST change', () => {
    expect(new Date(startOfLocalDay('2025-03-09', indy)).toISOString()).toBe('2025-03-09T05:00:00.000Z');
    expect(new Date(startOfLocalDay('2025-03-10', indy)).toISOString()).toBe('2025-03-10T04:00:00.000Z');
    expect(new Date(startOfLocalDay('2025-10-20', 'Asia/Kathmandu')).toISOString()).toBe('2025-10-19T18:15:00.000Z');
  });

  it('reads the shop day of an instant', () => {
    expect(localDay(Date.parse('2025-03-10T03:59:00Z'), indy)).toBe('2025-03-09');
    expect(localDay(Date.parse('2025-03-10T04:00:00Z'), indy)).toBe('2025-03-10');
    expect(utcOffsetMinutes(Date.parse('2025-07-01T00:00:00Z'), indy)).toBe(-240);
  });

  it('splits a year into the stretches of one offset, ending at the exact minute of each change', () => {
    const segments = offsetSegments(startOfLocalDay('2025-01-01', indy), startOfLocalDay('2026-01-01', indy), indy);
    expect(segments).toEqual([
      { until: new Date('2025-03-09T07:00:00Z'), offsetMinutes: -300 },
      { until: new Date('2025-11-02T06:00:00Z'), offsetMinutes: -240 },
      { offsetMinutes: -300 },
    ]);
    expect(offsetSegments(Date.parse('2025-01-01T00:00:00Z'), Date.parse('2025-12-31T00:00:00Z'), 'UTC')).toEqual([
      { offsetMinutes: 0 },
    ]);
  });
});

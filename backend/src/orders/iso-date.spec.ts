import { ISO_DATE } from './dto/update-order.dto';
import { parseIsoDate } from './iso-date';

describe('parseIsoDate', () => {
  it.each([
    ['2025-10-24', '2025-10-24T00:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2025-10-24T15:30', '2025-10-24T15:30:00.000Z'],
    ['2025-10-24T15:30:05.123Z', '2025-10-24T15:30:05.123Z'],
    ['2025-10-24T01:00:00-05:00', '2025-10-24T06:00:00.000Z'],
  ])('reads %s as UTC unless an offset is given', (text, iso) => {
    expect(ISO_DATE.test(text)).toBe(true);
    expect(parseIsoDate(text)?.toISOString()).toBe(iso);
  });

  it.each(['2025-02-30', '2025-02-29', '2025-13-01', '2025-00-10', '2025-04-31'])(
    'refuses the non-existent date %s',
    (text) => {
      expect(parseIsoDate(text)).toBeUndefined();
    },
  );

  it.each(['24/10/2025', '2025-10-24 15:30', 'yesterday', '2025-1-5'])('does not take %s as ISO', (text) => {
    expect(ISO_DATE.test(text)).toBe(false);
  });
});

import { SLUG_PATTERN, slugify } from './slugify';

describe('slugify', () => {
  it.each([
    ['Hand Soap No. 42', 'hand-soap-no-42'],
    ['  Crème Brûlée -- Candle! ', 'creme-brulee-candle'],
    ['Room Mist (3L Refill)', 'room-mist-3l-refill'],
    ['!!!', ''],
  ])('%j -> %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
    if (slug) expect(SLUG_PATTERN.test(slug)).toBe(true);
  });

  it('stays within the column length', () => {
    expect(slugify('word '.repeat(100)).length).toBeLessThanOrEqual(200);
    expect(slugify('word '.repeat(100))).toMatch(SLUG_PATTERN);
  });
});

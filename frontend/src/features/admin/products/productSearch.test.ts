import { describe, expect, it } from 'vitest';
import { productMatches } from './productSearch';

const mist = { name: 'Room Mist No. 42', slug: 'room-mist-no-42', category: 'Room Spray', scentNumber: '42' };

describe('productMatches', () => {
  it('matches every word anywhere in name, slug, category or scent, ignoring case', () => {
    expect(productMatches(mist, '')).toBe(true);
    expect(productMatches(mist, 'MIST 42')).toBe(true);
    expect(productMatches(mist, 'spray')).toBe(true);
    expect(productMatches(mist, 'mist 62')).toBe(false);
    expect(productMatches(mist, 'soap')).toBe(false);
  });
});

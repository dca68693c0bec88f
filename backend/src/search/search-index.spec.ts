import { findEntries, searchEntry } from './search-index';
import { oneEditApart, searchWords, wordMatch, WordMatch } from './search-text';

describe('searchWords', () => {
  it('reads a scent number with or without No., and drops case, accents and a plural s', () => {
    expect(searchWords('No. 92')).toEqual(['92']);
    expect(searchWords('no 09')).toEqual(['9']);
    expect(searchWords('Crème REFILLS')).toEqual(['creme', 'refill']);
    expect(searchWords('glass')).toEqual(['glass']);
  });
});

describe('wordMatch', () => {
  it('ranks exact over beginning over one typo, and forgives typos only in words of 4 letters or more', () => {
    expect(wordMatch('lavender', 'lavender')).toBe(WordMatch.Exact);
    expect(wordMatch('lav', 'lavender')).toBe(WordMatch.Prefix);
    expect(wordMatch('lavander', 'lavender')).toBe(WordMatch.Typo);
    expect(wordMatch('lvaender', 'lavender')).toBe(WordMatch.Typo);
    expect(wordMatch('lavan', 'lavender')).toBe(WordMatch.Typo);
    expect(wordMatch('sop', 'soap')).toBe(WordMatch.None);
    expect(wordMatch('lavxndxr', 'lavender')).toBe(WordMatch.None);
  });

  it('matches numbers whole', () => {
    expect(wordMatch('92', '92')).toBe(WordMatch.Exact);
    expect(wordMatch('9', '92')).toBe(WordMatch.None);
    expect(wordMatch('9', '9')).toBe(WordMatch.Exact);
  });

  it('measures at most one edit', () => {
    expect(oneEditApart('candle', 'candl')).toBe(true);
    expect(oneEditApart('candle', 'cnadle')).toBe(true);
    expect(oneEditApart('candle', 'handel')).toBe(false);
  });
});

describe('findEntries', () => {
  const entries = [
    searchEntry('hand soap 92', ['Hand Soap No. 92', 'Lavender Vanilla', '92', 'Refill Boxes (3 Liters)']),
    searchEntry('candle 92', ['Soy Wax Candle No. 92', 'Lavender Vanilla', '92']),
    searchEntry('candle 09', ['Soy Wax Candle No. 09', 'Pumpkin Spice', '09']),
    searchEntry('article', ['Refills 101: How Our Refill Boxes Work']),
  ];

  it('keeps the entries every word matches, best first then in order', () => {
    expect(findEntries(entries, 'lavender')).toEqual(['hand soap 92', 'candle 92']);
    expect(findEntries(entries, 'No. 92')).toEqual(['hand soap 92', 'candle 92']);
    expect(findEntries(entries, 'candle 9')).toEqual(['candle 09']);
    expect(findEntries(entries, 'refill')).toEqual(['hand soap 92', 'article']);
    expect(findEntries(entries, 'lavender candles')).toEqual(['candle 92']);
    expect(findEntries(entries, 'Pumpkin spice')).toEqual(['candle 09']);
  });

  it('reads a word as a typo only when no entry holds a word it is or begins', () => {
    expect(findEntries(entries, 'lavander')).toEqual(['hand soap 92', 'candle 92']);
    expect(findEntries(entries, 'refils')).toEqual(['hand soap 92', 'article']);
    // 'cand' begins Candle, so it is not also read as 'hand' with a typo.
    expect(findEntries(entries, 'cand')).toEqual(['candle 92', 'candle 09']);
  });

  it('finds nothing for words that match nothing, or for no words at all', () => {
    expect(findEntries(entries, 'aromatherapy')).toEqual([]);
    expect(findEntries(entries, 'No.')).toEqual([]);
    expect(findEntries(entries, '!!!')).toEqual([]);
  });
});

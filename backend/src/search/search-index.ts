import { FUZZY_MIN_LENGTH, searchWords, WordMatch, wordMatch } from './search-text';

/** One thing search can find, with the words it is found by. */
export interface SearchEntry<T> {
  item: T;
  words: readonly string[];
}

/** Makes an entry: the words of each text, once. */
export function searchEntry<T>(item: T, texts: ReadonlyArray<string | null | undefined>): SearchEntry<T> {
  return { item, words: [...new Set(texts.flatMap((text) => (text ? searchWords(text) : [])))] };
}

/**
 * The entries every typed word matches, best first (then in their given order). A typed word is read as a typo only
 * when no entry holds a word it is or begins: 'lavander' finds Lavender, while 'cand' finds candles and not Hand Soap.
 */
export function findEntries<T>(entries: ReadonlyArray<SearchEntry<T>>, query: string): T[] {
  const typed = [...new Set(searchWords(query))];
  if (typed.length === 0) return [];
  const typosAllowed = typed.map(
    (word) =>
      word.length >= FUZZY_MIN_LENGTH &&
      !entries.some((entry) => entry.words.some((indexed) => wordMatch(word, indexed) >= WordMatch.Prefix)),
  );
  const scored: Array<{ item: T; score: number; order: number }> = [];
  entries.forEach((entry, order) => {
    let score = 0;
    for (const [i, word] of typed.entries()) {
      const best = Math.max(...entry.words.map((indexed) => wordMatch(word, indexed)));
      if (best <= WordMatch.None || (best === WordMatch.Typo && !typosAllowed[i])) return;
      score += best;
    }
    scored.push({ item: entry.item, score, order });
  });
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map((hit) => hit.item);
}

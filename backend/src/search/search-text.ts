/**
 * The words of a text as search compares them: lower case, accents dropped, split on anything that is not a letter or
 * a digit, a plural's final s dropped ('refills' is 'refill'). 'No.' is dropped, so 'No. 92' and '92' ask the same;
 * leading zeros of numbers too ('09' is '9').
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && word !== 'no')
    .map(stem);
}

function stem(word: string): string {
  if (/^\d+$/.test(word)) return String(Number(word));
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** Shortest word a typo is forgiven in: shorter ones ('soy', 'wax') are too close to other words to guess. */
export const FUZZY_MIN_LENGTH = 4;

/** How well a typed word matches an indexed word; a higher value ranks first. */
export const WordMatch = { None: 0, Typo: 1, Prefix: 2, Exact: 3 } as const;
export type WordMatch = (typeof WordMatch)[keyof typeof WordMatch];

/**
 * How a typed word matches an indexed word: whole, as its beginning (the shopper is still typing), or one typo away
 * (words of FUZZY_MIN_LENGTH letters or more). Numbers match whole only: '9' must not find No. 92.
 */
export function wordMatch(typed: string, word: string): WordMatch {
  if (typed === word) return WordMatch.Exact;
  if (/^\d+$/.test(typed)) return WordMatch.None;
  if (word.startsWith(typed)) return WordMatch.Prefix;
  if (typed.length >= FUZZY_MIN_LENGTH && oneTypoFrom(typed, word)) return WordMatch.Typo;
  return WordMatch.None;
}

/**
 * Whether `typed` is at most one insertion, deletion, substitution or swap of neighbours away from `word` or from a
 * beginning of it (a word still being typed: 'lavan' for 'lavender').
 */
export function oneTypoFrom(typed: string, word: string): boolean {
  if (oneEditApart(typed, word)) return true;
  return [typed.length - 1, typed.length, typed.length + 1].some(
    (length) => length > 0 && length < word.length && oneEditApart(typed, word.slice(0, length)),
  );
}

/** Damerau's distance of at most one, in one pass (the texts are a few letters long). */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length > b.length) return a.slice(i + 1) === b.slice(i);
  if (b.length > a.length) return a.slice(i) === b.slice(i + 1);
  if (a.slice(i + 1) === b.slice(i + 1)) return true;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

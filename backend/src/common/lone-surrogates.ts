/**
 * JSON's `\ud800` escapes let a body carry half a UTF-16 pair, which no text can hold: encoders and validators throw
 * on it (class-validator's IsEmail threw URIError, a 500). One check on every parsed body refuses it with a 400.
 */

/** With the u flag a well-formed pair is one code point, so this class matches only a surrogate standing alone. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Where in a parsed JSON value the first string or key with a lone surrogate is ("items[0].productName"), or undefined. */
export function findLoneSurrogate(body: unknown): string | undefined {
  // Iterative, like the body limits that run first and bound the walk (no recursion for hostile nesting).
  const pending: Array<{ value: unknown; path: string }> = [{ value: body, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return path || 'the request body';
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      value.forEach((child, i) => pending.push({ value: child, path: `${path}[${i}]` }));
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (LONE_SURROGATE.test(key)) return `a field name in ${path || 'the request body'}`;
      pending.push({ value: child, path: childPath });
    }
  }
  return undefined;
}

/** The 400's sentence for a field with a lone surrogate. */
export function loneSurrogateProblem(field: string): string {
  return `${field} must be valid Unicode text (it holds half of a UTF-16 surrogate pair).`;
}

import {
  findBodyLimitProblem,
  findBodyProblem,
  MAX_BODY_ARRAY_LENGTH,
  MAX_BODY_DEPTH,
  MAX_BODY_VALUES,
} from './body-limits';

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

describe('findBodyLimitProblem', () => {
  it('accepts an ordinary body and nesting up to the limit', () => {
    expect(findBodyLimitProblem({ email: 'a@b.c', items: [{ productId: 1 }] })).toBeUndefined();
    expect(findBodyLimitProblem(nested(MAX_BODY_DEPTH))).toBeUndefined();
  });

  it('names deep nesting, long lists and too many values, without recursing', () => {
    expect(findBodyLimitProblem(nested(MAX_BODY_DEPTH + 1))).toMatch(/nested too deeply/);
    expect(findBodyLimitProblem(nested(100_000))).toMatch(/nested too deeply/);
    expect(findBodyLimitProblem({ items: new Array(MAX_BODY_ARRAY_LENGTH + 1).fill(0) })).toMatch(/too long/);
    const wide = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [`k${i}`, new Array(MAX_BODY_VALUES / 20).fill(0)]),
    );
    expect(findBodyLimitProblem(wide)).toMatch(/too many values/);
  });
});

describe('findBodyProblem', () => {
  it('names the field holding a lone surrogate, at any depth, in values and in keys', () => {
    expect(findBodyProblem({ email: 'a@b.c', name: 'Zoë 😀' })).toBeUndefined();
    expect(findBodyProblem({ email: '\ud800' })).toBe(
      'email must be valid Unicode text (it holds half of a UTF-16 surrogate pair).',
    );
    expect(findBodyProblem({ items: [{ productName: 'ok' }, { productName: 'x\udc00' }] })).toMatch(
      /^items\[1\]\.productName must be valid Unicode/,
    );
    expect(findBodyProblem({ items: [{ ['k\ud83d']: 1 }] })).toMatch(/^a field name in items\[0\] must be/);
    expect(findBodyProblem('\ud800')).toMatch(/^the request body must be/);
  });
});

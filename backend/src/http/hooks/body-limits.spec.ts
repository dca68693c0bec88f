import { findBodyLimitProblem, MAX_BODY_ARRAY_LENGTH, MAX_BODY_DEPTH, MAX_BODY_VALUES } from './body-limits';

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
    const wide = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, new Array(MAX_BODY_VALUES / 20).fill(0)]));
    expect(findBodyLimitProblem(wide)).toMatch(/too many values/);
  });
});

import { ConcurrencyGate } from './concurrency-gate';

describe('ConcurrencyGate', () => {
  it('admits up to its capacity, turns the next away, and frees a slot once per release', () => {
    const gate = new ConcurrencyGate(2);
    const first = gate.tryEnter();
    const second = gate.tryEnter();
    expect(first && second).toBeTruthy();
    expect(gate.tryEnter()).toBeUndefined();
    first!();
    first!();
    expect(gate.inUse).toBe(1);
    expect(gate.tryEnter()).toBeDefined();
    expect(gate.tryEnter()).toBeUndefined();
  });
});

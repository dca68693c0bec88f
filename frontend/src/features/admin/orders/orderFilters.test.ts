import { describe, expect, it } from 'vitest';
import { hasFilters, isBackwardsRange, orderFilterArgs } from './orderFilters';

const none = { search: '', status: '', from: '', to: '' };

describe('orderFilterArgs', () => {
  it('sends nothing for empty controls', () => {
    expect(orderFilterArgs(none)).toEqual({});
    expect(hasFilters(orderFilterArgs(none))).toBe(false);
  });

  it('sends the status, the trimmed search and the local days as instants', () => {
    const args = orderFilterArgs({ search: ' ada ', status: 'shipped', from: '2025-10-02', to: '2025-10-03' });
    expect(args.search).toBe('ada');
    expect(args.status).toBe('shipped');
    expect(new Date(args.placedFrom!).getTime()).toBe(new Date(2025, 9, 2).getTime());
    expect(new Date(args.placedTo!).getTime()).toBe(new Date(2025, 9, 4).getTime() - 1);
    expect(hasFilters(args)).toBe(true);
  });

  it('leaves out an unknown status and a backwards range', () => {
    const values = { ...none, status: 'lost', from: '2025-10-05', to: '2025-10-01' };
    expect(isBackwardsRange(values)).toBe(true);
    expect(orderFilterArgs(values)).toEqual({});
  });
});

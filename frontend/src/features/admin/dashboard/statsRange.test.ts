import { describe, expect, it } from 'vitest';
import { changeOf, customRangeProblem, presetRange, shortDay } from './statsRange';

describe('dashboard ranges', () => {
  it("ends presets on the shop's today, today included", () => {
    expect(presetRange(7, '2025-11-05')).toEqual({ from: '2025-10-30', to: '2025-11-05' });
    expect(presetRange(30, '2025-03-01')).toEqual({ from: '2025-01-31', to: '2025-03-01' });
  });

  it('refuses custom ranges the server would refuse', () => {
    expect(customRangeProblem('2025-11-05', '2025-10-30')).toMatch(/on or before/);
    expect(customRangeProblem('2024-01-01', '2026-01-01')).toMatch(/two years/);
    expect(customRangeProblem('', '2026-01-01')).toMatch(/both/);
    expect(customRangeProblem('2024-01-01', '2025-12-31')).toBeUndefined();
  });

  it('says how a figure moved against the previous period', () => {
    expect(changeOf(12285, 7000)).toEqual({ text: '+75.5%', direction: 'up' });
    expect(changeOf(3, 4)).toEqual({ text: '-25%', direction: 'down' });
    expect(changeOf(5, 0)).toEqual({ text: 'New', direction: 'up' });
    expect(changeOf(0, 0)).toEqual({ text: 'No change', direction: 'flat' });
  });

  it("writes days in the shop's calendar whatever the browser zone", () => {
    expect(shortDay('2025-11-02')).toBe('Nov 2');
  });
});

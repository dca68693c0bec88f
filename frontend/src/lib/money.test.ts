import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatCents, formatMoney, isMoneyString, toCents } from './money';

describe('money', () => {
  it('reads decimal strings as integer cents', () => {
    expect(toCents('18.00')).toBe(1800);
    expect(toCents('18.5')).toBe(1850);
    expect(toCents('0.07')).toBe(7);
    expect(toCents('60')).toBe(6000);
  });

  it('refuses anything that is not an amount', () => {
    for (const bad of ['', 'abc', '-1.00', '1.234', '1e3', '12,00']) {
      expect(() => toCents(bad)).toThrow(/not an amount/);
      expect(isMoneyString(bad)).toBe(false);
    }
  });

  it('adds without floating-point drift', () => {
    // 0.1 + 0.2 in dollars is 0.30000000000000004; in cents it is exactly 30.
    expect(formatCents(toCents('0.10') + toCents('0.20'))).toBe('$0.30');
    expect(formatCents(toCents('19.99') * 3)).toBe('$59.97');
  });

  it('formats with a dollar sign and two decimals', () => {
    expect(formatMoney('22')).toBe('$22.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(formatCents(-250)).toBe('-$2.50');
  });
});

import { decimalStringTransformer, centsToDecimal, isMoneyString, toCents } from './money';

describe('money', () => {
  it('parses amounts into integer cents without floating point', () => {
    expect(toCents('24')).toBe(2400);
    expect(toCents('24.5')).toBe(2450);
    expect(toCents('0.10')).toBe(10);
    expect(toCents(' 19.99 ')).toBe(1999);
    expect(toCents('0.29')).toBe(29);
  });

  it('refuses text that is not an amount', () => {
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', '12,50', '.5', '123456789']) {
      expect(() => toCents(bad)).toThrow(/not an amount/);
      expect(isMoneyString(bad)).toBe(false);
    }
  });

  it('formats cents with two decimals', () => {
    expect(centsToDecimal(2400)).toBe('24.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(-150)).toBe('-1.50');
    expect(() => centsToDecimal(1.5)).toThrow();
  });

  it('normalises what either database returns for a DECIMAL column', () => {
    expect(decimalStringTransformer.from('24.00')).toBe('24.00');
    expect(decimalStringTransformer.from(24)).toBe('24.00');
    expect(decimalStringTransformer.from(0.1 + 0.2)).toBe('0.30');
    expect(decimalStringTransformer.from(null)).toBeNull();
  });
});

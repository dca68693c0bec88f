import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyPromo, percentOf, PromoArithmeticTerms } from './promo-discount';

/** The table the storefront's copy of the arithmetic is tested against too (frontend orderSummary.test.ts). */
interface PromoArithmeticCase {
  name: string;
  subtotalCents: number;
  promo: PromoArithmeticTerms | null;
  discountCents: number;
  totalCents: number;
}

const { cases } = JSON.parse(
  readFileSync(join(__dirname, '../../../openapi/fixtures/promo-arithmetic.json'), 'utf8'),
) as { cases: PromoArithmeticCase[] };

describe('promo arithmetic (docs/product.md, Constants, integer cents), openapi/fixtures/promo-arithmetic.json', () => {
  it('has cases of both kinds, with and without a code', () => {
    expect(cases.filter((c) => c.promo?.discountType === 'percentage').length).toBeGreaterThan(5);
    expect(cases.filter((c) => c.promo?.discountType === 'fixed').length).toBeGreaterThan(5);
    expect(cases.some((c) => c.promo === null)).toBe(true);
  });

  it.each(cases)('$name', ({ subtotalCents, promo, discountCents, totalCents }) => {
    expect(applyPromo(subtotalCents, promo)).toEqual({ discount: discountCents, total: totalCents });
  });
});

describe('percentOf', () => {
  it('rounds half up to the cent in integers', () => {
    expect(percentOf(10000, '15')).toBe(1500);
    expect(percentOf(3333, '10')).toBe(333);
    expect(percentOf(3335, '10')).toBe(334); // 333.5 rounds up
    expect(percentOf(1999, '12.5')).toBe(250); // 249.875
    expect(percentOf(5000, '100')).toBe(5000);
    expect(percentOf(5000, '0')).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { centsToDecimal } from '../../lib/money';
import type { CartItem } from '../../store/cart/cartItem';
import promoArithmetic from '../../../../openapi/fixtures/promo-arithmetic.json';
import { normalizePromoCode } from '@shop/site/rules.js';
import { type AppliedPromo, orderSummaryFigures, promoDiscountCents } from './orderSummary';

const line = (price: string, quantity: number, productId = 1): CartItem => ({
  productId,
  productName: 'Hand Soap No. 42',
  size: '16 oz',
  quantity,
  price,
  image: '',
});

describe('order summary arithmetic', () => {
  it.each(promoArithmetic.cases)(
    '$name (openapi/fixtures/promo-arithmetic.json, shared with the server)',
    ({ subtotalCents, promo, discountCents, totalCents }) => {
      const applied: AppliedPromo | null = promo && {
        code: 'TABLE',
        discountType: promo.discountType as AppliedPromo['discountType'],
        discountValue: promo.discountValue,
      };
      expect(promoDiscountCents(subtotalCents, applied)).toBe(discountCents);
      // The summary's own path: one line worth the subtotal, then the code.
      expect(orderSummaryFigures([line(centsToDecimal(subtotalCents), 1)], applied)).toEqual({
        subtotalCents,
        discountCents,
        totalCents,
      });
    },
  );

  it('sums lines in integer cents and subtracts the discount', () => {
    // 3 × 0.10 + 0.20 is 0.5000000000000001 in floating point; in cents it is exactly 50.
    expect(orderSummaryFigures([line('0.10', 3), line('0.20', 1, 2)], null)).toEqual({
      subtotalCents: 50,
      discountCents: 0,
      totalCents: 50,
    });
    expect(
      orderSummaryFigures([line('18.00', 2), line('34.00', 1, 2)], {
        code: 'W',
        discountType: 'percentage',
        discountValue: '15',
      }),
    ).toEqual({
      subtotalCents: 7000,
      discountCents: 1050,
      totalCents: 5950,
    });
    expect(
      orderSummaryFigures([line('18.00', 1)], { code: 'F', discountType: 'fixed', discountValue: '30' }).totalCents,
    ).toBe(0);
  });

  it('upper-cases and trims a typed code', () => {
    expect(normalizePromoCode('  welcome15 ')).toBe('WELCOME15');
    expect(normalizePromoCode('   ')).toBe('');
  });
});

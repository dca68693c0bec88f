import { describe, expect, it } from 'vitest';
import { centsToDecimal } from '../../lib/money';
import type { CartItem } from '../../store/cart/cartItem';
import promoArithmetic from '../../../../openapi/fixtures/promo-arithmetic.json';
import { normalizePromoCode } from '@shop/site/rules.js';
import type { CheckoutQuoteDto } from '../../api/enhanced';
import { type AppliedPromo, orderSummaryFigures, promoDiscountCents, quotedFigures } from './orderSummary';

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
      expect(orderSummaryFigures([line(centsToDecimal(subtotalCents), 1)], applied)).toMatchObject({
        subtotalCents,
        discountCents,
        totalCents,
      });
    },
  );

  it('sums lines in integer cents and subtracts the discount', () => {
    // 3 × 0.10 + 0.20 is 0.5000000000000001 in floating point; in cents it is exactly 50.
    expect(orderSummaryFigures([line('0.10', 3), line('0.20', 1, 2)], null)).toMatchObject({
      subtotalCents: 50,
      discountCents: 0,
      shippingCents: null,
      taxCents: null,
      totalCents: 50,
    });
    expect(
      orderSummaryFigures([line('18.00', 2), line('34.00', 1, 2)], {
        code: 'W',
        discountType: 'percentage',
        discountValue: '15',
      }),
    ).toMatchObject({
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

  describe("the server's quote", () => {
    const standard = {
      id: 1,
      name: 'Standard',
      price: '7.95',
      amount: '7.95',
      freeFrom: '100.00',
      estimateDaysMin: 3,
      estimateDaysMax: 5,
      taxable: true,
    };
    const quote = (over: Partial<CheckoutQuoteDto>): CheckoutQuoteDto => ({
      lines: [],
      subtotal: '29.97',
      promoCode: null,
      discountAmount: null,
      promoRefusal: null,
      shippingOptions: [standard],
      shippingMethodId: 1,
      shippingMethodName: 'Standard',
      shippingAmount: '7.95',
      taxState: 'IN',
      taxRate: '7.000',
      taxAmount: '2.66',
      shippingTaxAmount: '0.56',
      total: '40.58',
      freeShipping: null,
      ...over,
    });
    const local = orderSummaryFigures([line('9.99', 3)], null);

    it('shows its shipping, tax and total once the state is known', () => {
      expect(quotedFigures(local, quote({}))).toEqual({
        subtotalCents: 2997,
        discountCents: 0,
        shippingCents: 795,
        taxCents: 266,
        totalCents: 4058,
        shippingMethodId: 1,
        taxState: 'IN',
        taxRate: '7.000',
      });
    });

    it('leaves shipping and tax to the next step before the state is known: the total is subtotal − discount', () => {
      const figures = quotedFigures(local, quote({ taxState: null, taxRate: null, taxAmount: '0.00', total: '37.92' }));
      expect(figures).toMatchObject({ shippingCents: null, taxCents: null, totalCents: 2997, shippingMethodId: 1 });
    });

    it('knows shipping is free in a shop without methods, even before the address', () => {
      const figures = quotedFigures(
        local,
        quote({ shippingOptions: [], shippingMethodId: null, shippingAmount: '0.00', taxState: null, total: '29.97' }),
      );
      expect(figures).toMatchObject({ shippingCents: 0, taxCents: null, totalCents: 2997, shippingMethodId: null });
    });

    it("keeps the browser's figures until the quote answers", () => {
      expect(quotedFigures(local, undefined)).toBe(local);
    });
  });
});

import type { PromoCode } from './promo-code.entity';
import { toErrorAnswer } from '../http/filters/all-exceptions.filter';
import { minimumText, PROMO_REFUSALS, PromoRefusal, PromoRefusalReason, staticRefusal } from './promo-rules';

const code = (rules: Partial<PromoCode> = {}): PromoCode => ({
  id: 1,
  code: 'EDGE',
  discountType: 'percentage',
  discountValue: '10.00',
  isActive: 1,
  createdAt: new Date(0),
  startsAt: null,
  endsAt: null,
  minimumSubtotal: null,
  usageLimit: null,
  usageLimitPerCustomer: null,
  ...rules,
});

describe('staticRefusal (the rules that need no counting)', () => {
  const start = new Date('2026-12-01T05:00:00.000Z');
  const end = new Date('2027-01-01T05:00:00.000Z');
  const at = (iso: string) => staticRefusal(code({ startsAt: start, endsAt: end }), new Date(iso))?.reason ?? 'ok';

  it('opens at startsAt exactly and closes at endsAt exactly', () => {
    expect(at('2026-12-01T04:59:59.999Z')).toBe('not-started');
    expect(at('2026-12-01T05:00:00.000Z')).toBe('ok');
    expect(at('2027-01-01T04:59:59.999Z')).toBe('ok');
    expect(at('2027-01-01T05:00:00.000Z')).toBe('expired');
  });

  it('accepts a subtotal at exactly the minimum and names the missing amount below it', () => {
    const promo = code({ minimumSubtotal: '50.00' });
    expect(staticRefusal(promo, new Date(), 5000)).toBeNull();
    expect(staticRefusal(promo, new Date(), 3750)?.message).toBe('Add $12.50 more to use this code.');
    expect(staticRefusal(promo, new Date(), 4999)?.message).toBe('Add $0.01 more to use this code.');
    expect(staticRefusal(promo, new Date())).toBeNull();
  });

  it('refuses inactive and missing codes as unknown', () => {
    expect(staticRefusal(code({ isActive: 0 }), new Date())?.reason).toBe('unknown');
    expect(staticRefusal(null, new Date())?.message).toBe('This promo code is not valid or has expired.');
  });
});

describe('PromoRefusal as an answer', () => {
  it.each<[PromoRefusalReason, number]>([
    ['unknown', 404],
    ['not-started', 422],
    ['expired', 422],
    ['used-up', 422],
    ['used-by-customer', 422],
  ])('a %s code is answered with %i and its sentence as error and message', (reason, status) => {
    const refusal = new PromoRefusal(reason);
    const { body, headers } = toErrorAnswer(refusal);
    expect(body).toEqual({
      statusCode: status,
      error: PROMO_REFUSALS[reason as Exclude<PromoRefusalReason, 'minimum'>],
      message: refusal.message,
    });
    expect(headers).toEqual({});
  });

  it('a subtotal below the minimum is a 422 naming the missing amount', () => {
    expect(toErrorAnswer(new PromoRefusal('minimum', minimumText(550))).body).toEqual({
      statusCode: 422,
      error: 'Add $5.50 more to use this code.',
      message: 'Add $5.50 more to use this code.',
    });
  });
});

import { DomainError, DomainErrorKind } from '../common/errors/domain-error';
import { Cents, centsToDecimal, toCents } from '../common/money';
import type { PromoCode } from './promo-code.entity';

/** Why a code does not apply; each has its own sentence, shown in the checkout's 'Invalid promo code' toast. */
export type PromoRefusalReason = 'unknown' | 'not-started' | 'expired' | 'minimum' | 'used-up' | 'used-by-customer';

export const PROMO_REFUSALS: Record<Exclude<PromoRefusalReason, 'minimum'>, string> = {
  unknown: 'This promo code is not valid or has expired.',
  'not-started': 'This promo code is not active yet.',
  expired: 'This promo code has expired.',
  'used-up': 'This promo code has been used up.',
  'used-by-customer': 'This promo code has already been used with this e-mail address.',
};

/** The sentence for a subtotal below the code's minimum: how much more the shopper needs. */
export function minimumText(missing: Cents): string {
  return `Add $${centsToDecimal(missing)} more to use this code.`;
}

/** A promo code that does not apply: an unknown (or inactive) code is not found; any other rule makes it unusable now. */
export class PromoRefusal extends DomainError {
  readonly kind: DomainErrorKind;

  constructor(
    readonly reason: PromoRefusalReason,
    message: string = reason === 'minimum'
      ? 'This order is below the minimum for this promo code.'
      : PROMO_REFUSALS[reason],
  ) {
    super(message);
    this.kind = reason === 'unknown' ? 'not-found' : 'unprocessable';
  }
}

/** The rules that need no counting: active flag, window (start inclusive, end exclusive) and, when known, the minimum. */
export function staticRefusal(promo: PromoCode | null | undefined, now: Date, subtotal?: Cents): PromoRefusal | null {
  if (!promo || promo.isActive !== 1) return new PromoRefusal('unknown');
  if (promo.startsAt && now.getTime() < promo.startsAt.getTime()) return new PromoRefusal('not-started');
  if (promo.endsAt && now.getTime() >= promo.endsAt.getTime()) return new PromoRefusal('expired');
  if (subtotal !== undefined && promo.minimumSubtotal !== null) {
    const missing = toCents(promo.minimumSubtotal) - subtotal;
    if (missing > 0) return new PromoRefusal('minimum', minimumText(missing));
  }
  return null;
}

import type { ShippingPolicyDto } from '../../api/enhanced';
import { formatCents, toCents } from '../../lib/money';

/** docs/product.md, Constants: orders from $100 subtotal ship free (the seeded Standard method's 'free from'). */
export const FREE_SHIPPING_THRESHOLD_CENTS = 100_00;

/**
 * The threshold staff set (`GET /api/shipping-policy`: the lowest 'free from' of the active methods, the setting the
 * checkout prices with), in cents, and the sentence that says how it is measured; null when no method is ever free.
 * Until the policy is known, the spec's $100.
 */
export function freeShippingOf(policy: ShippingPolicyDto | undefined): {
  thresholdCents: number;
  statement: string | null;
} | null {
  if (!policy) return { thresholdCents: FREE_SHIPPING_THRESHOLD_CENTS, statement: null };
  if (!policy.freeShipping) return null;
  return { thresholdCents: toCents(policy.freeShipping.threshold), statement: policy.freeShipping.statement };
}

export interface FreeShippingStatus {
  qualifies: boolean;
  /** 0-100, the progress bar value (subtotal / threshold, capped). */
  percent: number;
  message: string;
}

export function freeShippingStatus(
  subtotalCents: number,
  thresholdCents: number = FREE_SHIPPING_THRESHOLD_CENTS,
): FreeShippingStatus {
  if (subtotalCents >= thresholdCents) {
    return { qualifies: true, percent: 100, message: 'You qualify for free shipping!' };
  }
  return {
    qualifies: false,
    percent: Math.floor((subtotalCents * 100) / thresholdCents),
    message: `Add ${formatCents(thresholdCents - subtotalCents)} more for free shipping`,
  };
}

import type { Order } from '../order.entity';

export const TIMELINE_STEPS = ['placed', 'processing', 'shipped', 'delivered'] as const;
export type TimelineStepName = (typeof TIMELINE_STEPS)[number];

export interface TimelineStep {
  step: TimelineStepName;
  reached: boolean;
  /** When the order reached the step, when known. */
  at: Date | null;
}

const RANK: Record<string, number> = { pending: 0, processing: 1, shipped: 2, delivered: 3 };

/**
 * The shopper's four steps. A live order has reached every step up to its status (staff may jump straight to shipped).
 * A cancelled order shows only the steps it is known to have passed, by their recorded times.
 */
export function orderTimeline(
  order: Pick<Order, 'orderStatus' | 'createdAt' | 'shippedAt' | 'deliveredAt'>,
  processingAt: Date | null,
): TimelineStep[] {
  const at: Record<TimelineStepName, Date | null> = {
    placed: order.createdAt,
    processing: processingAt,
    shipped: order.shippedAt,
    delivered: order.deliveredAt,
  };
  const rank =
    order.orderStatus === 'cancelled' ? -1 : Object.hasOwn(RANK, order.orderStatus) ? RANK[order.orderStatus] : 0;
  return TIMELINE_STEPS.map((step, index) => {
    const reached = step === 'placed' || (rank >= 0 ? index <= rank : at[step] !== null);
    return { step, reached, at: reached ? at[step] : null };
  });
}

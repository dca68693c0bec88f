import type { EntityManager } from 'typeorm';
import { centsToDecimal, toCents } from '../common/money';
import type { Order } from '../orders/order.entity';
import type { PaymentCardDto } from '../orders/dto/payment-card.dto';
import { OrderRefund } from './order-refund.entity';

export type PaidOrder = Pick<Order, 'id' | 'total' | 'paymentId' | 'captureId' | 'refundedCents'>;

/** Cents the payer was charged: the order's total (the capture is checked to equal it before any order exists). */
export const capturedCents = (order: Pick<Order, 'total'>) => toCents(order.total);

/**
 * The order's refunds, oldest first. `latest`: a locking read on MySQL, which sees the latest commits rather than the
 * transaction's snapshot (for a refund that counts them under the order's lock).
 */
export function refundsOf(manager: EntityManager, orderId: number, latest = false): Promise<OrderRefund[]> {
  const locked = latest && manager.connection.options.type === 'mysql';
  return manager.find(OrderRefund, {
    where: { orderId },
    order: { id: 'ASC' },
    ...(locked && { lock: { mode: 'pessimistic_write' as const } }),
  });
}

/** The payment card of the order detail screen; null for a free order (nothing was paid). */
export async function readPaymentCard(
  manager: EntityManager,
  order: PaidOrder,
  providerName: string,
): Promise<PaymentCardDto | null> {
  const captured = capturedCents(order);
  if (captured === 0 || !order.paymentId) return null;
  const refunds = await refundsOf(manager, order.id);
  const sum = (statuses: string[]) =>
    refunds.filter((r) => statuses.includes(r.status)).reduce((total, r) => total + r.amountCents, 0);
  return {
    provider: providerName,
    paymentId: order.paymentId,
    captureId: order.captureId,
    captured: centsToDecimal(captured),
    refunded: centsToDecimal(sum(['completed'])),
    refundPending: centsToDecimal(sum(['requested', 'pending'])),
    remaining: centsToDecimal(Math.max(0, captured - order.refundedCents)),
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: centsToDecimal(r.amountCents),
      lines: r.lines,
      reason: r.reason,
      note: r.note,
      status: r.status,
      providerRefundId: r.providerRefundId,
      requestId: r.requestId,
      failureReason: r.failureReason,
      createdAt: r.createdAt,
    })),
  };
}

import type { EntityManager } from 'typeorm';
import { centsToDecimal, toCents } from '../common/money';
import type { PaymentProviderName } from '../config/app-config';
import type { Order } from '../orders/order.entity';
import type { PaymentCardDto } from './dto/payment-card.dto';
import { OrderRefund } from './order-refund.entity';

/** The providers' names as the back office shows them (the adapters' displayName). */
export const PROVIDER_DISPLAY_NAMES: Record<PaymentProviderName, string> = { paypal: 'PayPal', demo: 'Demo wallet' };

export type PaidOrder = Pick<Order, 'id' | 'total' | 'paymentId' | 'captureId' | 'refundedCents'>;

/** Cents the payer was charged: the order's total (the capture is checked to equal it before any order exists). */
export const capturedCents = (order: Pick<Order, 'total'>) => toCents(order.total);

/** The order's refunds, oldest first. */
export function refundsOf(manager: EntityManager, orderId: number): Promise<OrderRefund[]> {
  return manager.find(OrderRefund, { where: { orderId }, order: { id: 'ASC' } });
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

import { randomBytes } from 'node:crypto';
import type { Repository } from 'typeorm';
import { formatMoney, parseMoney } from '../../common/money';
import { insertRows } from '../../common/plain-insert';
import { PaymentProviderError } from '../payment-provider-error';
import type { CallOptions, PaymentEvent, PaymentOrderRequest, PaymentProvider, ProviderCapture, ProviderOrder, WebhookDelivery } from '../payment-provider';
import { readPayPalEvent } from '../paypal/paypal-events';
import { DemoPayment } from './demo-payment.entity';

const newId = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * An offline wallet with PayPal's order life cycle (CREATED → APPROVED → COMPLETED), kept in the database so any
 * instance can carry on an order another one created: the storefront's demo wallet approves by calling
 * POST /order/{id}/approve. No network and no money; refused in production by the config.
 *
 * Each call is one or two statements on demo_payments: a conditional UPDATE moves the status and its affected-row
 * count says whether this call made the move, so what was just written is not read back.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo' as const;
  readonly displayName = 'Demo wallet';
  readonly clientId = null;
  readonly takesTestOutcomes = true;

  constructor(private readonly payments: Repository<DemoPayment>) {}

  async clientToken(): Promise<string> {
    return newId('demo-client-token');
  }

  async createOrder(request: PaymentOrderRequest): Promise<{ id: string }> {
    const id = newId('DEMO');
    // Only createdAt has a default, and nobody reads it here: one INSERT, nothing read back.
    await insertRows(this.payments.manager, DemoPayment, {
      id,
      status: 'CREATED',
      amount: formatMoney(parseMoney(request.total.value)),
      currency: request.total.currency,
      customId: request.checkoutId,
      outcome: request.testOutcome ?? 'approve',
      captureId: null,
      captureStatus: null,
      capturedAmount: null,
    });
    return { id };
  }

  /** The shopper clicked Approve in the demo wallet. */
  async approve(orderId: string): Promise<DemoPayment['status']> {
    const moved = await this.payments.update({ id: orderId, status: 'CREATED' }, { status: 'APPROVED' });
    if (moved.affected === 1) return 'APPROVED';
    // Approved before, captured already, or no such order (a 404 from find).
    return (await this.find(orderId)).status;
  }

  async getOrder(orderId: string): Promise<ProviderOrder> {
    const order = await this.find(orderId);
    return { id: order.id, status: order.status, amount: { currency: order.currency, value: order.amount }, customId: order.customId, capture: captureOf(order) };
  }

  async captureOrder(orderId: string, _checkoutId: string, options: CallOptions): Promise<ProviderCapture> {
    const order = await this.find(orderId);
    // Like PayPal with the same PayPal-Request-Id: a repeated capture returns the first capture.
    const existing = captureOf(order);
    if (existing) return existing;
    if (order.status !== 'APPROVED') throw new PaymentProviderError('not-approved', `Demo order ${orderId} is ${order.status}, not approved`, { issue: 'ORDER_NOT_APPROVED' });
    switch (order.outcome) {
      case 'decline':
        throw new PaymentProviderError('declined', 'The demo wallet declined the payment', { issue: 'INSTRUMENT_DECLINED' });
      case 'fail':
        throw new PaymentProviderError('unavailable', 'The demo wallet failed (simulated 500)', { status: 500 });
      case 'hang':
        await new Promise((_resolve, reject) => {
          const stop = () => reject(new PaymentProviderError('unavailable', 'The demo wallet did not answer in time (simulated hang)'));
          if (options.signal.aborted) stop();
          options.signal.addEventListener('abort', stop, { once: true });
        });
        throw new PaymentProviderError('unavailable', 'unreachable');
      default: {
        const capture = { captureId: newId('DEMOCAP'), captureStatus: order.outcome === 'pending' ? 'PENDING' : 'COMPLETED', capturedAmount: order.outcome === 'wrong-amount' ? formatMoney(parseMoney(order.amount) + 1) : order.amount };
        // Only the first of several simultaneous captures (on any instance) writes; the others read its capture back.
        const moved = await this.payments.update({ id: orderId, status: 'APPROVED' }, { status: 'COMPLETED', ...capture });
        const captured = moved.affected === 1 ? captureOf({ ...order, ...capture }) : captureOf(await this.find(orderId));
        if (!captured) throw new PaymentProviderError('unavailable', `Demo order ${orderId} could not be captured`);
        return captured;
      }
    }
  }

  /** The demo wallet mimics PayPal's life cycle, so a webhook sent to it is read as PayPal's (and never verifies). */
  readEvent(delivery: WebhookDelivery): PaymentEvent | undefined {
    return readPayPalEvent(delivery.event);
  }

  /** The demo wallet sends no webhooks, so none can be genuine. */
  async verifyWebhook(): Promise<boolean> {
    return false;
  }

  private async find(orderId: string): Promise<DemoPayment> {
    const order = await this.payments.findOneBy({ id: orderId });
    if (!order) throw new PaymentProviderError('not-found', `The demo wallet has no order ${orderId}`, { status: 404 });
    return order;
  }
}

function captureOf(order: Pick<DemoPayment, 'currency' | 'captureId' | 'captureStatus' | 'capturedAmount'>): ProviderCapture | null {
  if (!order.captureId || !order.captureStatus || order.capturedAmount === null) return null;
  return { id: order.captureId, status: order.captureStatus, amount: { currency: order.currency, value: order.capturedAmount } };
}

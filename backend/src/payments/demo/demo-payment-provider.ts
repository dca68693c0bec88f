import { randomBytes } from 'node:crypto';
import { formatMoney, parseMoney } from '../../common/money';
import { PaymentProviderError } from '../payment-provider-error';
import type { CallOptions, Money, PaymentOrderRequest, PaymentProvider, ProviderCapture, ProviderOrder } from '../payment-provider';
import type { DemoOutcome } from './demo-outcomes';

interface DemoOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: Money;
  customId: string;
  outcome: DemoOutcome;
  capture: ProviderCapture | null;
}

const newId = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * An offline wallet with PayPal's order life cycle (CREATED → APPROVED → COMPLETED), kept in memory: the storefront's
 * demo wallet approves by calling POST /order/{id}/approve. No network and no money; refused in production by the config.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo' as const;
  readonly displayName = 'Demo wallet';
  readonly clientId = null;
  private readonly orders = new Map<string, DemoOrder>();
  private readonly outcomes = new Map<string, DemoOutcome>();

  async clientToken(): Promise<string> {
    return newId('demo-client-token');
  }

  /** Set before createOrder (by checkout id) to choose how the capture ends. */
  planOutcome(checkoutId: string, outcome: DemoOutcome): void {
    this.outcomes.set(checkoutId, outcome);
  }

  async createOrder(request: PaymentOrderRequest): Promise<{ id: string }> {
    const id = newId('DEMO');
    const outcome = this.outcomes.get(request.checkoutId) ?? 'approve';
    this.outcomes.delete(request.checkoutId);
    this.orders.set(id, { id, status: 'CREATED', amount: request.total, customId: request.checkoutId, outcome, capture: null });
    return { id };
  }

  /** The shopper clicked Approve in the demo wallet. */
  approve(orderId: string): DemoOrder['status'] {
    const order = this.find(orderId);
    if (order.status === 'CREATED') order.status = 'APPROVED';
    return order.status;
  }

  async getOrder(orderId: string): Promise<ProviderOrder> {
    const order = this.find(orderId);
    return { id: order.id, status: order.status, amount: order.amount, customId: order.customId, capture: order.capture };
  }

  async captureOrder(orderId: string, _checkoutId: string, options: CallOptions): Promise<ProviderCapture> {
    const order = this.find(orderId);
    // Like PayPal with the same PayPal-Request-Id: a repeated capture returns the first capture.
    if (order.capture) return order.capture;
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
        const value = order.outcome === 'wrong-amount' ? formatMoney(parseMoney(order.amount.value) + 1) : order.amount.value;
        const status = order.outcome === 'pending' ? 'PENDING' : 'COMPLETED';
        order.capture = { id: newId('DEMOCAP'), status, amount: { currency: order.amount.currency, value } };
        order.status = 'COMPLETED';
        return order.capture;
      }
    }
  }

  /** The demo wallet sends no webhooks, so none can be genuine. */
  async verifyWebhook(): Promise<boolean> {
    return false;
  }

  private find(orderId: string): DemoOrder {
    const order = this.orders.get(orderId);
    if (!order) throw new PaymentProviderError('not-found', `The demo wallet has no order ${orderId}`, { status: 404 });
    return order;
  }
}

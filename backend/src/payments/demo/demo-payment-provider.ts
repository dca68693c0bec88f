import { createHash, randomUUID } from 'node:crypto';
import type { Repository } from 'typeorm';
import { centsToDecimal, isMoneyString, toCents } from '../../common/money';
import { insertRows } from '../../common/insert-rows';
import { PaymentProviderError } from '../payment-provider-error';
import type {
  CallOptions,
  PaymentEvent,
  PaymentOrderRequest,
  PaymentProvider,
  ProviderCapture,
  ProviderOrder,
  ProviderRefund,
  RefundRequest,
  VaultCharge,
  WebhookDelivery,
} from '../payment-provider';
import { readPayPalEvent } from '../paypal/paypal-events';
import { DemoPayment } from './demo-payment.entity';
import { DemoRefund } from './demo-refund.entity';
import type { DemoApprovalChoice, DemoOutcome, DemoWalletTestSettings } from './demo-outcomes';

/** The 12 random hex digits before a v4 UUID's version digit: randomUUID draws from a cached pool of entropy. */
const newId = (prefix: string) => {
  const uuid = randomUUID();
  return `${prefix}-${`${uuid.slice(0, 8)}${uuid.slice(9, 13)}`.toUpperCase()}`;
};

/** The columns of a demo payment that never change after its INSERT: what a capture needs besides the status. */
type PaymentTerms = Pick<DemoPayment, 'amount' | 'currency' | 'outcome'>;

/** Payments whose terms are remembered (a checkout is captured within minutes of being created, on some instance). */
const REMEMBERED_TERMS = 2000;

/**
 * An offline wallet with PayPal's order life cycle (CREATED → APPROVED → COMPLETED), kept in the database so any
 * instance can carry on an order another one created: the storefront's demo wallet approves by calling
 * POST /order/{id}/approve. No network and no money; refused in production by the config.
 *
 * Each call is one or two statements on demo_payments: a conditional UPDATE moves the status and its affected-row
 * count says whether this call made the move, so what was just written is not read back. A capture right after
 * getOrder (the checkout's read-back before taking money) does not read the row a second time either: its terms are
 * remembered from that read, and the status is the UPDATE's condition.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo' as const;
  readonly displayName = 'Demo wallet';
  readonly clientId = null;
  /** Test-only (see DemoWalletTestSettings): tests set it through the Nest container; no route reaches it. */
  readonly testSettings: DemoWalletTestSettings = { captureOutcome: 'approve', refundOutcome: 'COMPLETED' };

  /** Terms of recently created or read payments, by id; oldest forgotten first. Another instance's payment is read. */
  private readonly terms = new Map<string, PaymentTerms>();

  constructor(private readonly payments: Repository<DemoPayment>) {}

  async clientToken(): Promise<string> {
    return newId('demo-client-token');
  }

  async createOrder(request: PaymentOrderRequest): Promise<{ id: string }> {
    const id = newId('DEMO');
    const terms: PaymentTerms = {
      amount: centsToDecimal(toCents(request.total.value)),
      currency: request.total.currency,
      outcome: this.testSettings.captureOutcome,
    };
    // Only createdAt has a default, and nobody reads it here: one INSERT, nothing read back.
    await insertRows(this.payments.manager, DemoPayment, {
      id,
      status: 'CREATED',
      ...terms,
      customId: request.checkoutId,
      captureId: null,
      captureStatus: null,
      capturedAmount: null,
    });
    this.remember(id, terms);
    return { id };
  }

  /**
   * The shopper pressed a button of the demo wallet's window. Approve keeps the outcome the payment was created with;
   * the others choose how its capture ends.
   */
  async approve(orderId: string, choice: DemoApprovalChoice): Promise<DemoPayment['status']> {
    const approved =
      choice === 'approve' ? { status: 'APPROVED' as const } : { status: 'APPROVED' as const, outcome: choice };
    const moved = await this.payments.update({ id: orderId, status: 'CREATED' }, approved);
    if (moved.affected === 1) {
      const known = this.terms.get(orderId);
      if (known && choice !== 'approve') this.remember(orderId, { ...known, outcome: choice });
      return 'APPROVED';
    }
    // Approved before, captured already, or no such order (a 404 from find).
    return (await this.find(orderId)).status;
  }

  async getOrder(orderId: string): Promise<ProviderOrder> {
    const order = await this.find(orderId);
    return {
      id: order.id,
      status: order.status,
      amount: { currency: order.currency, value: order.amount },
      customId: order.customId,
      capture: captureOf(order),
    };
  }

  /** The wallet of every captured demo payment is stored, like PayPal's vault: renewals charge it by this id. */
  async captureOrder(orderId: string, checkoutId: string, options: CallOptions): Promise<ProviderCapture> {
    return { ...(await this.captureOnce(orderId, checkoutId, options)), vaultId: `${DEMO_VAULT_PREFIX}${orderId}` };
  }

  /**
   * A renewal: one payment created COMPLETED at once. Its id is derived from the request id, so a repeat finds the
   * first charge (the primary key) rather than making another, as PayPal-Request-Id does.
   */
  async chargeVault(request: PaymentOrderRequest, vaultId: string, requestId: string): Promise<VaultCharge> {
    if (!vaultId.startsWith(DEMO_VAULT_PREFIX))
      throw new PaymentProviderError('not-found', `The demo wallet has no stored wallet ${vaultId}`, { status: 404 });
    const id = `DEMO-MIT-${createHash('sha256').update(requestId).digest('hex').slice(0, 24).toUpperCase()}`;
    const earlier = await this.payments.findOneBy({ id });
    const earlierCapture = earlier && captureOf(earlier);
    if (earlierCapture) return { paymentId: id, capture: earlierCapture };
    const outcome = this.testSettings.captureOutcome;
    if (outcome === 'decline')
      throw new PaymentProviderError('declined', 'The demo wallet declined the payment', {
        issue: 'INSTRUMENT_DECLINED',
      });
    if (outcome === 'fail' || outcome === 'hang')
      throw new PaymentProviderError('unavailable', 'The demo wallet failed (simulated 500)', { status: 500 });
    const terms: PaymentTerms = {
      amount: centsToDecimal(toCents(request.total.value)),
      currency: request.total.currency,
      outcome: 'approve',
    };
    await insertRows(
      this.payments.manager,
      DemoPayment,
      { id, status: 'COMPLETED', ...terms, customId: request.checkoutId, ...newCapture(terms) },
      { orIgnore: true },
    );
    return { paymentId: id, capture: captureOf(await this.find(id)) ?? unreachableCapture(id) };
  }

  private async captureOnce(orderId: string, _checkoutId: string, options: CallOptions): Promise<ProviderCapture> {
    const known = this.terms.get(orderId);
    if (known && CAPTURING_OUTCOMES.has(known.outcome)) {
      // An APPROVED payment has no capture yet (the status and the capture are written together): the UPDATE that
      // moves it is the whole capture. When it moves nothing (not approved, captured already), the row is read below.
      const capture = newCapture(known);
      const moved = await this.completeCapture(orderId, capture, known.outcome);
      if (moved.affected === 1) return captureOf({ ...known, ...capture }) ?? unreachableCapture(orderId);
    }
    const order = await this.find(orderId);
    // Like PayPal with the same PayPal-Request-Id: a repeated capture returns the first capture.
    const existing = captureOf(order);
    if (existing) return existing;
    if (order.status !== 'APPROVED')
      throw new PaymentProviderError('not-approved', `Demo order ${orderId} is ${order.status}, not approved`, {
        issue: 'ORDER_NOT_APPROVED',
      });
    switch (order.outcome) {
      case 'decline':
        throw new PaymentProviderError('declined', 'The demo wallet declined the payment', {
          issue: 'INSTRUMENT_DECLINED',
        });
      case 'fail':
        throw new PaymentProviderError('unavailable', 'The demo wallet failed (simulated 500)', { status: 500 });
      case 'hang':
        await new Promise((_resolve, reject) => {
          const stop = () =>
            reject(new PaymentProviderError('unavailable', 'The demo wallet did not answer in time (simulated hang)'));
          if (options.signal.aborted) stop();
          options.signal.addEventListener('abort', stop, { once: true });
        });
        throw new PaymentProviderError('unavailable', 'unreachable');
      default: {
        const capture = newCapture(order);
        // Only the first of several simultaneous captures (on any instance) writes; the others read its capture back.
        const moved = await this.completeCapture(orderId, capture, order.outcome);
        return (
          (moved.affected === 1 ? captureOf({ ...order, ...capture }) : captureOf(await this.find(orderId))) ??
          unreachableCapture(orderId)
        );
      }
    }
  }

  /**
   * Refunds in its table with PayPal's life cycle: COMPLETED at once unless the test setting says PENDING (settled
   * later by settleRefund and its webhook), FAILED, or that the answer is lost. The unique request id makes a repeat
   * return the first refund, as PayPal-Request-Id does. The shop keeps the sum within the capture.
   */
  async refundCapture(captureId: string, request: RefundRequest): Promise<ProviderRefund> {
    const manager = this.payments.manager;
    const paid = await manager.findOneBy(DemoPayment, { captureId });
    if (!paid)
      throw new PaymentProviderError('not-found', `The demo wallet has no capture ${captureId}`, { status: 404 });
    const earlier = await manager.findOneBy(DemoRefund, { requestId: request.requestId });
    if (earlier) return { id: earlier.id, status: earlier.status };
    const outcome = this.testSettings.refundOutcome;
    const row = {
      id: newId('DEMOREF'),
      captureId,
      requestId: request.requestId,
      amount: centsToDecimal(toCents(request.amount.value)),
      status: outcome === 'answer-lost' ? 'COMPLETED' : outcome,
    };
    await insertRows(manager, DemoRefund, row, { orIgnore: true });
    const refund = await manager.findOneBy(DemoRefund, { requestId: request.requestId });
    if (!refund) throw new PaymentProviderError('unavailable', `The demo wallet lost refund ${request.requestId}`);
    if (outcome === 'answer-lost')
      throw new PaymentProviderError('unavailable', 'The demo wallet refunded; its answer was lost', { status: 500 });
    return { id: refund.id, status: refund.status };
  }

  /**
   * Test-only, like the test setting: the wallet settles a PENDING refund and returns the webhook event it sends about
   * it (PayPal's PAYMENT.CAPTURE.REFUNDED shape), for the test to deliver. Undefined when the refund is not pending.
   */
  async settleRefund(refundId: string, status: 'COMPLETED' | 'FAILED'): Promise<Record<string, unknown> | undefined> {
    const manager = this.payments.manager;
    const moved = await manager.update(DemoRefund, { id: refundId, status: 'PENDING' }, { status });
    const refund = await manager.findOneBy(DemoRefund, { id: refundId });
    if (moved.affected !== 1 || !refund) return undefined;
    return {
      id: newId('WH-DEMO'),
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource_type: 'refund',
      resource: {
        id: refund.id,
        status: refund.status,
        amount: { currency_code: 'USD', value: refund.amount },
        custom_id: refund.requestId,
        links: [{ rel: 'up', href: `demo://captures/${refund.captureId}`, method: 'GET' }],
      },
    };
  }

  /** The demo wallet mimics PayPal's life cycle, so a webhook sent to it is read as PayPal's (and never verifies). */
  readEvent(delivery: WebhookDelivery): PaymentEvent | undefined {
    return readPayPalEvent(delivery.event);
  }

  /**
   * The demo wallet sends one kind of webhook, about the refunds it settles; a delivery is genuine when it says what
   * the wallet's own table says (that refund, of that capture, with that status and amount). Everything else is not.
   */
  async verifyWebhook(delivery: WebhookDelivery): Promise<boolean> {
    const event = readPayPalEvent(delivery.event);
    if (event?.kind !== 'refund' || event.reversal) return false;
    const refund = await this.payments.manager.findOneBy(DemoRefund, { id: event.refundId });
    return (
      refund !== null &&
      refund.status === event.status &&
      refund.captureId === event.captureId &&
      refund.requestId === event.requestId &&
      isMoneyString(event.amount?.value ?? '') &&
      toCents(event.amount?.value ?? '') === toCents(refund.amount)
    );
  }

  private async find(orderId: string): Promise<DemoPayment> {
    const order = await this.payments.findOneBy({ id: orderId });
    if (!order) throw new PaymentProviderError('not-found', `The demo wallet has no order ${orderId}`, { status: 404 });
    this.remember(orderId, order);
    return order;
  }

  /**
   * APPROVED → COMPLETED with the capture: only the first of several simultaneous captures (on any instance) moves it.
   * The outcome is part of the condition: a choice made in the wallet's window on another instance is then read back.
   */
  private completeCapture(
    orderId: string,
    capture: Pick<DemoPayment, 'captureId' | 'captureStatus' | 'capturedAmount'>,
    outcome: DemoOutcome,
  ) {
    return this.payments.update({ id: orderId, status: 'APPROVED', outcome }, { status: 'COMPLETED', ...capture });
  }

  private remember(id: string, { amount, currency, outcome }: PaymentTerms): void {
    this.terms.delete(id);
    this.terms.set(id, { amount, currency, outcome });
    if (this.terms.size > REMEMBERED_TERMS) this.terms.delete(this.terms.keys().next().value as string);
  }
}

const DEMO_VAULT_PREFIX = 'DEMO-VAULT-';

/** The outcomes whose capture takes money (the others throw before any write). */
const CAPTURING_OUTCOMES: ReadonlySet<DemoOutcome> = new Set<DemoOutcome>(['approve', 'pending', 'wrong-amount']);

function newCapture(terms: PaymentTerms): Pick<DemoPayment, 'captureId' | 'captureStatus' | 'capturedAmount'> {
  return {
    captureId: newId('DEMOCAP'),
    captureStatus: terms.outcome === 'pending' ? 'PENDING' : 'COMPLETED',
    capturedAmount: terms.outcome === 'wrong-amount' ? centsToDecimal(toCents(terms.amount) + 1) : terms.amount,
  };
}

function unreachableCapture(orderId: string): never {
  throw new PaymentProviderError('unavailable', `Demo order ${orderId} could not be captured`);
}

function captureOf(
  order: Pick<DemoPayment, 'currency' | 'captureId' | 'captureStatus' | 'capturedAmount'>,
): ProviderCapture | null {
  if (!order.captureId || !order.captureStatus || order.capturedAmount === null) return null;
  return {
    id: order.captureId,
    status: order.captureStatus,
    amount: { currency: order.currency, value: order.capturedAmount },
  };
}

import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import {
  Conflict,
  NotFound,
  PaymentNotCompleted,
  PaymentProviderFailed,
  ValidationProblem,
} from '../common/errors/domain-errors';
import { Cents, centsToDecimal, isMoneyString, toCents } from '../common/money';
import { insertRows } from '../common/insert-rows';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { OrderEmailsService } from '../mail/order-emails.service';
import { StockLevelsService } from '../catalog/inventory/stock-levels.service';
import { ShopMetrics } from '../metrics/shop-metrics';
import { CheckoutWriteLock } from '../orders/checkout-write-lock';
import { NewOrderEvent, recordOrderEvents } from '../order-events/order-event-records';
import { OrderItem } from '../orders/order-item.entity';
import { Order } from '../orders/order.entity';
import { PromoRedemption } from '../promos/promo-redemption.entity';
import { CURRENCY } from '../payments/payment-provider';
import { PAYMENT_PROVIDER, PaymentEvent, PaymentProvider, ProviderRefund } from '../payments/payment-provider';
import { PaymentProviderError } from '../payments/payment-provider-error';
import type { CreateRefundDto } from './dto/create-refund.dto';
import type { PaymentCardDto } from './dto/payment-card.dto';
import { OrderRefund, RefundLine, RefundStatus } from './order-refund.entity';
import { amountCents, ChargedOrder, coversEveryUnit, linesRefundCents, refundedUnits } from './refund-amount';
import { capturedCents, readPaymentCard, refundsOf } from './payment-card';
import { unitsToPutBack } from './refund-restock';

/** Statuses an order can be cancelled from together with its whole refund (nothing has left the shop yet). */
const CANCELLABLE = ['pending', 'processing'];

/** Which earlier statuses a refund may move from to each settled status (a settled refund never moves again). */
const MOVES_FROM: Record<Exclude<RefundStatus, 'requested'>, RefundStatus[]> = {
  pending: ['requested'],
  completed: ['requested', 'pending'],
  failed: ['requested', 'pending'],
};

/** The provider's refund status in the shop's terms. */
function settledStatus(providerStatus: string): Exclude<RefundStatus, 'requested'> {
  if (providerStatus === 'COMPLETED') return 'completed';
  if (providerStatus === 'PENDING') return 'pending';
  return 'failed';
}

type EventRefund = Extract<PaymentEvent, { kind: 'refund' }>;
export type RefundWebhookOutcome = 'refund-recorded' | 'refund-settled' | 'ignored';

/**
 * Refunds of an order's payment. The cents are held on the order first (a conditional UPDATE that keeps the sum of
 * refunds within what was captured, on any number of instances), the refund row is written with them, and only then is
 * the provider asked, with a request id fixed per refund. The provider's answer, or later its webhook, settles it:
 * completed (history, e-mail, the promo code's use given back when the whole order went back before shipping) or
 * failed (the cents are held no more).
 */
@Injectable()
export class OrderRefundsService {
  private readonly logger = new Logger('Refunds');

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lock: CheckoutWriteLock,
    private readonly orderEmails: OrderEmailsService,
    private readonly metrics: ShopMetrics,
    private readonly stockLevels: StockLevelsService,
  ) {}

  /** The payment card of an order (also part of the order detail). */
  async card(orderId: number): Promise<PaymentCardDto | null> {
    const order = await this.dataSource.manager.findOneBy(Order, { id: orderId });
    if (!order) throw orderNotFound(orderId);
    return readPaymentCard(this.dataSource.manager, order, this.provider.displayName);
  }

  /** POST /api/admin/orders/{id}/refunds. */
  async refund(orderId: number, input: CreateRefundDto): Promise<PaymentCardDto> {
    if (input.requestId) {
      const earlier = await this.dataSource.manager.findOneBy(OrderRefund, { requestId: input.requestId });
      if (earlier && earlier.orderId !== orderId)
        throw new Conflict('That requestId belongs to a refund of another order.');
      if (earlier) return this.restockAfter(input, earlier, await this.retry(earlier));
    }
    if (input.amount !== undefined && input.lines !== undefined)
      throw new ValidationProblem(
        'Send either amount or lines, not both.',
        'Send either amount or lines (or neither, to refund the whole remaining amount), not both.',
      );
    if (input.restock && input.amount !== undefined)
      throw new ValidationProblem(
        'restock is for a refund of lines or of the whole remaining amount, not of an amount.',
      );
    const order = await this.dataSource.manager.findOneBy(Order, { id: orderId });
    if (!order) throw orderNotFound(orderId);
    const captured = capturedCents(order);
    if (captured === 0 || !order.paymentId)
      throw new PaymentNotCompleted(
        'Nothing was paid for this order.',
        'This order was free: there is no payment to refund.',
      );
    if (!order.captureId) {
      throw new PaymentNotCompleted(
        'The payment of this order cannot be refunded here.',
        `The shop does not know which ${this.provider.displayName} capture paid this order: refund it in the ${this.provider.displayName} dashboard.`,
      );
    }
    const remaining = captured - order.refundedCents;
    const amount = await this.requestedCents(order, input, remaining);
    if (amount <= 0 || remaining <= 0) throw nothingRemains(order);

    const refund = await this.hold(order, amount, input);
    return this.restockAfter(input, refund, await this.send(refund, order.captureId));
  }

  /** 'Put back in stock', once the provider has accepted the refund; once per refund (the event's note names it). */
  private async restockAfter(
    input: CreateRefundDto,
    refund: OrderRefund,
    card: PaymentCardDto,
  ): Promise<PaymentCardDto> {
    if (!input.restock) return card;
    const { status } = await this.dataSource.manager.findOneByOrFail(OrderRefund, { id: refund.id });
    if (status === 'failed') return card;
    const items = await this.dataSource.manager.find(OrderItem, { where: { orderId: refund.orderId } });
    const lines = unitsToPutBack(items, refund.lines, await this.stockLevels.returnedUnits(refund.orderId));
    await this.stockLevels.restock(refund.orderId, lines, `Refund #${refund.id}: ${refund.reason}`.slice(0, 500));
    return card;
  }

  /** What the request asks for, in cents: the whole remaining amount, an amount, or lines with the discount apportioned. */
  private async requestedCents(order: Order, input: CreateRefundDto, remaining: Cents): Promise<Cents> {
    if (input.amount !== undefined) return amountCents(input.amount);
    if (input.lines === undefined) return remaining;
    const items = await this.dataSource.manager.find(OrderItem, { where: { orderId: order.id } });
    const charged: ChargedOrder = {
      subtotal: toCents(order.subtotal),
      total: capturedCents(order),
      lines: items.map((i) => ({ id: i.id, price: toCents(i.price), quantity: i.quantity })),
    };
    const earlier = refundedUnits(
      (await refundsOf(this.dataSource.manager, order.id)).filter((r) => r.status !== 'failed'),
    );
    // The last units of the order take whatever remains, so rounding never leaves a cent behind.
    if (coversEveryUnit(charged, input.lines, earlier)) return remaining;
    return Math.min(linesRefundCents(charged, input.lines, earlier), remaining);
  }

  /**
   * Holds the cents on the order and writes the refund, in one transaction. The UPDATE's condition is the rule itself
   * (refunded + amount ≤ captured): of simultaneous refunds on any instance, the row lock lets each in turn see the
   * others' commits, and one that no longer fits changes nothing and is refused with what remains.
   */
  private async hold(order: Order, amount: Cents, input: CreateRefundDto): Promise<OrderRefund> {
    const captured = capturedCents(order);
    const requestId = input.requestId ?? randomUUID();
    const wholeRemaining = amount === captured - order.refundedCents;
    if (input.cancelOrder && !(wholeRemaining && CANCELLABLE.includes(order.orderStatus))) {
      throw new ValidationProblem(
        'cancelOrder is only for a refund of the whole remaining amount of a pending or processing order.',
      );
    }
    const note = input.note || null;
    const id = await this.lock.run(() =>
      this.dataSource.transaction(async (manager) => {
        const held = await manager
          .createQueryBuilder()
          .update(Order)
          .set({ refundedCents: () => 'refundedCents + :amount' })
          .where('id = :id AND refundedCents + :amount <= :captured', { id: order.id, amount, captured })
          .execute();
        if (held.affected !== 1) throw nothingRemains(await manager.findOneByOrFail(Order, { id: order.id }), amount);
        const lines: RefundLine[] | null =
          input.lines?.map((l) => ({ orderItemId: l.orderItemId, quantity: l.quantity })) ?? null;
        await insertRows(manager, OrderRefund, {
          orderId: order.id,
          amountCents: amount,
          lines,
          reason: input.reason,
          note,
          status: 'requested',
          providerRefundId: null,
          requestId,
          failureReason: null,
        });
        const events: NewOrderEvent[] = [
          {
            orderId: order.id,
            kind: 'refund_requested',
            toValue: centsToDecimal(amount),
            note: staffNote(input.reason, note),
          },
        ];
        if (input.cancelOrder && order.orderStatus !== 'cancelled') {
          const moved = await manager.update(
            Order,
            { id: order.id, orderStatus: In(CANCELLABLE) },
            { orderStatus: 'cancelled' },
          );
          if (moved.affected === 1)
            events.push({
              orderId: order.id,
              kind: 'status_changed',
              fromValue: order.orderStatus,
              toValue: 'cancelled',
            });
        }
        await recordOrderEvents(manager, events);
        return (await manager.findOneByOrFail(OrderRefund, { requestId })).id;
      }),
    );
    this.metrics.refundOutcome('requested');
    return this.dataSource.manager.findOneByOrFail(OrderRefund, { id });
  }

  /** The same request again: a refund whose provider answer never came is asked again with its own request id. */
  private async retry(refund: OrderRefund): Promise<PaymentCardDto> {
    if (refund.status !== 'requested') return this.cardOf(refund.orderId);
    const order = await this.dataSource.manager.findOneByOrFail(Order, { id: refund.orderId });
    return this.send(refund, order.captureId ?? '');
  }

  /** Asks the provider and settles the refund from its answer; a lost answer leaves it requested (retry = same id). */
  private async send(refund: OrderRefund, captureId: string): Promise<PaymentCardDto> {
    const name = this.provider.displayName;
    let answer: ProviderRefund;
    try {
      answer = await this.provider.refundCapture(
        captureId,
        {
          requestId: refund.requestId,
          amount: { currency: CURRENCY, value: centsToDecimal(refund.amountCents) },
          noteToPayer: refund.note,
        },
        { signal: AbortSignal.timeout(this.config.paypal.timeoutMs) },
      );
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      this.metrics.paymentFailed(error.failure);
      this.logger.warn(`${name} refund ${refund.requestId} of order ${refund.orderId} failed: ${error.message}`);
      if (error.failure === 'unavailable') {
        await this.lock.run(() =>
          this.dataSource.manager.update(
            OrderRefund,
            { id: refund.id, status: 'requested' },
            { failureReason: error.message.slice(0, 255) },
          ),
        );
        this.metrics.refundOutcome('unanswered');
        throw new PaymentProviderFailed(
          `Failed to refund ${name} payment`,
          `${name} did not confirm the refund of ${centsToDecimal(refund.amountCents)}. Send the same request again (requestId ${refund.requestId}) to retry: it never refunds twice.`,
        );
      }
      await this.settle(refund.id, 'failed', null, error.message);
      throw new PaymentNotCompleted(
        `${name} refused the refund.`,
        `${name} refused the refund of ${centsToDecimal(refund.amountCents)} (${error.details.issue ?? error.details.name ?? error.failure}); nothing was refunded.`,
      );
    }
    const status = await this.settle(
      refund.id,
      settledStatus(answer.status),
      answer.id,
      answer.status === 'COMPLETED' || answer.status === 'PENDING' ? null : `${name} answered ${answer.status}`,
    );
    if (status === 'failed')
      throw new PaymentNotCompleted(
        `${name} refused the refund.`,
        `${name} answered ${answer.status} for the refund of ${centsToDecimal(refund.amountCents)}; nothing was refunded.`,
      );
    return this.cardOf(refund.orderId);
  }

  /**
   * Moves a refund to a settled status once (a conditional UPDATE: the provider's answer and its webhook may race) and
   * does what that status means, in the same transaction. Returns the refund's status afterwards.
   */
  async settle(
    refundId: number,
    status: Exclude<RefundStatus, 'requested'>,
    providerRefundId: string | null,
    failureReason: string | null,
  ): Promise<RefundStatus> {
    const moved = await this.lock.run(() =>
      this.dataSource.transaction(async (manager) => {
        const update = await manager
          .createQueryBuilder()
          .update(OrderRefund)
          .set({
            status,
            providerRefundId: () => 'COALESCE(providerRefundId, :providerRefundId)',
            failureReason: failureReason?.slice(0, 255) ?? null,
          })
          .where('id = :refundId AND status IN (:...from)', { refundId, from: MOVES_FROM[status], providerRefundId })
          .execute();
        if (update.affected !== 1) return false;
        const refund = await manager.findOneByOrFail(OrderRefund, { id: refundId });
        await this.afterSettled(manager, refund);
        return true;
      }),
    );
    if (moved) this.metrics.refundOutcome(status);
    return (await this.dataSource.manager.findOneByOrFail(OrderRefund, { id: refundId })).status;
  }

  /** What a settled refund means for the order: history, the cents held, the e-mail, the promo code's use. */
  private async afterSettled(manager: EntityManager, refund: OrderRefund): Promise<void> {
    const amount = centsToDecimal(refund.amountCents);
    if (refund.status === 'failed') {
      await manager
        .createQueryBuilder()
        .update(Order)
        .set({ refundedCents: () => 'refundedCents - :amount' })
        .where('id = :id', { id: refund.orderId, amount: refund.amountCents })
        .execute();
      await recordOrderEvents(manager, [
        { orderId: refund.orderId, kind: 'refund_failed', toValue: amount, note: refund.failureReason ?? refund.note },
      ]);
      return;
    }
    if (refund.status !== 'completed') return;
    await recordOrderEvents(manager, [
      { orderId: refund.orderId, kind: 'refunded', toValue: amount, note: staffNote(refund.reason, refund.note) },
    ]);
    const order = await manager.findOneByOrFail(Order, { id: refund.orderId });
    const items = refund.lines ? await manager.find(OrderItem, { where: { orderId: order.id } }) : [];
    await this.orderEmails.queueRefund(manager, order, {
      refundId: refund.id,
      amount,
      lines: describeLines(refund.lines, items),
    });
    await this.giveBackPromoUse(manager, order);
  }

  /**
   * A promo code's use goes back when the whole order has been refunded before it shipped (docs/promotions.md): the
   * shopper got nothing for it. A partly refunded, or shipped, order keeps its use.
   */
  private async giveBackPromoUse(manager: EntityManager, order: Order): Promise<void> {
    if (!order.promoCode || order.shippedAt || !CANCELLABLE.concat('cancelled').includes(order.orderStatus)) return;
    const done = await manager
      .createQueryBuilder(OrderRefund, 'r')
      .select('SUM(r.amountCents)', 'cents')
      .where('r.orderId = :orderId AND r.status = :status', { orderId: order.id, status: 'completed' })
      .getRawOne<{ cents: number | string | null }>();
    if (Number(done?.cents ?? 0) < capturedCents(order)) return;
    await manager.delete(PromoRedemption, { orderId: order.id, status: 'redeemed' });
  }

  /** A refund event from the provider's webhook: settles ours, or records one made in the provider's dashboard. */
  async fromWebhook(event: EventRefund): Promise<RefundWebhookOutcome> {
    const manager = this.dataSource.manager;
    const ours =
      (event.requestId ? await manager.findOneBy(OrderRefund, { requestId: event.requestId }) : null) ??
      (await manager.findOneBy(OrderRefund, { providerRefundId: event.refundId }));
    const status = settledStatus(event.status);
    if (ours) {
      await this.settle(
        ours.id,
        status,
        event.refundId,
        status === 'failed' ? `${this.provider.displayName} reported ${event.status}` : null,
      );
      return 'refund-settled';
    }
    if (status === 'failed' || !event.captureId || !event.amount || !isMoneyString(event.amount.value))
      return 'ignored';
    const order = await manager.findOneBy(Order, { captureId: event.captureId });
    if (!order) return 'ignored';
    const amount = toCents(event.amount.value);
    const reason = event.reversal
      ? `Reversed by ${this.provider.displayName}`
      : `Refunded in the ${this.provider.displayName} dashboard`;
    const requestId = `provider-${event.refundId}`.slice(0, 64);
    const inserted = await this.lock.run(() =>
      this.dataSource.transaction(async (tx) => {
        await insertRows(
          tx,
          OrderRefund,
          {
            orderId: order.id,
            amountCents: amount,
            lines: null,
            reason,
            note: null,
            status: 'pending',
            providerRefundId: event.refundId,
            requestId,
            failureReason: null,
          },
          { orIgnore: true },
        );
        const refund = await tx.findOneByOrFail(OrderRefund, { providerRefundId: event.refundId });
        if (refund.requestId !== requestId || refund.status !== 'pending') return null;
        // The money already moved at the provider: it counts whatever the shop held.
        await tx
          .createQueryBuilder()
          .update(Order)
          .set({ refundedCents: () => 'refundedCents + :amount' })
          .where('id = :id', { id: order.id, amount })
          .execute();
        await recordOrderEvents(tx, [
          { orderId: order.id, kind: 'refund_requested', toValue: centsToDecimal(amount), note: reason },
        ]);
        return refund.id;
      }),
    );
    if (inserted === null) return 'ignored';
    if (status === 'completed') await this.settle(inserted, 'completed', event.refundId, null);
    return 'refund-recorded';
  }

  private cardOf(orderId: number): Promise<PaymentCardDto> {
    return this.card(orderId).then((card) => card ?? Promise.reject(new Error(`Order ${orderId} has no payment card`)));
  }
}

function staffNote(reason: string, note: string | null): string {
  return note ? `${reason}: ${note}` : reason;
}

function describeLines(lines: RefundLine[] | null, items: OrderItem[]): Array<{ name: string; quantity: number }> {
  return (lines ?? []).map((l) => {
    const item = items.find((i) => i.id === l.orderItemId);
    return {
      name: item ? [item.productName, item.size].filter(Boolean).join(' ') : `Line ${l.orderItemId}`,
      quantity: l.quantity,
    };
  });
}

function orderNotFound(id: number): NotFound {
  return new NotFound('Order not found', `No order has the id ${id}.`);
}

/** The 409 that names what is left to refund. */
function nothingRemains(order: Order, asked?: Cents): Conflict {
  const remaining = centsToDecimal(Math.max(0, capturedCents(order) - order.refundedCents));
  const text =
    asked === undefined
      ? `Only ${remaining} USD remains to refund on this order.`
      : `The refund of ${centsToDecimal(asked)} USD is more than the ${remaining} USD that remains to refund on this order.`;
  return new Conflict(`Only ${remaining} USD remains to refund.`, text);
}

import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CatalogService } from '../catalog/catalog.service';
import { StockLevelsService } from '../catalog/inventory/stock-levels.service';
import { isUniqueViolation } from '../common/database-errors';
import {
  Conflict,
  NotFound,
  PaymentNotCompleted,
  PaymentProviderFailed,
  ValidationProblem,
} from '../common/errors/domain-errors';
import { insertRows } from '../common/insert-rows';
import { Cents, centsToDecimal, isMoneyString, toCents } from '../common/money';
import { serializeOnSqlite } from '../common/sqlite-write-lock';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ShopMetrics } from '../metrics/shop-metrics';
import { NewOrderEvent, recordOrderEvents } from '../order-events/order-event-records';
import { OrderEvents } from '../order-events/order-events';
import type { PaymentCardDto } from '../orders/dto/payment-card.dto';
import { OrderRefundLedger } from '../orders/order-refund-ledger.service';
import {
  type CompletedRefunds,
  OrderRefundReads,
  type OrderRefundReader,
  type RefundSummary,
} from '../orders/order-refund-reads';
import type { OrderItem } from '../orders/order-item.entity';
import { Order } from '../orders/order.entity';
import { CURRENCY } from '../payments/payment-provider';
import { PAYMENT_PROVIDER, PaymentEvent, PaymentProvider, ProviderRefund } from '../payments/payment-provider';
import { PaymentProviderError } from '../payments/payment-provider-error';
import { PromoRedemptionsService } from '../promos/promo-redemptions.service';
import type { CreateRefundDto } from './dto/create-refund.dto';
import type { RefundPreviewDto } from './dto/refund-preview.dto';
import { OrderRefund, RefundLine, RefundStatus } from './order-refund.entity';
import { capturedCents, readPaymentCard, refundsOf } from './payment-card';
import { ChargedOrder, priceRefund, RefundAsk, refundedShipping, refundedUnits } from './refund-amount';
import { unitsToPutBack } from './refund-restock';

/** Beyond the provider's timeout, how long a refund's first request may take to record its outcome. */
const SENDER_GRACE_MS = 5_000;

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

/** What `hold` found: a new refund to send, or the earlier refund of the same requestId. */
type Held = { refund: OrderRefund; captureId: string } | { earlier: OrderRefund };

/**
 * Refunds of an order's payment. Each refund is counted and written in one transaction that first locks the order's
 * row (OrderRefundLedger.lockForRefund): the cents and the units left per line are read under that lock, priced
 * (priceRefund), held on the order and written with the refund, so simultaneous refunds on any number of instances
 * count one after the other. Only then is the provider asked, with a request id fixed per refund. The provider's
 * answer, or later its webhook, settles it: completed (history, the order event mail listens to, the promo code's use
 * given back when the whole order went back before shipping) or failed (the cents are held no more). Orders, promos and
 * stock are asked through their services with the transaction's manager; this module writes only its own table.
 */
@Injectable()
export class OrderRefundsService implements OrderRefundReader, OnModuleInit {
  private readonly logger = new Logger('Refunds');

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: OrderRefundLedger,
    private readonly refundReads: OrderRefundReads,
    private readonly orderEvents: OrderEvents,
    private readonly promoRedemptions: PromoRedemptionsService,
    private readonly metrics: ShopMetrics,
    private readonly stockLevels: StockLevelsService,
    private readonly catalog: CatalogService,
  ) {}

  onModuleInit(): void {
    this.refundReads.provide(this);
  }

  /** The payment card of an order (also part of the order detail). */
  async card(orderId: number): Promise<PaymentCardDto | null> {
    const order = await this.dataSource.manager.findOneBy(Order, { id: orderId });
    if (!order) throw orderNotFound(orderId);
    return this.paymentCard(this.dataSource.manager, order);
  }

  paymentCard(manager: EntityManager, order: Order): Promise<PaymentCardDto | null> {
    return readPaymentCard(manager, order, this.provider.displayName);
  }

  async completedRefunds(manager: EntityManager, orderIds: number[]): Promise<Map<number, CompletedRefunds>> {
    if (orderIds.length === 0) return new Map();
    const rows = await manager
      .createQueryBuilder(OrderRefund, 'r')
      .select(['r.orderId', 'r.amountCents', 'r.updatedAt'])
      .where('r.orderId IN (:...orderIds)', { orderIds })
      .andWhere("r.status = 'completed'")
      .orderBy('r.updatedAt', 'ASC')
      .addOrderBy('r.id', 'ASC')
      .getMany();
    const byOrder = new Map<number, CompletedRefunds>();
    for (const refund of rows) {
      // A completed refund never moves again (MOVES_FROM), so its last update is when it completed.
      const entry = byOrder.get(refund.orderId) ?? { cents: 0, dates: [] };
      entry.cents += refund.amountCents;
      entry.dates.push(refund.updatedAt);
      byOrder.set(refund.orderId, entry);
    }
    return byOrder;
  }

  async refundsOf(manager: EntityManager, orderId: number): Promise<RefundSummary[]> {
    return (await refundsOf(manager, orderId)).map(({ amountCents, status, createdAt }) => ({
      amountCents,
      status,
      createdAt,
    }));
  }

  /** POST /api/admin/orders/{id}/refunds/preview: what the refund would return now, priced as the refund prices it. */
  async preview(orderId: number, ask: RefundAsk): Promise<RefundPreviewDto> {
    assertAsk(ask);
    const manager = this.dataSource.manager;
    const order = await manager.findOneBy(Order, { id: orderId });
    if (!order) throw orderNotFound(orderId);
    const { amount, remaining, shippingRemaining } = await this.price(manager, order, ask, false);
    return {
      amount: centsToDecimal(amount),
      remaining: centsToDecimal(remaining),
      shippingRemaining: centsToDecimal(shippingRemaining),
    };
  }

  /** POST /api/admin/orders/{id}/refunds. */
  async refund(orderId: number, input: CreateRefundDto): Promise<PaymentCardDto> {
    assertAsk(input);
    if (input.restock && (input.amount !== undefined || (input.shipping !== undefined && !input.lines)))
      throw new ValidationProblem(
        'restock is for a refund of lines or of the whole remaining amount, not of an amount or of shipping alone.',
      );
    if (input.requestId) {
      const earlier = await this.dataSource.manager.findOneBy(OrderRefund, { requestId: input.requestId });
      if (earlier) return this.repeated(orderId, input, earlier);
    }
    const held = await this.hold(orderId, input);
    if ('earlier' in held) return this.repeated(orderId, input, held.earlier);
    return this.restockAfter(input, held.refund, await this.send(held.refund, held.captureId));
  }

  /**
   * The same requestId again: the first refund's card. While the first request is still asking the provider the
   * answer is a 409 to try again shortly; a refund whose provider answer never came is asked again with its own
   * request id (the provider refunds it once).
   */
  private async repeated(orderId: number, input: CreateRefundDto, earlier: OrderRefund): Promise<PaymentCardDto> {
    if (earlier.orderId !== orderId) throw new Conflict('That requestId belongs to a refund of another order.');
    if (this.stillSending(earlier))
      throw new Conflict(
        'This refund is still being sent.',
        `The refund with requestId ${earlier.requestId} is still waiting for ${this.provider.displayName}'s answer: send the same request again in a moment to see how it ended.`,
      );
    const order = await this.dataSource.manager.findOneByOrFail(Order, { id: orderId });
    const card =
      earlier.status === 'requested' ? await this.send(earlier, order.captureId ?? '') : await this.cardOf(orderId);
    return this.restockAfter(input, earlier, card);
  }

  /**
   * A requested refund with no failure recorded, younger than the provider's timeout (and a few seconds): its first
   * request is still waiting for the answer. An older one lost its sender (a restart) and may be asked again.
   */
  private stillSending(refund: OrderRefund): boolean {
    const deadline = refund.createdAt.getTime() + this.config.paypal.timeoutMs + SENDER_GRACE_MS;
    return refund.status === 'requested' && refund.failureReason === null && Date.now() < deadline;
  }

  /**
   * What `ask` costs on this order now: priced from the order's captured and refunded cents and the units earlier
   * refunds (not failed) took, and the shipping they returned. `latest` reads the refunds with a locking read (inside
   * `hold`, under the order's lock). `shipping`: the shipping cents (before tax) this refund returns.
   */
  private async price(
    manager: EntityManager,
    order: Order,
    ask: RefundAsk,
    latest: boolean,
  ): Promise<{ amount: Cents; remaining: Cents; captureId: string; shipping: Cents; shippingRemaining: Cents }> {
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
    const earlierRefunds = (await refundsOf(manager, order.id, latest)).filter((r) => r.status !== 'failed');
    const shippingCharged = { cents: toCents(order.shippingAmount), tax: toCents(order.shippingTaxAmount) };
    const shippingBefore = refundedShipping(earlierRefunds);
    const shippingRemaining = Math.max(0, shippingCharged.cents - shippingBefore);
    if (remaining <= 0) throw nothingRemains(order);
    const items = ask.lines ? await this.ledger.items(manager, order.id) : [];
    const charged: ChargedOrder = {
      subtotal: toCents(order.subtotal),
      total: captured,
      lines: linesCharged(order, items).map((share, n) => ({
        id: items[n].id,
        price: toCents(items[n].price),
        quantity: items[n].quantity,
        ...share,
      })),
      shipping: shippingCharged,
    };
    const amount = priceRefund(charged, ask, refundedUnits(earlierRefunds), remaining, shippingBefore);
    if (amount <= 0) throw nothingRemains(order);
    if (amount > remaining) throw nothingRemains(order, amount);
    const shipping = ask.amount === undefined && ask.shipping !== undefined ? toCents(ask.shipping) : 0;
    return { amount, remaining, captureId: order.captureId, shipping, shippingRemaining };
  }

  /**
   * Counts, prices and writes the refund in one transaction under the order's row lock: of simultaneous refunds on any
   * instance each in turn sees the others' cents and units, and one that no longer fits is refused with what remains
   * (409) or the units left on its line (400). The held cents' UPDATE keeps its own condition (refunded + amount ≤
   * captured). A requestId already written (a simultaneous repeat) answers as that refund.
   */
  private async hold(orderId: number, input: CreateRefundDto): Promise<Held> {
    const requestId = input.requestId ?? randomUUID();
    const note = input.note || null;
    try {
      const held = await this.write(
        async (manager): Promise<{ earlier: OrderRefund } | { id: number; captureId: string }> => {
          const order = await this.ledger.lockForRefund(manager, orderId);
          if (!order) throw orderNotFound(orderId);
          const earlier = await manager.findOneBy(OrderRefund, { requestId });
          if (earlier) return { earlier };
          const { amount, remaining, captureId, shipping } = await this.price(manager, order, input, true);
          if (input.cancelOrder && !(amount === remaining && CANCELLABLE.includes(order.orderStatus))) {
            throw new ValidationProblem(
              'cancelOrder is only for a refund of the whole remaining amount of a pending or processing order.',
            );
          }
          if (!(await this.ledger.holdRefund(manager, orderId, amount, capturedCents(order))))
            throw nothingRemains(order, amount);
          const lines: RefundLine[] | null =
            input.lines?.map((l) => ({ orderItemId: l.orderItemId, quantity: l.quantity })) ?? null;
          await insertRows(manager, OrderRefund, {
            orderId,
            amountCents: amount,
            lines,
            shippingCents: shipping,
            reason: input.reason,
            note,
            status: 'requested',
            providerRefundId: null,
            requestId,
            failureReason: null,
          });
          const events: NewOrderEvent[] = [
            { orderId, kind: 'refund_requested', toValue: centsToDecimal(amount), note: staffNote(input.reason, note) },
          ];
          if (
            input.cancelOrder &&
            order.orderStatus !== 'cancelled' &&
            (await this.ledger.cancel(manager, orderId, CANCELLABLE))
          )
            events.push({ orderId, kind: 'status_changed', fromValue: order.orderStatus, toValue: 'cancelled' });
          await recordOrderEvents(manager, events);
          return { id: (await manager.findOneByOrFail(OrderRefund, { requestId })).id, captureId };
        },
      );
      if ('earlier' in held) return held;
      this.metrics.refundOutcome('requested');
      return {
        refund: await this.dataSource.manager.findOneByOrFail(OrderRefund, { id: held.id }),
        captureId: held.captureId,
      };
    } catch (error) {
      // The same requestId written by a request for another order at the same moment (its own order's lock).
      if (!isUniqueViolation(error)) throw error;
      const earlier = await this.dataSource.manager.findOneBy(OrderRefund, { requestId });
      if (!earlier) throw error;
      return { earlier };
    }
  }

  /**
   * 'Put back in stock', once the provider has accepted the refund; once per refund (the event's note names it). Under
   * the order's lock, so the units already back are read true and no restock puts back more than was sold and not yet
   * returned, on any instance.
   */
  private async restockAfter(
    input: CreateRefundDto,
    refund: OrderRefund,
    card: PaymentCardDto,
  ): Promise<PaymentCardDto> {
    if (!input.restock) return card;
    const restocked = await this.write(async (manager) => {
      if (!(await this.ledger.lockForRefund(manager, refund.orderId))) return false;
      const { status } = await manager.findOneByOrFail(OrderRefund, { id: refund.id });
      if (status === 'failed') return false;
      const items = await this.ledger.items(manager, refund.orderId);
      const back = await this.stockLevels.returnedUnits(manager, refund.orderId);
      const note = `Refund #${refund.id}: ${refund.reason}`.slice(0, 500);
      return this.stockLevels.restockIn(manager, refund.orderId, unitsToPutBack(items, refund.lines, back), note);
    });
    if (restocked) await this.catalog.invalidate();
    return card;
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
        await serializeOnSqlite(this.dataSource, () =>
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
    const { orderId } = await this.dataSource.manager.findOneByOrFail(OrderRefund, { id: refundId });
    const moved = await this.write(async (manager) => {
      // The order's lock first, as every refund write takes it: the same order of locks everywhere, no deadlock.
      const order = await this.ledger.lockForRefund(manager, orderId);
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
      if (update.affected !== 1 || !order) return false;
      const refund = await manager.findOneByOrFail(OrderRefund, { id: refundId });
      await this.afterSettled(manager, order, refund);
      return true;
    });
    if (moved) this.metrics.refundOutcome(status);
    return (await this.dataSource.manager.findOneByOrFail(OrderRefund, { id: refundId })).status;
  }

  /** What a settled refund means for the order: history, the cents held, the order event (mail), the promo code's use. */
  private async afterSettled(manager: EntityManager, order: Order, refund: OrderRefund): Promise<void> {
    const amount = centsToDecimal(refund.amountCents);
    if (refund.status === 'failed') {
      await this.ledger.releaseRefund(manager, order.id, refund.amountCents);
      await recordOrderEvents(manager, [
        { orderId: order.id, kind: 'refund_failed', toValue: amount, note: refund.failureReason ?? refund.note },
      ]);
      return;
    }
    if (refund.status !== 'completed') return;
    await recordOrderEvents(manager, [
      { orderId: order.id, kind: 'refunded', toValue: amount, note: staffNote(refund.reason, refund.note) },
    ]);
    const items = refund.lines ? await this.ledger.items(manager, order.id) : [];
    await this.orderEvents.orderRefunded(manager, {
      id: order.id,
      orderNumber: order.orderNumber,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      refundId: refund.id,
      amount,
      lines: describeLines(refund.lines, items),
      note: refund.note,
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
    await this.promoRedemptions.giveBack(manager, order.id);
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
    const order = await this.ledger.byCapture(manager, event.captureId);
    if (!order) return 'ignored';
    const amount = toCents(event.amount.value);
    const reason = event.reversal
      ? `Reversed by ${this.provider.displayName}`
      : `Refunded in the ${this.provider.displayName} dashboard`;
    const requestId = `provider-${event.refundId}`.slice(0, 64);
    const inserted = await this.write(async (tx) => {
      await this.ledger.lockForRefund(tx, order.id);
      await insertRows(
        tx,
        OrderRefund,
        {
          orderId: order.id,
          amountCents: amount,
          lines: null,
          shippingCents: 0,
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
      await this.ledger.holdRefund(tx, order.id, amount, null);
      await recordOrderEvents(tx, [
        { orderId: order.id, kind: 'refund_requested', toValue: centsToDecimal(amount), note: reason },
      ]);
      return refund.id;
    });
    if (inserted === null) return 'ignored';
    if (status === 'completed') await this.settle(inserted, 'completed', event.refundId, null);
    return 'refund-recorded';
  }

  private cardOf(orderId: number): Promise<PaymentCardDto> {
    return this.card(orderId).then((card) => card ?? Promise.reject(new Error(`Order ${orderId} has no payment card`)));
  }

  /** A write transaction; on SQLite in the queue every write transaction joins (its one connection). */
  private write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return serializeOnSqlite(this.dataSource, () => this.dataSource.transaction(work));
  }
}

/** An amount, or lines and/or shipping, are the ways to ask; none asks for all that remains. */
function assertAsk(ask: RefundAsk): void {
  if (ask.amount !== undefined && (ask.lines !== undefined || ask.shipping !== undefined))
    throw new ValidationProblem(
      'Send either amount or lines and shipping, not both.',
      'Send either amount or lines and/or shipping (or none of them, to refund the whole remaining amount), not both.',
    );
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

/**
 * Orders priced line by line (docs/shipping-and-tax.md) keep each line's discount share and tax; an older order (a
 * discount but no shares on its lines) is refunded in proportion to its total instead.
 */
function linesCharged(order: Order, items: OrderItem[]): Array<{ charged?: Cents }> {
  const legacy = toCents(order.discountAmount ?? '0') > 0 && items.every((i) => toCents(i.discount) === 0);
  return items.map((i) =>
    legacy ? {} : { charged: toCents(i.price) * i.quantity - toCents(i.discount) + toCents(i.tax) },
  );
}

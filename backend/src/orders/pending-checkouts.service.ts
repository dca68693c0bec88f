import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { EntityManager, In, Repository } from 'typeorm';
import { parseMoney } from '../common/money';
import { PromoRedemptionsService } from '../promos/promo-redemptions.service';
import type { CheckoutSnapshot } from './checkout-snapshot';
import { CheckoutWriteLock } from './checkout-write-lock';
import { PendingCheckout } from './pending-checkout.entity';

/** What the provider reports it took. */
export interface RecordedCapture {
  captureId: string;
  amount: string;
  currency: string;
}

/** The checkouts waiting to become orders, keyed by our id and by the provider's payment id. */
@Injectable()
export class PendingCheckoutsService {
  constructor(
    @InjectRepository(PendingCheckout) private readonly checkouts: Repository<PendingCheckout>,
    private readonly lock: CheckoutWriteLock,
    private readonly promoRedemptions: PromoRedemptionsService,
  ) {}

  /**
   * Written before the provider is called, so the provider's custom_id always points at a row. Its promo code's use
   * is reserved in the same transaction (a PromoRefusal leaves no row). `paid`: a free order, captured from the start.
   */
  open(provider: string, snapshot: CheckoutSnapshot, paid?: { paymentId: string; currency: string }): Promise<PendingCheckout> {
    const paidColumns = paid ? { paymentId: paid.paymentId, status: 'captured' as const, capturedAmount: snapshot.total, capturedCurrency: paid.currency } : {};
    const row = this.checkouts.create({ id: randomUUID(), provider, snapshot, total: snapshot.total, status: 'creating', ...paidColumns });
    return this.lock.run(() =>
      this.checkouts.manager.transaction(async (manager) => {
        const saved = await manager.save(row);
        await this.holdPromoIn(manager, saved, paid ? 'capturing' : 'reserved');
        return saved;
      }),
    );
  }

  /**
   * Just before the money is taken: renews the checkout's hold on its promo code as 'capturing' (throws a PromoRefusal
   * if the code is gone). `captured: false` after a capture that took nothing makes it an ordinary hold again.
   */
  holdPromo(checkout: PendingCheckout, captured = true): Promise<void> {
    if (!captured) return this.lock.run(() => this.promoRedemptions.captureFailed(checkout.id));
    return this.lock.run(() => this.checkouts.manager.transaction((manager) => this.holdPromoIn(manager, checkout, 'capturing')));
  }

  private async holdPromoIn(manager: EntityManager, checkout: PendingCheckout, status: 'reserved' | 'capturing'): Promise<void> {
    const { snapshot } = checkout;
    if (!snapshot.promoCode) return;
    await this.promoRedemptions.reserve(manager, { code: snapshot.promoCode, checkoutId: checkout.id, email: snapshot.customer.customerEmail, subtotal: parseMoney(snapshot.subtotal), status });
  }

  async attachPaymentId(checkout: PendingCheckout, paymentId: string): Promise<void> {
    await this.lock.run(() => this.checkouts.update({ id: checkout.id }, { paymentId, status: 'created' }));
    checkout.paymentId = paymentId;
    checkout.status = 'created';
  }

  findByPaymentId(paymentId: string): Promise<PendingCheckout | null> {
    return this.checkouts.findOneBy({ paymentId });
  }

  findById(id: string): Promise<PendingCheckout | null> {
    return this.checkouts.findOneBy({ id });
  }

  /**
   * Written on its own, before the order is saved: once this row says "captured", the money can never be forgotten,
   * whatever happens to the order's transaction. Repeats are harmless (the first capture wins).
   */
  async recordCapture(checkout: PendingCheckout, capture: RecordedCapture): Promise<PendingCheckout> {
    await this.lock.run(() =>
      this.checkouts.update(
        { id: checkout.id, status: In(['creating', 'created']) },
        { status: 'captured', captureId: capture.captureId, capturedAmount: capture.amount, capturedCurrency: capture.currency },
      ),
    );
    return this.checkouts.findOneByOrFail({ id: checkout.id });
  }

  /** The provider took an amount that is not ours: kept (for a refund by staff) but never turned into an order. */
  async recordRejectedCapture(checkout: PendingCheckout, capture: Omit<RecordedCapture, 'amount'> & { amount: string | null }): Promise<void> {
    await this.lock.run(() =>
      this.checkouts.update(
        { id: checkout.id, status: In(['creating', 'created']) },
        { status: 'rejected', captureId: capture.captureId, capturedAmount: capture.amount, capturedCurrency: capture.currency },
      ),
    );
    // No order will come from this checkout: its promo code's use goes back.
    await this.lock.run(() => this.promoRedemptions.release(checkout.id));
  }

  /** Paid checkouts whose order is not saved yet (the startup sweep finishes them). */
  listCapturedWithoutOrder(): Promise<PendingCheckout[]> {
    return this.checkouts.find({ where: { status: 'captured' }, order: { createdAt: 'ASC' } });
  }
}

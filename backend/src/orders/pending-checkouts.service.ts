import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { EntityManager, In, Repository } from 'typeorm';
import { centsToDecimal, toCents } from '../common/money';
import { insertRows } from '../common/insert-rows';
import { OutOfStock } from '../catalog/inventory/out-of-stock';
import { StockChange, StockReservationsService } from '../catalog/inventory/stock-reservations.service';
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
    private readonly stock: StockReservationsService,
  ) {}

  /**
   * Written before the provider is called, so the provider's custom_id always points at a row. Its promo code's use
   * and its tracked sizes' units are reserved in the same transaction (a PromoRefusal or OutOfStock leaves no row);
   * without either the INSERT is the only write and needs no transaction. `paid`: a free order, captured from the start.
   * `holder`: the address whose live holds are capped (a 429 leaves no row either).
   */
  async open(
    provider: string,
    snapshot: CheckoutSnapshot,
    paid?: { paymentId: string; currency: string },
    holder?: string,
  ): Promise<PendingCheckout> {
    const row = this.checkouts.create({
      id: randomUUID(),
      provider,
      snapshot,
      total: snapshot.total,
      status: paid ? 'captured' : 'creating',
      paymentId: paid?.paymentId ?? null,
      captureId: null,
      capturedAmount: paid ? snapshot.total : null,
      capturedCurrency: paid?.currency ?? null,
      orderId: null,
    });
    this.stock.assertWithinLineCap(snapshot.lines);
    const tracked = await this.stock.trackedLines(snapshot.lines);
    const status = paid ? 'capturing' : 'reserved';
    const write = async () => {
      const change: StockChange = new Set();
      await this.lock.run(async () => {
        if (!snapshot.promoCode && !tracked.length) await insertRows(this.checkouts.manager, PendingCheckout, row);
        else {
          await this.checkouts.manager.transaction(async (manager) => {
            await insertRows(manager, PendingCheckout, row);
            await this.holdPromoIn(manager, row, status);
            await this.stock.reserve(manager, row.id, tracked, status, change, { holder });
          });
        }
      });
      await this.stock.publish(change);
      return row;
    };
    try {
      return await write();
    } catch (error) {
      // Units held by lapsed checkouts are given back when someone needs them, then the checkout tries once more.
      if (!(error instanceof OutOfStock) || !(await this.stock.releaseExpired(new Date(), error.unavailable)))
        throw error;
      return write();
    }
  }

  /**
   * Just before the money is taken: renews the checkout's hold on its promo code and its units as 'capturing' (throws
   * a PromoRefusal if the code is gone, OutOfStock if lapsed units were sold meanwhile). `captured: false` after a
   * capture that took nothing makes them ordinary holds again. A checkout holding nothing costs no statement.
   */
  async holdForCapture(checkout: PendingCheckout, captured = true): Promise<void> {
    const tracked = await this.stock.trackedLines(checkout.snapshot.lines);
    if (!checkout.snapshot.promoCode && !tracked.length) return;
    if (!captured) {
      if (checkout.snapshot.promoCode) await this.lock.run(() => this.promoRedemptions.captureFailed(checkout.id));
      if (tracked.length) await this.stock.captureFailed(checkout.id);
      return;
    }
    const change: StockChange = new Set();
    await this.lock.run(() =>
      this.checkouts.manager.transaction(async (manager) => {
        await this.holdPromoIn(manager, checkout, 'capturing');
        await this.stock.reserve(manager, checkout.id, tracked, 'capturing', change);
      }),
    );
    await this.stock.publish(change);
  }

  private async holdPromoIn(
    manager: EntityManager,
    checkout: PendingCheckout,
    status: 'reserved' | 'capturing',
  ): Promise<void> {
    const { snapshot } = checkout;
    if (!snapshot.promoCode) return;
    await this.promoRedemptions.reserve(manager, {
      code: snapshot.promoCode,
      checkoutId: checkout.id,
      email: snapshot.customer.customerEmail,
      subtotal: toCents(snapshot.subtotal),
      status,
    });
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
   * whatever happens to the order's transaction. Repeats are harmless (the first capture wins): when this call's
   * conditional UPDATE made the move, the row is the caller's copy plus what was written, so nothing is read back.
   */
  async recordCapture(checkout: PendingCheckout, capture: RecordedCapture): Promise<PendingCheckout> {
    const columns = {
      status: 'captured' as const,
      captureId: capture.captureId,
      capturedAmount: capture.amount,
      capturedCurrency: capture.currency,
    };
    const moved = await this.lock.run(() =>
      this.checkouts.update({ id: checkout.id, status: In(['creating', 'created']) }, columns),
    );
    // The amount as the DECIMAL column gives it back ("30.6" is stored and read as "30.60").
    if (moved.affected === 1)
      return { ...checkout, ...columns, capturedAmount: centsToDecimal(toCents(capture.amount)) };
    return this.checkouts.findOneByOrFail({ id: checkout.id });
  }

  /** The provider took an amount that is not ours: kept (for a refund by staff) but never turned into an order. */
  async recordRejectedCapture(
    checkout: PendingCheckout,
    capture: Omit<RecordedCapture, 'amount'> & { amount: string | null },
  ): Promise<void> {
    await this.lock.run(() =>
      this.checkouts.update(
        { id: checkout.id, status: In(['creating', 'created']) },
        {
          status: 'rejected',
          captureId: capture.captureId,
          capturedAmount: capture.amount,
          capturedCurrency: capture.currency,
        },
      ),
    );
    // No order will come from this checkout: its promo code's use and its units go back.
    await this.lock.run(() => this.promoRedemptions.release(checkout.id));
    await this.stock.release(checkout.id);
  }

  /** Paid checkouts whose order is not saved yet (the startup sweep finishes them). */
  listCapturedWithoutOrder(): Promise<PendingCheckout[]> {
    return this.checkouts.find({ where: { status: 'captured' }, order: { createdAt: 'ASC' } });
  }
}

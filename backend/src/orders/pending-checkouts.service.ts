import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { In, Repository } from 'typeorm';
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
  ) {}

  /** Written before the provider is called, so the provider's custom_id always points at a row. */
  open(provider: string, snapshot: CheckoutSnapshot): Promise<PendingCheckout> {
    const row = this.checkouts.create({ id: randomUUID(), provider, snapshot, total: snapshot.total, status: 'creating' });
    return this.lock.run(() => this.checkouts.save(row));
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
  }

  /** Paid checkouts whose order is not saved yet (the startup sweep finishes them). */
  listCapturedWithoutOrder(): Promise<PendingCheckout[]> {
    return this.checkouts.find({ where: { status: 'captured' }, order: { createdAt: 'ASC' } });
  }
}

import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { MoneyColumn } from '../common/columns';
import type { CheckoutSnapshot } from './checkout-snapshot';

/**
 * - creating: row written, the provider has not given its order id yet
 * - created: the provider's payment order exists (paymentId set), waiting for approval and capture
 * - captured: the money is taken (captureId/capturedAmount recorded) but the shop order is not saved yet
 * - completed: the shop order exists (orderId)
 * - rejected: the provider captured something that does not match (amount or currency): no order, refund by staff
 */
export const PENDING_CHECKOUT_STATUSES = ['creating', 'created', 'captured', 'completed', 'rejected'] as const;
export type PendingCheckoutStatus = (typeof PENDING_CHECKOUT_STATUSES)[number];

/** A checkout the server priced and handed to the payment provider, kept until it has become an order. */
@Entity('pending_checkouts')
export class PendingCheckout {
  /** Our checkout id (UUID): the provider's custom_id and the base of its idempotency keys. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** The provider's order id: what the browser calls the payment id; compared exactly (binary collation on MySQL). */
  @Index('UQ_pending_checkouts_payment_id', { unique: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  paymentId: string | null;

  @Column({ type: 'varchar', length: 20 })
  provider: string;

  @Index('IDX_pending_checkouts_status')
  @Column({ type: 'varchar', length: 20, default: 'creating' })
  status: PendingCheckoutStatus;

  /** Customer, addresses and the priced lines, exactly as they will become the order. */
  @Column({ type: 'simple-json' })
  snapshot: CheckoutSnapshot;

  @MoneyColumn()
  total: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  captureId: string | null;

  @MoneyColumn({ nullable: true })
  capturedAmount: string | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  capturedCurrency: string | null;

  @Column({ type: 'int', nullable: true })
  orderId: number | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}

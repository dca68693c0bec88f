import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * - due: waiting for nextAttemptAt (first attempt, a retry after a failed charge, or stock to come back)
 * - charging: claimed by one instance until nextAttemptAt (its lease); a lapsed claim is taken again with the same
 *   request id, so the provider answers the first charge rather than making another
 * - completed: charged and its order placed (orderId)
 * - failed: the last attempt failed; the subscription is paused
 * - cancelled: the subscription was paused or cancelled before the charge
 * - skipped: the shopper skipped this delivery
 */
export const RENEWAL_STATUSES = ['due', 'charging', 'completed', 'failed', 'cancelled', 'skipped'] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];

/** One renewal of a subscription, for the date it fell due: claimed and charged at most once. */
@Entity('subscription_renewals')
@Index('UQ_subscription_renewals_due', ['subscriptionId', 'dueAt'], { unique: true })
@Index('IDX_subscription_renewals_claim', ['status', 'nextAttemptAt'])
export class SubscriptionRenewal {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  subscriptionId: number;

  @Column({ type: 'datetime', precision: 3 })
  dueAt: Date;

  @Column({ type: 'varchar', length: 20 })
  status: RenewalStatus;

  /** Charge attempts begun; each has its own PayPal-Request-Id (renewal-<id>-<attempt>). */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'datetime', precision: 3 })
  nextAttemptAt: Date;

  /** The pending checkout the renewal is priced and placed through, kept across retries. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  checkoutId: string | null;

  @Column({ type: 'int', nullable: true })
  orderId: number | null;

  /** Why the last attempt did not charge: a decline, an unreachable provider, or the stock. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  lastError: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}

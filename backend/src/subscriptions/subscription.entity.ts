import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CheckoutCustomer } from '../orders/checkout-snapshot';

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What a renewal sends: a product's size and how many, priced again at each renewal. */
export interface SubscriptionLine {
  productId: number;
  size: string;
  quantity: number;
}

/**
 * A shopper's standing order: the lines, where they go and how often, charged to the PayPal wallet the first payment
 * stored (its vault id). Renewals (subscription-renewal.entity.ts) are made from it when nextRenewalAt comes.
 */
@Entity('subscriptions')
@Index('IDX_subscriptions_due', ['status', 'nextRenewalAt'])
export class Subscription {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  status: SubscriptionStatus;

  /** Every 1, 2 or 3 months. */
  @Column({ type: 'int' })
  frequencyMonths: number;

  @Column({ type: 'datetime', precision: 3 })
  nextRenewalAt: Date;

  @Column({ type: 'simple-json' })
  customer: Required<CheckoutCustomer>;

  @Column({ type: 'simple-json' })
  lines: SubscriptionLine[];

  @Column({ type: 'int', nullable: true })
  shippingMethodId: number | null;

  /** The discount every renewal takes, as a percent string ("10.00"), fixed when the shopper subscribed. */
  @Column({ type: 'varchar', length: 6 })
  discountPercent: string;

  @Column({ type: 'varchar', length: 20 })
  provider: string;

  /** The provider's stored payment method (PayPal's vault id). */
  @Column({ type: 'varchar', length: 100 })
  vaultId: string;

  /** The order of the first payment: one subscription per order, however often its capture is finished. */
  @Index('UQ_subscriptions_first_order', { unique: true })
  @Column({ type: 'int' })
  firstOrderId: number;

  /** The renewal date the reminder was last queued for: one reminder per renewal, whichever instance gets there. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  remindedFor: Date | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}

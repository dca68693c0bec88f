import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const SUBSCRIPTION_EVENT_KINDS = [
  'created',
  'skipped',
  'frequency_changed',
  'quantity_changed',
  'address_changed',
  'paused',
  'resumed',
  'cancelled',
  'reminder_sent',
  'renewal_charged',
  'renewal_failed',
] as const;
export type SubscriptionEventKind = (typeof SUBSCRIPTION_EVENT_KINDS)[number];
export const SUBSCRIPTION_EVENT_ACTORS = ['shopper', 'staff', 'system'] as const;
export type SubscriptionEventActor = (typeof SUBSCRIPTION_EVENT_ACTORS)[number];

/** One line of a subscription's history of changes: what changed, who did it, and a short description. */
@Entity('subscription_events')
@Index('IDX_subscription_events_subscription', ['subscriptionId', 'id'])
export class SubscriptionEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  subscriptionId: number;

  @Column({ type: 'varchar', length: 40 })
  kind: SubscriptionEventKind;

  @Column({ type: 'varchar', length: 20 })
  actor: SubscriptionEventActor;

  /** What changed, in words ("every 2 months → every 3 months"), or the order and the reason of a renewal. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  detail: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}

import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What happened to an order; one row per fact, never updated. */
export const ORDER_EVENT_KINDS = [
  'placed',
  'status_changed',
  'tracking_changed',
  'carrier_changed',
  'delivered_at_changed',
  'note',
  'email_sent',
  'refund_requested',
  'refunded',
  'refund_failed',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** An order's history: placement, each fulfilment change, staff notes and e-mails sent. */
@Entity('order_events')
@Index('IDX_order_events_order_time', ['orderId', 'createdAt'])
export class OrderEvent {
  @PrimaryGeneratedColumn()
  id: number;

  /** No foreign key, like order lines: the history is a record, not a constraint on deleting test data. */
  @Column({ type: 'int' })
  orderId: number;

  @CreateDateColumn()
  createdAt: Date;

  @Column({ type: 'varchar', length: 30 })
  kind: OrderEventKind;

  /** The value before a change (null for placement, notes, or a field that was empty). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  fromValue: string | null;

  /** The value after a change, the status at placement, or which e-mail was sent. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  toValue: string | null;

  /** The staff note's text (kind `note`). */
  @Column({ type: 'text', nullable: true })
  note: string | null;
}

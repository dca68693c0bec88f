import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const OUTBOUND_EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboundEmailStatus = (typeof OUTBOUND_EMAIL_STATUSES)[number];

/**
 * One message to send, written in the same transaction as the fact it reports (the outbox). The body is rendered
 * from `template` and `data` when it is sent, so the fact's transaction never waits for the template engine.
 */
@Entity('outbound_emails')
@Index('IDX_outbound_emails_due', ['status', 'nextAttemptAt'])
export class OutboundEmail {
  @PrimaryGeneratedColumn()
  id: number;

  /** What the message is about, e.g. `order-confirmation`. */
  @Column({ type: 'varchar', length: 40 })
  kind: string;

  /** Makes a replayed fact add nothing, e.g. `order-confirmation:41`. */
  @Index('UQ_outbound_emails_dedupe_key', { unique: true })
  @Column({ type: 'varchar', length: 300 })
  dedupeKey: string;

  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'varchar', length: 40 })
  template: string;

  /** The template's input as JSON. */
  @Column({ type: 'text' })
  data: string;

  @Column({ type: 'varchar', length: 10, default: 'queued' })
  status: OutboundEmailStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** When a queued row is due; while `sending`, when the claim lapses and another sender may take it. */
  @Column({ type: 'datetime', precision: 3 })
  nextAttemptAt: Date;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  lastError: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  sentAt: Date | null;
}

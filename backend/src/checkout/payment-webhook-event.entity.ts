import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A provider webhook event already handled: a redelivery of the same id is ignored. */
@Entity('payment_webhook_events')
export class PaymentWebhookEvent {
  /** The provider's event id (PayPal: WH-...). */
  @PrimaryColumn({ type: 'varchar', length: 100 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  eventType: string;

  /** What handling it did (order-created, ignored, ...). */
  @Column({ type: 'varchar', length: 30 })
  outcome: string;

  @CreateDateColumn()
  receivedAt: Date;
}

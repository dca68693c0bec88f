import { REFUND_STATUSES, type RefundStatus } from '../orders/dto/payment-card.dto';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export { REFUND_STATUSES, type RefundStatus };

/** A refund by lines: which order line, and how many of its units. */
export interface RefundLine {
  orderItemId: number;
  quantity: number;
}

/** One refund of an order's payment: asked by staff in the back office, or made in the provider's dashboard. */
@Entity('order_refunds')
export class OrderRefund {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_order_refunds_order')
  @Column({ type: 'int' })
  orderId: number;

  @Column({ type: 'int' })
  amountCents: number;

  /** Null for a refund by amount (or one made at the provider). */
  @Column({ type: 'simple-json', nullable: true })
  lines: RefundLine[] | null;

  /** Cents of the shipping charge this refund returns, before its tax (amountCents includes that tax); 0 for none. */
  @Column({ type: 'int', default: 0 })
  shippingCents: number;

  @Column({ type: 'varchar', length: 200 })
  reason: string;

  /** The staff note, kept in the history and sent to the payer (PayPal's note_to_payer). */
  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'varchar', length: 20 })
  status: RefundStatus;

  /** The provider's refund id, once it has answered; unique so a webhook records a refund once. */
  @Index('UQ_order_refunds_provider_refund', { unique: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  providerRefundId: string | null;

  /** Our idempotency key (PayPal-Request-Id): every attempt of this refund sends the same one. */
  @Index('UQ_order_refunds_request', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  requestId: string;

  /** What the provider said when it refused or did not answer. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  failureReason: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}

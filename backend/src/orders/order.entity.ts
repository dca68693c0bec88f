import { Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { MoneyColumn } from '../common/columns';
import { DEFAULT_STORE_CODE, FIXED_CARRIER } from './order-constants';
import { OrderItem } from './order-item.entity';

/** Covers the sales dashboard's range scans (admin-stats): every column its GROUP BYs read, in the index itself. */
@Index('IDX_orders_stats', [
  'createdAt',
  'orderStatus',
  'total',
  'discountAmount',
  'promoCode',
  'shippingAmount',
  'taxAmount',
])
@Entity('orders')
export class Order {
  @PrimaryGeneratedColumn()
  id: number;

  /** Customer-facing number, assigned by the server from a sequence (never MAX()+1). */
  @Index('UQ_orders_order_number', { unique: true })
  @Column({ type: 'int' })
  orderNumber: number;

  @Column({ type: 'varchar', length: 8, default: DEFAULT_STORE_CODE })
  storeCode: string;

  @Column({ type: 'varchar', length: 200 })
  customerName: string;

  /** The subscription whose renewal placed this order; null for an order a shopper placed. */
  @Column({ type: 'int', nullable: true })
  renewalOf: number | null;

  @Column({ type: 'varchar', length: 254 })
  customerEmail: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  customerPhone: string | null;

  @Column({ type: 'text', nullable: true })
  customerNotes: string | null;

  @Column({ type: 'varchar', length: 300 })
  shippingAddress: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  shippingAddress2: string | null;

  @Column({ type: 'varchar', length: 120 })
  shippingCity: string;

  @Column({ type: 'varchar', length: 120 })
  shippingState: string;

  @Column({ type: 'varchar', length: 20 })
  shippingZip: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  billingAddress: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  billingAddress2: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  billingCity: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  billingState: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  billingZip: string | null;

  @OneToMany(() => OrderItem, (item) => item.order, { cascade: ['insert'] })
  items: OrderItem[];

  @MoneyColumn()
  subtotal: string;

  @MoneyColumn()
  total: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  promoCode: string | null;

  @MoneyColumn({ nullable: true })
  discountAmount: string | null;

  /** The shipping method chosen (no foreign key: a method may change; its name and price are kept below). */
  @Column({ type: 'int', nullable: true })
  shippingMethodId: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  shippingMethodName: string | null;

  /** The method's price when the order was placed (before any free-from). */
  @MoneyColumn({ nullable: true })
  shippingPrice: string | null;

  /** Shipping charged. */
  @MoneyColumn({ default: '0.00' })
  shippingAmount: string;

  /** Tax charged: the lines' tax plus shippingTaxAmount. */
  @MoneyColumn({ default: '0.00' })
  taxAmount: string;

  @MoneyColumn({ default: '0.00' })
  shippingTaxAmount: string;

  /** What the tax was charged on: the lines after discount, plus the shipping when it was taxed. */
  @MoneyColumn({ default: '0.00' })
  taxableAmount: string;

  /** The destination state whose rate applied; null when no rate applied. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  taxState: string | null;

  /** The rate applied, in percent ("7.000"). */
  @Column({ type: 'varchar', length: 7, nullable: true })
  taxRate: string | null;

  /** The wallet provider's payment (order) id; unique so one payment can never make two orders; binary collation on MySQL (exact). */
  @Index('UQ_orders_payment_id', { unique: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  paymentId: string | null;

  /**
   * The provider's capture of the payment, which refunds go against. Null for a free order, and for a paid order from
   * before captures were kept whose capture could not be told: that one is refunded in the provider's own dashboard.
   */
  @Column({ type: 'varchar', length: 100, nullable: true })
  captureId: string | null;

  /**
   * Cents of refunds requested, pending or completed (a failed one gives its cents back). Raised only by a conditional
   * UPDATE that holds it within the total, so two staff refunding at once on two instances can never exceed it.
   */
  @Column({ type: 'int', default: 0 })
  refundedCents: number;

  @Column({ type: 'varchar', length: 100, nullable: true })
  trackingNumber: string | null;

  @Column({ type: 'varchar', length: 100, default: FIXED_CARRIER })
  carrier: string;

  @Column({ type: 'datetime', nullable: true })
  shippedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  deliveredAt: Date | null;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  orderStatus: string;

  /** Reference of the order in the external ERP, when it has been sent there. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  netsuiteOrderId: string | null;

  @Index('IDX_orders_created_at')
  @CreateDateColumn()
  createdAt: Date;
}

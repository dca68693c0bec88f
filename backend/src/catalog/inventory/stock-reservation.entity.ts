import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * - reserved: the checkout took the units out of `product_stock` at POST /order; given back once `expiresAt` passes
 * - capturing: renewed just before the money is taken
 * - sold: the checkout became the order `orderId` (in the order's transaction); never given back by expiry
 */
export const STOCK_RESERVATION_STATUSES = ['reserved', 'capturing', 'sold'] as const;
export type StockReservationStatus = (typeof STOCK_RESERVATION_STATUSES)[number];

/** Units of one size a checkout holds: the quantity has already been taken from the stock row, this says by whom. */
@Entity('stock_reservations')
@Index('UQ_stock_reservations_checkout_line', ['checkoutId', 'productId', 'size'], { unique: true })
@Index('IDX_stock_reservations_expiry', ['status', 'expiresAt'])
@Index('IDX_stock_reservations_holder', ['holderKey', 'status'])
export class StockReservation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 36 })
  checkoutId: string;

  @Column({ type: 'int' })
  productId: number;

  @Column({ type: 'varchar', length: 60 })
  size: string;

  @Column({ type: 'int' })
  quantity: number;

  @Column({ type: 'varchar', length: 20 })
  status: StockReservationStatus;

  /** When unsold units go back to the stock; null once sold. */
  @Column({ type: 'datetime', precision: 3, nullable: true, default: null })
  expiresAt: Date | null;

  @Index('IDX_stock_reservations_order')
  @Column({ type: 'int', nullable: true, default: null })
  orderId: number | null;

  /** The address (an IPv6 client's network) whose unpaid checkout holds the units; null when no cap applies to it. */
  @Column({ type: 'varchar', length: 64, nullable: true, default: null })
  holderKey: string | null;

  @CreateDateColumn()
  createdAt: Date;
}

import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Why stock changed outside a sale: received, damaged, count-correction (staff, one role, so the reason and the time
 * are the record), or returned (a refund put an order's units back).
 */
export const INVENTORY_REASONS = ['received', 'damaged', 'count-correction', 'returned'] as const;
export type InventoryReason = (typeof INVENTORY_REASONS)[number];

/** One change of a size's stock by staff or a refund: kept as a fact, never updated. */
@Entity('inventory_events')
@Index('IDX_inventory_events_product_size', ['productId', 'size'])
export class InventoryEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  productId: number;

  @Column({ type: 'varchar', length: 60 })
  size: string;

  @Column({ type: 'varchar', length: 30 })
  reason: InventoryReason;

  /** Units added (positive) or taken away (negative). */
  @Column({ type: 'int' })
  delta: number;

  /** The quantity right after the change. */
  @Column({ type: 'int' })
  quantityAfter: number;

  @Column({ type: 'varchar', length: 500, nullable: true, default: null })
  note: string | null;

  /** The order whose units came back ('returned'); null for staff adjustments. */
  @Index('IDX_inventory_events_order')
  @Column({ type: 'int', nullable: true, default: null })
  orderId: number | null;

  @CreateDateColumn()
  createdAt: Date;
}

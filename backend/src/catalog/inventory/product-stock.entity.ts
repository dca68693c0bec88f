import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * The stock of one size of one product (a 16 oz bottle and a Refill Box are counted apart; a product without sizes
 * counts size ''). No row, or a null quantity, means the size is not tracked: it sells as it always did.
 */
@Entity('product_stock')
@Index('UQ_product_stock_product_size', ['productId', 'size'], { unique: true })
export class ProductStock {
  @PrimaryGeneratedColumn()
  id: number;

  /** No foreign key, like order lines: deleting a product deletes its rows in the same service call. */
  @Column({ type: 'int' })
  productId: number;

  @Column({ type: 'varchar', length: 60 })
  size: string;

  /** Units on hand that no checkout holds; never below 0 (every decrement is conditional). Null: not tracked. */
  @Column({ type: 'int', nullable: true, default: null })
  quantity: number | null;

  /** At or below this, the storefront says 'Only N left' and the dashboard lists the size. Null: no warning. */
  @Column({ type: 'int', nullable: true, default: null })
  lowStockThreshold: number | null;

  @UpdateDateColumn()
  updatedAt: Date;
}

import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { MoneyColumn } from '../common/columns';
import type { Order } from './order.entity';

/** A line of a placed order. It keeps its own name, scent, size and price, so catalogue changes never rewrite history. */
/** Lets the dashboard's product and scent sums read lines from the index alone (admin-stats). */
@Index('IDX_order_items_stats', ['orderId', 'productName', 'scent', 'quantity', 'price'])
@Entity('order_items')
export class OrderItem {
  @PrimaryGeneratedColumn()
  id: number;

  // As the initial migration creates it (its name, and MySQL's default RESTRICT on update), so TypeORM sees no drift.
  @ManyToOne('Order', (order: Order) => order.items, { onDelete: 'CASCADE', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'orderId', foreignKeyConstraintName: 'FK_order_items_order' })
  order: Order;

  /**
   * Lines are found by order through IDX_order_items_stats, which starts with orderId (on MySQL also the foreign key's
   * own index). No @Index named after the foreign key: TypeORM hides such indexes on MySQL and would always try to
   * create it again (the migration-drift test).
   */
  @Column({ type: 'int' })
  orderId: number;

  /** The catalogue product at the time of purchase; no foreign key, so deleting the product keeps the line. */
  @Column({ type: 'int', nullable: true })
  productId: number | null;

  @Column({ type: 'varchar', length: 200 })
  productName: string;

  @Column({ type: 'varchar', length: 4, nullable: true })
  scent: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  size: string | null;

  @Column({ type: 'int' })
  quantity: number;

  /** Unit price charged. */
  @MoneyColumn()
  price: string;

  /** The line's share of the order's discount. */
  @MoneyColumn({ default: '0.00' })
  discount: string;

  /** Tax charged on the line (quantity × price − discount, rounded half up). */
  @MoneyColumn({ default: '0.00' })
  tax: string;
}

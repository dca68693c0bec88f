import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MoneyColumn } from '../common/columns';

/** A way to ship an order that staff manage; a placed order keeps its own copy of the name and the charge. */
@Entity('shipping_methods')
export class ShippingMethod {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** What the method costs below its free-from amount. */
  @MoneyColumn()
  price: string;

  /** Free when the goods (subtotal minus discount) reach this amount; null: never free. */
  @MoneyColumn({ nullable: true })
  freeFrom: string | null;

  @Column({ type: 'int' })
  estimateDaysMin: number;

  @Column({ type: 'int' })
  estimateDaysMax: number;

  /** Whether the shipping charge is taxed (where the destination state also taxes shipping). */
  @Column({ type: 'boolean', default: true })
  taxable: boolean;

  /** Place in the checkout's list, smallest first; the first active method is preselected. */
  @Column({ type: 'int', default: 0 })
  position: number;

  /** Inactive methods are kept (placed orders name them) but not offered. */
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}

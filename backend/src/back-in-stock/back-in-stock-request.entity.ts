import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One address waiting for one sold-out size ('Notify me when it's back'); deleted once its e-mail is queued. */
@Entity('back_in_stock_requests')
@Index('UQ_back_in_stock_requests_size_email', ['productId', 'size', 'email'], { unique: true })
export class BackInStockRequest {
  @PrimaryGeneratedColumn()
  id: number;

  /** No foreign key, like product_stock: a deleted product's waits simply never fire. */
  @Column({ type: 'int' })
  productId: number;

  /** '' for a product without sizes. */
  @Column({ type: 'varchar', length: 60 })
  size: string;

  /** Trimmed and lower-cased before it is stored. */
  @Index('IDX_back_in_stock_requests_email')
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @CreateDateColumn()
  createdAt: Date;
}

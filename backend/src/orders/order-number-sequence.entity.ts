import { CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One row per order number handed out. The database's auto-increment makes numbers unique and increasing
 * under any concurrency, with no MAX()+1 race; a number whose order then fails to save is simply skipped.
 */
@Entity('order_number_sequence')
export class OrderNumberSequence {
  @PrimaryGeneratedColumn()
  id: number;

  @CreateDateColumn()
  createdAt: Date;
}

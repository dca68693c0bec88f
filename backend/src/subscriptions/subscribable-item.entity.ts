import { Entity, PrimaryColumn } from 'typeorm';

/** A product's size staff offer by subscription (the demo: every Refill Box, and the soaps in every size). */
@Entity('subscribable_items')
export class SubscribableItem {
  @PrimaryColumn({ type: 'int' })
  productId: number;

  @PrimaryColumn({ type: 'varchar', length: 50 })
  size: string;
}

import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { MoneyColumn } from '../common/columns';

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

@Entity('promo_codes')
export class PromoCode {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stored upper-cased and trimmed, so lookups are case-insensitive by construction. */
  @Index('UQ_promo_codes_code', { unique: true })
  @Column({ type: 'varchar', length: 50 })
  code: string;

  @Column({ type: 'varchar', length: 20 })
  discountType: DiscountType;

  /** Percent (0-100) or dollars, as a two-decimal string. */
  @MoneyColumn()
  discountValue: string;

  /** 1 active, 0 inactive (an integer flag). */
  @Column({ type: 'int', default: 1 })
  isActive: number;

  @CreateDateColumn()
  createdAt: Date;

  /** The optional rules; null means "no such rule", so an old code behaves as before. Instants in UTC. */
  @Column({ type: 'datetime', precision: 3, nullable: true, default: null })
  startsAt: Date | null;

  /** Exclusive: the code stops validating at this instant. */
  @Column({ type: 'datetime', precision: 3, nullable: true, default: null })
  endsAt: Date | null;

  /** The cart subtotal (before the discount) the code needs, as a two-decimal string. */
  @MoneyColumn({ nullable: true })
  minimumSubtotal: string | null;

  /** Total redemptions (reserved checkouts count while they are held). */
  @Column({ type: 'int', nullable: true, default: null })
  usageLimit: number | null;

  /** Redemptions per lower-cased e-mail address. */
  @Column({ type: 'int', nullable: true, default: null })
  usageLimitPerCustomer: number | null;
}

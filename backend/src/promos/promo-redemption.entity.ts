import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * - reserved: a checkout holds one use of the code until `expiresAt` (the shopper is paying); the same e-mail's next
 *   checkout with the code takes it over (a cancelled or declined attempt must not lock the shopper out)
 * - capturing: the money is being taken; counted until `expiresAt` and never taken over
 * - redeemed: the checkout became an order (`orderId`); never expires
 */
export const REDEMPTION_STATUSES = ['reserved', 'capturing', 'redeemed'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/**
 * One row per checkout that used a promo code: usage limits are counted from these facts, not from a counter.
 * The unique checkout id means a checkout (and so its one order) holds at most one use.
 */
@Entity('promo_redemptions')
@Index('IDX_promo_redemptions_code_email', ['promoCodeId', 'email'])
export class PromoRedemption {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  promoCodeId: number;

  @Index('UQ_promo_redemptions_checkout', { unique: true })
  @Column({ type: 'varchar', length: 36 })
  checkoutId: string;

  /** Lower-cased, so "Ada@Example.com" and "ada@example.com" are one customer. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 20 })
  status: RedemptionStatus;

  /** When a reservation stops counting; null once redeemed. */
  @Column({ type: 'datetime', precision: 3, nullable: true, default: null })
  expiresAt: Date | null;

  @Index('IDX_promo_redemptions_order')
  @Column({ type: 'int', nullable: true, default: null })
  orderId: number | null;

  @CreateDateColumn()
  createdAt: Date;
}

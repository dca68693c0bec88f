import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The shop's one row of subscription terms (id 1); without it the defaults below apply. */
@Entity('subscription_settings')
export class SubscriptionSettings {
  @PrimaryColumn({ type: 'int' })
  id: number;

  /** "Subscribe & save N %": a percent string with up to two decimals. */
  @Column({ type: 'varchar', length: 6 })
  discountPercent: string;

  /** The frequency the product page offers first: 1, 2 or 3 months. */
  @Column({ type: 'int' })
  defaultFrequencyMonths: number;

  /** How many days before each renewal the reminder e-mail goes out (0 to 14). */
  @Column({ type: 'int', default: 3 })
  reminderDays: number;
}

export const DEFAULT_SUBSCRIPTION_SETTINGS = {
  discountPercent: '10.00',
  defaultFrequencyMonths: 2,
  reminderDays: 3,
} as const;
export const SUBSCRIPTION_FREQUENCIES = [1, 2, 3] as const;

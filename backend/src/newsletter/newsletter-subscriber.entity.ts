import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('newsletter_subscribers')
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn()
  id: number;

  /** Trimmed and lower-cased before it is stored. */
  @Index('UQ_newsletter_subscribers_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** Where the address was given (footer form, Winter Spice page...). */
  @Column({ type: 'varchar', length: 50, default: 'footer' })
  source: string;

  /** Indexed for the dashboard's "new subscribers" count over a range. */
  @Index('IDX_newsletter_subscribers_subscribed_at')
  @CreateDateColumn()
  subscribedAt: Date;
}

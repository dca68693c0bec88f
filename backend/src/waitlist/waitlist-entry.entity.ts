import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One address waiting for one upcoming collection (the /holiday page). Not a newsletter subscription: no welcome code. */
@Entity('waitlist_entries')
@Index('UQ_waitlist_entries_collection_email', ['collection', 'email'], { unique: true })
export class WaitlistEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50 })
  collection: string;

  /** Trimmed and lower-cased before it is stored. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @CreateDateColumn()
  createdAt: Date;
}

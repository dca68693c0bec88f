import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A message sent through /contact; staff get it by e-mail, the sender a copy only once they confirm their address. */
@Entity('contact_messages')
export class ContactMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Trimmed and lower-cased before it is stored. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'text' })
  message: string;

  /** The sender asked for a copy: a confirmation request went to the address. */
  @Column({ type: 'boolean', default: false })
  copyRequested: boolean;

  /** The sender followed the signed link: the copy is queued. */
  @Column({ type: 'boolean', default: false })
  confirmed: boolean;

  @CreateDateColumn()
  createdAt: Date;
}

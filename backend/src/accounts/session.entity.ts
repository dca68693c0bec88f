import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Server-side session store row (sid, sess, expire), kept for a future login. */
@Entity('sessions')
export class Session {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  sid: string;

  @Column({ type: 'simple-json' })
  sess: Record<string, unknown>;

  @Index('IDX_sessions_expire')
  @Column({ type: 'datetime' })
  expire: Date;
}

import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** An uploaded photo: its files are stored under `key` in every fixed size (media-sizes.ts). */
@Entity('media')
export class Media {
  /** SHA-256 of the bytes uploaded, in hex: the same photo uploaded twice is one row and one set of files. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key: string;

  /** Size once turned upright; the stored widths follow from it. */
  @Column({ type: 'int' })
  width: number;

  @Column({ type: 'int' })
  height: number;

  /** The alt text a product starts from when it takes this photo. */
  @Column({ type: 'varchar', length: 300, default: '' })
  alt: string;

  /** The name of the file uploaded, for staff choosing among photos. */
  @Column({ type: 'varchar', length: 255, default: '' })
  fileName: string;

  @Index('IDX_media_createdAt')
  @CreateDateColumn()
  createdAt: Date;
}

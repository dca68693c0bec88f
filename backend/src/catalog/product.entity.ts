import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { JsonListColumn, MoneyColumn } from '../common/columns';

@Entity('products')
export class Product {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Index('UQ_products_slug', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  slug: string;

  @Column({ type: 'text' })
  description: string;

  @MoneyColumn()
  price: string;

  /** Price of the 3-litre refill box, when the product has one. */
  @MoneyColumn({ nullable: true })
  refillPrice: string | null;

  @Column({ type: 'varchar', length: 60 })
  category: string;

  /** Main listing image path (/public-objects/...). */
  @Column({ type: 'varchar', length: 500 })
  image: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  /** First is the hero, the rest lifestyle shots. */
  @JsonListColumn()
  images: string[];

  /** Alt text per picture, in the order of `images`; null for rows saved before pictures had one. */
  @JsonListColumn({ nullable: true })
  imageAlts: string[] | null;

  /** Stored size per picture, in the order of `images`: [width, height] of an uploaded photo, null for other paths. */
  @JsonListColumn({ nullable: true })
  imageSizes: Array<[number, number] | null> | null;

  /** e.g. ['8 oz', '16 oz', 'Refill Box']. */
  @JsonListColumn()
  sizes: string[];

  @Column({ type: 'varchar', length: 120, nullable: true })
  fragranceFamily: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  topNotes: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  heartNotes: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  baseNotes: string | null;

  @Column({ type: 'text', nullable: true })
  ritual: string | null;

  @Column({ type: 'text', nullable: true })
  ingredients: string | null;

  @Column({ type: 'text', nullable: true })
  sustainability: string | null;

  @Column({ type: 'text', nullable: true })
  safety: string | null;

  @Column({ type: 'varchar', length: 4, nullable: true })
  scentNumber: string | null;

  @JsonListColumn({ nullable: true })
  availableScents: string[] | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  burnTime: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  wickType: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}

import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The sales tax rate of one destination state; a state without a row owes no tax. */
@Entity('tax_rates')
export class TaxRate {
  /** USPS code of one of the 50 states or DC ("IN"). */
  @PrimaryColumn({ type: 'varchar', length: 2 })
  state: string;

  /** Percent with up to three decimals, "7.000"; read and written as a string. */
  @Column({ type: 'decimal', precision: 6, scale: 3, transformer: ratePercentTransformer() })
  rate: string;

  /** Whether the state also taxes the shipping charge (of a taxable method). */
  @Column({ type: 'boolean', default: false })
  shippingTaxable: boolean;

  @UpdateDateColumn()
  updatedAt: Date;
}

/** DECIMAL(6,3): mysql2 gives "7.000", SQLite 7; the entity always holds "7.000". */
function ratePercentTransformer() {
  return {
    to: (value: string | null | undefined) => value,
    from: (value: string | number | null) => (value === null || value === undefined ? value : Number(value).toFixed(3)),
  };
}

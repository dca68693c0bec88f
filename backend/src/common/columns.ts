import { Column, ColumnOptions } from 'typeorm';
import { decimalStringTransformer } from './money';

/** DECIMAL(10,2) that the entity always sees as a two-decimal string ("24.00"), on MySQL and SQLite alike. */
export function MoneyColumn(options: Pick<ColumnOptions, 'nullable' | 'name' | 'default'> = {}): PropertyDecorator {
  return Column({ type: 'decimal', precision: 10, scale: 2, transformer: decimalStringTransformer, ...options });
}

/** A list stored as JSON text: portable across both databases, and never queried inside. */
export function JsonListColumn(options: Pick<ColumnOptions, 'nullable'> = {}): PropertyDecorator {
  return Column({ type: 'simple-json', ...options });
}

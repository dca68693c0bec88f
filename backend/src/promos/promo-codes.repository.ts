import { Injectable } from '@nestjs/common';
import { DataSource, EntityMetadata, Repository, ValueTransformer } from 'typeorm';
import { PromoCode } from './promo-code.entity';

type Column = EntityMetadata['columns'][number];

/**
 * The promo_codes table: TypeORM's repository, plus the promo check's read as one named statement. The check runs on
 * every 'Apply' and every price of a cart with a code; built by TypeORM's query builder on each call, its SQL and entity
 * took about 40% of the request's CPU, so the statement is written once from the entity's metadata (a renamed column
 * renames it too) and its row becomes a PromoCode as TypeORM's own read makes it (tied by a test).
 */
@Injectable()
export class PromoCodesRepository extends Repository<PromoCode> {
  private readonly byCodeSql: string;

  constructor(dataSource: DataSource) {
    super(PromoCode, dataSource.manager);
    const name = (identifier: string) => dataSource.driver.escape(identifier);
    const columns = this.metadata.columns.map((column) => name(column.databaseName)).join(', ');
    const code = this.metadata.findColumnWithPropertyName('code');
    if (!code) throw new Error('PromoCode has no code column');
    this.byCodeSql = `SELECT ${columns} FROM ${name(this.metadata.tableName)} WHERE ${name(code.databaseName)} = ? LIMIT 1`;
  }

  /** The code stored as `code` (already normalised), in any state, or null. */
  async findByCode(code: string): Promise<PromoCode | null> {
    const rows: Array<Record<string, unknown>> = await this.query(this.byCodeSql, [code]);
    return rows.length ? this.entityOf(rows[0]) : null;
  }

  private entityOf(row: Record<string, unknown>): PromoCode {
    const entity = this.create();
    for (const column of this.metadata.columns)
      column.setEntityValue(entity, fromDatabase(column, row[column.databaseName]));
    return entity;
  }
}

/** A column's value as the entity holds it: SQLite keeps datetimes as UTC text; then the column's transformers. */
function fromDatabase(column: Column, raw: unknown): unknown {
  const value = column.type === 'datetime' && typeof raw === 'string' ? new Date(`${raw.replace(' ', 'T')}Z`) : raw;
  const transformers: ValueTransformer[] = [column.transformer ?? []].flat();
  return transformers.reduceRight((result, transformer) => transformer.from(result), value);
}

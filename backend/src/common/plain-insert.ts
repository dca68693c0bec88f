import type { EntityManager, EntityTarget, ObjectLiteral, QueryDeepPartialEntity } from 'typeorm';
import { runStatement, StatementResult } from './sql-statement';

/**
 * INSERT without TypeORM's query builder and its read-back: after an INSERT into a table with generated or default
 * columns (createdAt, a status default) TypeORM sends a SELECT to copy them onto the entity, and building the statement
 * (named parameters, property-name rewriting over the whole text) costs more CPU than the database spends on it. On
 * the checkout's hot path nobody reads those copies. The statement names the given columns only (the others take
 * their defaults, as the builder's DEFAULT did) and each value goes through the driver's own conversion for its column
 * (JSON text, dates, transformers), exactly as the builder would send it. Several rows go in one multi-row INSERT.
 */
export async function insertRows<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  rows: QueryDeepPartialEntity<T> | QueryDeepPartialEntity<T>[],
  options: InsertOptions = {},
): Promise<void> {
  await insertStatement(manager, target, Array.isArray(rows) ? rows : [rows], options);
}

export interface InsertOptions {
  /** A row that would break a unique key is skipped, not an error (INSERT IGNORE / INSERT OR IGNORE). */
  orIgnore?: boolean;
}

/** One row without the read-back (see insertRows); resolves to its auto-increment id. */
export async function insertRow<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  row: QueryDeepPartialEntity<T>,
): Promise<number> {
  const { insertId } = await insertStatement(manager, target, [row], {});
  if (insertId === undefined) throw new Error('The database returned no id for the inserted row');
  return insertId;
}

async function insertStatement<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  rows: QueryDeepPartialEntity<T>[],
  { orIgnore = false }: InsertOptions,
): Promise<StatementResult<never>> {
  if (!rows.length) throw new Error('insertRows needs at least one row');
  const metadata = manager.connection.getMetadata(target);
  const driver = manager.connection.driver;
  // The first row's defined properties are the columns; a later row's missing value is NULL.
  const columns = Object.entries(rows[0])
    .filter(([, value]) => value !== undefined)
    .map(([property]) => {
      const column = metadata.findColumnWithPropertyName(property);
      if (!column) throw new Error(`${metadata.name} has no column ${property}`);
      return column;
    });
  const params = rows.flatMap((row) =>
    columns.map(
      (column) =>
        driver.preparePersistentValue((row as Record<string, unknown>)[column.propertyName] ?? null, column) as unknown,
    ),
  );
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const names = columns.map((column) => driver.escape(column.databaseName)).join(', ');
  const insert = !orIgnore
    ? 'INSERT'
    : manager.connection.options.type === 'mysql'
      ? 'INSERT IGNORE'
      : 'INSERT OR IGNORE';
  return runStatement(
    manager,
    `${insert} INTO ${driver.escape(metadata.tableName)} (${names}) VALUES ${rows.map(() => tuple).join(', ')}`,
    params,
  );
}

import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { runStatement, SqlValue } from './sql-statement';

/**
 * The entity whose column equals a value (the first, for a unique column), or null: one `SELECT *`, each value
 * converted by the driver for its column (JSON text, dates, transformers) as TypeORM's find would. For the checkout's
 * hot reads by key: findOneBy builds an aliased SELECT and maps the result through its generic transformer, several
 * times the CPU of the read itself. Columns only (no relations).
 */
export async function findOneRow<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  property: keyof T & string,
  value: SqlValue,
): Promise<T | null> {
  const metadata = manager.connection.getMetadata(target);
  const driver = manager.connection.driver;
  const key = metadata.findColumnWithPropertyName(property);
  if (!key) throw new Error(`${metadata.name} has no column ${property}`);
  const { rows } = await runStatement(
    manager,
    `SELECT * FROM ${driver.escape(metadata.tableName)} WHERE ${driver.escape(key.databaseName)} = ? LIMIT 1`,
    [value],
  );
  if (!rows.length) return null;
  const entity = metadata.create() as T;
  for (const column of metadata.columns)
    column.setEntityValue(entity, driver.prepareHydratedValue(rows[0][column.databaseName], column));
  return entity;
}

import type { EntityManager, EntityTarget, InsertResult, ObjectLiteral, QueryDeepPartialEntity } from 'typeorm';

export interface InsertOptions {
  /** A row that would break a unique key is skipped, not an error (INSERT IGNORE / INSERT OR IGNORE). */
  orIgnore?: boolean;
}

/**
 * INSERT through TypeORM's query builder without its read-back (`updateEntity(false)`): after an INSERT into a table
 * with default columns (createdAt, a status default) TypeORM sends a SELECT to copy them onto the entity, and on the
 * checkout's path nobody reads those copies. Several rows go in one multi-row INSERT.
 */
export async function insertRows<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  rows: QueryDeepPartialEntity<T> | QueryDeepPartialEntity<T>[],
  { orIgnore = false }: InsertOptions = {},
): Promise<InsertResult> {
  const insert = manager.createQueryBuilder().insert().into(target).values(rows).updateEntity(false);
  if (orIgnore) insert.orIgnore();
  return insert.execute();
}

/** One row without the read-back (see insertRows); resolves to its auto-increment id. */
export async function insertRow<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  row: QueryDeepPartialEntity<T>,
): Promise<number> {
  // InsertResult.raw is the driver's answer: mysql2's result header (insertId), better-sqlite3's last row id.
  const raw: unknown = (await insertRows(manager, target, row)).raw;
  const id = typeof raw === 'number' || typeof raw === 'bigint' ? raw : (raw as { insertId?: number } | null)?.insertId;
  if (id === undefined || id === null) throw new Error('The database returned no id for the inserted row');
  return Number(id);
}

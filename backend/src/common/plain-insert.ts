import type { EntityManager, EntityTarget, ObjectLiteral, QueryDeepPartialEntity } from 'typeorm';

/**
 * INSERT without TypeORM's read-back: after an INSERT into a table with generated or default columns (createdAt,
 * a status default) TypeORM sends a SELECT to copy them onto the entity. On the checkout's hot path nobody reads those
 * copies, so the SELECT is a round trip for nothing. Several rows go in one multi-row INSERT.
 */
export async function insertRows<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, rows: QueryDeepPartialEntity<T> | QueryDeepPartialEntity<T>[]): Promise<void> {
  await insertStatement(manager, target, rows).execute();
}

/** One row without the read-back (see insertRows); resolves to its auto-increment id. */
export async function insertRow<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, row: QueryDeepPartialEntity<T>): Promise<number> {
  const result = await insertStatement(manager, target, row).execute();
  const raw: unknown = result.raw;
  // mysql2 answers a ResultSetHeader with insertId; better-sqlite3 the lastInsertRowid itself.
  const id = typeof raw === 'number' || typeof raw === 'bigint' ? raw : (raw as { insertId?: number | bigint } | undefined)?.insertId;
  if (id === undefined || id === null) throw new Error('The database returned no id for the inserted row');
  return Number(id);
}

function insertStatement<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, rows: QueryDeepPartialEntity<T> | QueryDeepPartialEntity<T>[]) {
  return manager.createQueryBuilder().insert().into(target).values(rows).updateEntity(false);
}

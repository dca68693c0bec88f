import type { EntityManager } from 'typeorm';

/** A value a hand-written statement may bind on both MySQL (mysql2) and SQLite (better-sqlite3): no Date, no boolean. */
export type SqlValue = string | number | null;

export interface StatementResult<R> {
  rows: R[];
  /** Rows changed by an INSERT, UPDATE or DELETE. */
  affected: number;
  /** The auto-increment id of an INSERT's (first) row, when there is one. */
  insertId: number | undefined;
}

/**
 * One parameterised statement (`?` placeholders, backquoted names: both databases read them) in the manager's
 * transaction, if it has one. For the checkout's hot statements: building a statement with TypeORM's query builders
 * costs more of the shop's CPU than sending it, and these are a handful of fixed texts. Bind SqlValues, or values the
 * driver prepared for their column (`driver.preparePersistentValue`): a Date is stored differently by the two drivers.
 */
export async function runStatement<R = Record<string, unknown>>(
  manager: EntityManager,
  sql: string,
  params: readonly unknown[] = [],
): Promise<StatementResult<R>> {
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    const result = await runner.query(sql, [...params], true);
    const raw: unknown = result.raw;
    // mysql2 answers a write with a ResultSetHeader holding insertId; TypeORM's SQLite runner gives lastInsertRowid.
    const id =
      typeof raw === 'number' || typeof raw === 'bigint'
        ? raw
        : (raw as { insertId?: number | bigint } | undefined)?.insertId;
    return {
      rows: (result.records ?? []) as R[],
      affected: result.affected ?? 0,
      insertId: id === undefined || id === null ? undefined : Number(id),
    };
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}

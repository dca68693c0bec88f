import type { DataSource } from 'typeorm';

const tails = new WeakMap<DataSource, Promise<unknown>>();

/**
 * TypeORM drives SQLite through one shared connection, so two overlapping transactions would nest inside each other
 * and a rollback could undo a neighbour's write. On SQLite every write transaction (checkout, subscription, order
 * update, outbox claims) therefore runs through this one queue per data source; on MySQL, with real connections and
 * row locks, `work` runs at once. `work` must not call this again (it would wait for itself).
 */
export function serializeOnSqlite<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  const type = dataSource.options.type;
  if (type !== 'better-sqlite3' && type !== 'sqlite') return work();
  const result = (tails.get(dataSource) ?? Promise.resolve()).then(work, work);
  tails.set(
    dataSource,
    result.catch(() => undefined),
  );
  return result;
}

import type { DataSource } from 'typeorm';
import type { PoolUse } from './shop-metrics';

interface Countable {
  length: number;
}
/** mysql2's Pool keeps these lists; they are not public API, so every read is guarded and a change just hides the gauge. */
interface Mysql2PoolInternals {
  _allConnections?: Countable;
  _freeConnections?: Countable;
  _connectionQueue?: Countable;
}

/** A reader of the MySQL pool's use, or undefined for SQLite (one connection, no pool). */
export function databasePoolReader(dataSource: DataSource): (() => PoolUse | undefined) | undefined {
  if (dataSource.options.type !== 'mysql' && dataSource.options.type !== 'mariadb') return undefined;
  return () => {
    const pool = (dataSource.driver as unknown as { pool?: Mysql2PoolInternals }).pool;
    const all = pool?._allConnections?.length;
    const idle = pool?._freeConnections?.length;
    const waiting = pool?._connectionQueue?.length;
    if (all === undefined || idle === undefined || waiting === undefined) return undefined;
    return { inUse: all - idle, idle, waiting };
  };
}

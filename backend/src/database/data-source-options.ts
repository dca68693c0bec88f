import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { ALL_ENTITIES } from './entities';
import { MYSQL_MIGRATIONS } from './migrations';

/**
 * MySQL gets real migrations, run at start (never synchronize). SQLite is the embedded default for
 * `make run` and tests without a server; its schema is synchronised from the same entities.
 */
export function buildDataSourceOptions(
  config: Pick<AppConfig, 'databaseUrl' | 'databaseSocketPath' | 'sqlitePath'>,
): DataSourceOptions {
  if (config.databaseUrl) {
    return {
      type: 'mysql',
      connectorPackage: 'mysql2',
      // TypeORM reads the user, password, host and database from the URL and drops its query; mysql2 prefers a
      // socketPath to the host when it has one.
      url: config.databaseUrl.replace(/^mariadb:/, 'mysql:'),
      ...(config.databaseSocketPath ? { socketPath: config.databaseSocketPath } : {}),
      entities: ALL_ENTITIES,
      migrations: MYSQL_MIGRATIONS,
      migrationsRun: true,
      migrationsTransactionMode: 'each',
      synchronize: false,
      timezone: 'Z',
      charset: 'utf8mb4_unicode_ci',
      supportBigNumbers: true,
      // Bounded waits so a database outage answers 503 quickly instead of hanging requests.
      connectTimeout: 3000,
      poolSize: 10,
      extra: { enableKeepAlive: true, waitForConnections: true, queueLimit: 200 },
    };
  }
  if (config.sqlitePath !== ':memory:') mkdirSync(dirname(config.sqlitePath), { recursive: true });
  return {
    type: 'better-sqlite3',
    // Handed over rather than resolved by TypeORM: the workspace installs better-sqlite3 13 (Node-API, safe on Node 24),
    // a major above the range TypeORM's optional peer names, so npm keeps it out of TypeORM's reach.
    driver: BetterSqlite3,
    database: config.sqlitePath,
    entities: ALL_ENTITIES,
    synchronize: true,
    prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
      db.pragma('foreign_keys = ON');
    },
  };
}

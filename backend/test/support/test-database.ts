import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

/** Which database the end-to-end suite talks to: MySQL/MariaDB unless TEST_DB=sqlite. */
export function testDatabaseKind(): 'mysql' | 'sqlite' {
  return process.env.TEST_DB === 'sqlite' ? 'sqlite' : 'mysql';
}

/** The server the MySQL suite uses; each test file gets a database of its own on it. */
export function mysqlServerUrl(): string {
  return process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/test';
}

export interface IsolatedDatabase {
  /** Environment for loadConfig: DATABASE_URL or SQLITE_PATH. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A brand-new empty database for one test file, so files can run in parallel and never see each other's rows.
 * MySQL: CREATE DATABASE shoptest_<random> on the configured server. SQLite: a temporary file.
 */
export async function createIsolatedDatabase(): Promise<IsolatedDatabase> {
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  if (testDatabaseKind() === 'sqlite') {
    const file = join(tmpdir(), `shoptest_${suffix}.sqlite`);
    return {
      env: { DATABASE_URL: '', SQLITE_PATH: file },
      drop: async () => {
        for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
      },
    };
  }
  const server = new URL(mysqlServerUrl());
  const name = `shoptest_${suffix}`;
  const admin = await createConnection({
    host: server.hostname,
    port: Number(server.port || 3306),
    user: decodeURIComponent(server.username || 'root'),
    password: decodeURIComponent(server.password),
  });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), SQLITE_PATH: '' },
    drop: async () => {
      const conn = await createConnection({
        host: server.hostname,
        port: Number(server.port || 3306),
        user: decodeURIComponent(server.username || 'root'),
        password: decodeURIComponent(server.password),
      });
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
    },
  };
}

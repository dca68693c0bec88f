// The database a benchmark run uses: its OWN fresh database on the server of DATABASE_URL (never the database named
// there, which the tests share), else the fresh SQLite file startShop creates.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { createConnection } from 'mysql2/promise';

function adminOptions(server) {
  const socketPath = server.searchParams.get('socketPath');
  return {
    ...(socketPath ? { socketPath } : { host: server.hostname, port: Number(server.port || 3306) }),
    user: decodeURIComponent(server.username || 'root'),
    password: decodeURIComponent(server.password),
  };
}

/** Returns { env (for startShop), label, version, drop() }. */
export async function createBenchDatabase() {
  if (!process.env.DATABASE_URL) {
    // The backend workspace owns the SQLite driver, so it is resolved from there (and only for a SQLite run).
    const Database = createRequire(new URL('../backend/package.json', import.meta.url))('better-sqlite3');
    const memory = new Database(':memory:');
    const version = memory.prepare('select sqlite_version() as v').get().v;
    memory.close();
    return {
      env: { DATABASE_URL: '' },
      kind: 'sqlite',
      label: `SQLite ${version}`,
      drop: async () => undefined,
    };
  }
  const server = new URL(process.env.DATABASE_URL);
  const name = `shopbench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = await createConnection(adminOptions(server));
  const [[{ version }]] = await admin.query('SELECT VERSION() AS version');
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    kind: 'mysql',
    label: `${/mariadb/i.test(version) ? 'MariaDB' : 'MySQL'} ${version.split('-')[0]}`,
    async drop() {
      if (process.env.BENCH_KEEP_DB === '1') return;
      const conn = await createConnection(adminOptions(server));
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
    },
  };
}

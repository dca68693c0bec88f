import { createConnection } from 'mysql2/promise';
import { DataSource, DataSourceOptions } from 'typeorm';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { createIsolatedDatabase, IsolatedDatabase } from './support/test-database';

/**
 * The MySQL schema comes only from migrations (synchronize is off there), while SQLite and the code read the entities.
 * If an entity changes without a migration, production runs on a schema the code does not expect: after all
 * migrations ran on an empty database, TypeORM must find nothing left to generate.
 */
describe('MySQL migrations match the entities', () => {
  let db: IsolatedDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createIsolatedDatabase();
    const options = buildDataSourceOptions({ databaseUrl: db.env.DATABASE_URL, sqlitePath: '' });
    // TypeORM reads MariaDB's column defaults (the string 'NULL' since 10.2.7) right only with its mariadb dialect;
    // with 'mysql' every nullable column would look changed. The migrations run the same SQL under either name.
    const mariaDb = /mariadb/i.test(await serverVersion(db.env.DATABASE_URL));
    dataSource = new DataSource({ ...options, type: mariaDb ? 'mariadb' : 'mysql' } as DataSourceOptions);
    await dataSource.initialize(); // migrationsRun: true applies every migration, as at start
    // The app runs the mysql dialect, which stores uuids as varchar(36); keep that mapping under the mariadb name.
    // (A private flag of TypeORM's MysqlDriver, set from the server version at connect.)
    Object.assign(dataSource.driver, { uuidColumnTypeSuported: false });
  });
  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await db?.drop();
  });

  it('ran every migration and leaves nothing for TypeORM to generate', async () => {
    const applied = await dataSource.query('SELECT name FROM migrations ORDER BY id');
    expect(applied).toHaveLength(dataSource.migrations.length);
    const sql = await dataSource.driver.createSchemaBuilder().log();
    const drift = sql.upQueries.map((q) => q.query);
    // Printed in full so the failure message is the migration to write.
    expect(drift.join(';\n')).toBe('');
  });
});

async function serverVersion(url: string): Promise<string> {
  const conn = await createConnection(url);
  try {
    const [rows] = await conn.query('SELECT VERSION() AS v');
    return String((rows as Array<{ v: string }>)[0].v);
  } finally {
    await conn.end();
  }
}

import type { DataSource, MigrationInterface } from 'typeorm';

/**
 * Undoes and re-applies one migration on a database that already has it, so a test can check what its `up` does to
 * rows that were there before it (the backfill a deployed shop gets), not only to an empty schema.
 */
export async function rerunMigration(dataSource: DataSource, migration: MigrationInterface): Promise<void> {
  const runner = dataSource.createQueryRunner();
  try {
    await migration.down(runner);
    await migration.up(runner);
  } finally {
    await runner.release();
  }
}

import { DataSource } from 'typeorm';

/** How long an instance waits for another one's migrations and seed before giving up (and failing its start). */
export const STARTUP_LOCK_TIMEOUT_SECONDS = 120;

/**
 * Runs `work` while holding a MySQL named lock (GET_LOCK), so when several instances start together on one database
 * only one migrates or seeds at a time; the others wait, then find the work done. The lock is per server, so its name
 * carries the database's name. SQLite is one process: no lock.
 */
export async function withStartupLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'mysql') return work();
  // GET_LOCK belongs to one connection: the same pinned connection must take and release it.
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [{ name }] = (await runner.query('SELECT DATABASE() AS name')) as Array<{ name: string }>;
    const lockName = `shop-startup:${name}`.slice(0, 64);
    const [{ acquired }] = (await runner.query('SELECT GET_LOCK(?, ?) AS acquired', [
      lockName,
      STARTUP_LOCK_TIMEOUT_SECONDS,
    ])) as Array<{ acquired: number | string | null }>;
    if (Number(acquired) !== 1)
      throw new Error(
        `Another instance held the start-up lock ${lockName} for more than ${STARTUP_LOCK_TIMEOUT_SECONDS} s`,
      );
    try {
      return await work();
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [lockName]);
    }
  } finally {
    await runner.release();
  }
}

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../src/app.factory';
import { AppConfig, loadConfig } from '../src/config/app-config';
import { createIsolatedDatabase } from '../test/support/test-database';

export interface BenchApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** On MySQL/MariaDB (DATABASE_URL set), else on a temporary SQLite file. */
  onMysql: boolean;
  /** Closes the app and drops its database, unless BENCH_KEEP_DB=1 (to look at the rows afterwards). */
  close(): Promise<void>;
}

/** The app as a bench runs it: its own empty database, the demo payment provider, no seed, warnings only in the log. */
export async function startBenchApp(adminPassword: string): Promise<BenchApp> {
  const onMysql = Boolean(process.env.DATABASE_URL);
  // createIsolatedDatabase follows TEST_DB; the bench follows DATABASE_URL like the app does.
  process.env.TEST_DB = onMysql ? 'mysql' : 'sqlite';
  const database = await createIsolatedDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: adminPassword,
    PAYMENT_PROVIDER: 'demo',
    SEED_ON_START: 'false',
    ...database.env,
  });
  const app = await createApp(config);
  return {
    app,
    config,
    onMysql,
    close: async () => {
      await app.close();
      if (process.env.BENCH_KEEP_DB !== '1') await database.drop();
    },
  };
}

/** Runs a bench's main; a failure prints its error and ends the process with status 1 (npm run bench stops there). */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

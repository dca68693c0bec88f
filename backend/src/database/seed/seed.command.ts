import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../../config/app-config';
import { buildDataSourceOptions } from '../data-source-options';
import { seedCatalog } from './seed-catalog';

/** `npm run seed`: loads the demo catalogue into the configured database (idempotent). */
async function main(): Promise<void> {
  const config = loadConfig();
  const dataSource = await new DataSource(buildDataSourceOptions(config)).initialize();
  try {
    const { inserted, existing } = await seedCatalog(dataSource);
    console.log(`Seed done: ${inserted} products inserted, ${existing} already there.`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

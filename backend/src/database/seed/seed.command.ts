import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../../config/app-config';
import { buildDataSourceOptions } from '../data-source-options';
import { seedCatalog } from './seed-catalog';
import { seedShippingAndTax } from './seed-shipping-and-tax';
import { seedSubscribableItems } from './seed-subscribable-items';

/** `npm run seed`: loads the demo catalogue into the configured database (idempotent). */
async function main(): Promise<void> {
  const config = loadConfig();
  const dataSource = await new DataSource(buildDataSourceOptions(config)).initialize();
  try {
    const { inserted, existing } = await seedCatalog(dataSource);
    const { methods, rates } = await seedShippingAndTax(dataSource);
    const subscribable = await seedSubscribableItems(dataSource);
    console.log(
      `Seed done: ${inserted} products inserted, ${existing} already there; ${methods} shipping methods, ${rates} tax rates and ${subscribable} subscribable items inserted.`,
    );
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

import 'reflect-metadata';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from '../app.factory';
import { loadConfig } from '../config/app-config';
import { buildOpenApiDocument } from './swagger';

/**
 * `npm run openapi`: writes openapi/openapi.json from the controllers and DTOs, without listening on a port
 * (an in-memory SQLite database satisfies the data layer). CI regenerates it and fails when it differs.
 */
async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: '',
    SQLITE_PATH: ':memory:',
    SEED_ON_START: 'false',
    LOG_LEVEL: 'error',
    PAYMENT_PROVIDER: 'demo',
    NODE_ENV: 'development',
  });
  const app = await createApp(config);
  const document = buildOpenApiDocument(app);
  await app.close();
  const target = resolve(__dirname, '..', '..', '..', 'openapi', 'openapi.json');
  const text = `${JSON.stringify(document, null, 2)}\n`;
  if (process.argv.includes('--check')) {
    if (!existsSync(target) || readFileSync(target, 'utf8') !== text) {
      console.error('openapi/openapi.json is stale: run `npm run openapi` and commit the result.');
      process.exit(1);
    }
    console.log('openapi/openapi.json is up to date.');
    return;
  }
  writeFileSync(target, text);
  console.log(`Wrote ${target}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { DestinationStream } from 'pino';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { AfterAnswer } from '../../src/common/after-answer';
import { createAppLogger } from '../../src/common/logging/app-logger';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { RATE_LIMIT_VARIABLES } from '../../src/rate-limits/rate-limit-definitions';
import { ShippingMethod } from '../../src/shipping/shipping-method.entity';
import { TaxRate } from '../../src/tax/tax-rate.entity';
import { contractCheckedAgent } from './contract-checked-agent';
import { createIsolatedDatabase } from './test-database';

export const TEST_ADMIN_PASSWORD = 'test-admin-password-123';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  dataSource: DataSource;
  /** supertest against the real HTTP server (listening on a random loopback port); every JSON answer is checked
   * against its schema in openapi/openapi.json (support/contract-checked-agent.ts). */
  http: TestAgent;
  baseUrl: string;
  /** Waits for the work sign-ups do after answering (common/after-answer.ts), before reading what they wrote. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Boots the whole application on its own fresh database (seeded with the demo catalogue), listening on
 * 127.0.0.1 with a random port. `env` overrides configuration, e.g. { PAYMENT_PROVIDER: 'paypal', ... }.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    logDestination?: DestinationStream;
    /** Keep the seeded shipping methods and Indiana's rate; without it the shop charges neither (the totals of docs/product.md). */
    shippingAndTax?: boolean;
  } = {},
): Promise<TestApp> {
  // A test that brings its own database (DATABASE_URL) keeps it; otherwise each file gets a fresh one.
  const database = env.DATABASE_URL ? { env: {}, drop: async () => undefined } : await createIsolatedDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    PAYMENT_PROVIDER: 'demo',
    SEED_ON_START: 'true',
    PORT: '0',
    // The test client stands in for a proxy on loopback, so suites can give each call its own address with
    // X-Forwarded-For (support/admin-headers.ts freshAddress); client-address.e2e-spec.ts checks the untrusted default.
    TRUST_PROXY: 'loopback',
    // Suites send many calls from 127.0.0.1; the limits have their own tests, which pass lower figures in `env`.
    ...Object.fromEntries(RATE_LIMIT_VARIABLES.map((name) => [name, '100000'])),
    MAX_UNITS_HELD_PER_ADDRESS: '100000',
    ...database.env,
    ...env,
  });
  const app = await createApp(config, {
    logger: options.logDestination ? createAppLogger(config, options.logDestination) : undefined,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = await app.getUrl();
  if (!options.shippingAndTax) await withoutShippingAndTax(app.get(DataSource));
  return {
    app,
    config,
    dataSource: app.get(DataSource),
    http: contractCheckedAgent(request(baseUrl)),
    baseUrl,
    settled: () => app.get(AfterAnswer).settled(),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** Empties the seeded shipping methods and tax rates: no method and no rate, so totals are subtotal minus discount. */
export async function withoutShippingAndTax(dataSource: DataSource): Promise<void> {
  await dataSource.getRepository(ShippingMethod).clear();
  await dataSource.getRepository(TaxRate).clear();
}

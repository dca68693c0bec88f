import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { createAppLogger } from './common/logging/app-logger';
import { NestPinoLogger } from './common/logging/nest-pino-logger';
import { drainConnections } from './common/close-connections-on-shutdown';
import { ConfigError, loadConfig } from './config/app-config';

/** In-flight requests get this long to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 8000;

async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      createAppLogger({ logLevel: 'error' }).fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  const appLogger = createAppLogger(config);
  // Nest's static Logger (used before and outside the app) writes the same JSON lines as the app.
  Logger.overrideLogger(new NestPinoLogger(appLogger));
  const logger = new Logger('Shop');
  if (config.adminPasswordIsDefault)
    logger.warn('ADMIN_PASSWORD is not set: using the development default. Set it before going live.');
  if (config.generatedSigningKeys.length)
    logger.warn(
      `${config.generatedSigningKeys.join(', ')} not set: links are signed with development keys kept in ${config.devSigningKeysFile}. Set them before going live.`,
    );

  const app = await createApp(config, { logger: appLogger });
  await app.listen({ port: config.port, host: config.host });
  logger.log(
    `Shop listening on ${await app.getUrl()} (${config.databaseUrl ? 'MySQL' : `SQLite at ${config.sqlitePath}`}, payments: ${config.paymentProvider})`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received: finishing in-flight requests`);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    drainConnections(app.getHttpAdapter().getInstance())
      .then(() => app.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

void bootstrap();

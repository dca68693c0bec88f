import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdirSync } from 'node:fs';
import type { Logger } from 'pino';
import { AdminAuthService } from './admin/admin-auth.service';
import { AppModule } from './app.module';
import { registerConnectionCloseOnShutdown } from './common/close-connections-on-shutdown';
import { createAppLogger } from './common/logging/app-logger';
import { lazyRequestLoggerFactory } from './common/logging/lazy-request-logger';
import { NestPinoLogger } from './common/logging/nest-pino-logger';
import { createValidationPipe } from './common/validation';
import { answerFrameworkError } from './http/filters/framework-errors';
import { AccessLogController, registerRequestIdHeader, requestIdOf } from './http/hooks/access-log';
import { registerAdminCredentialsFirst } from './admin/admin-credentials-first';
import { registerBodyLimits } from './http/hooks/body-limits';
import { registerMultipartUploads } from './media/multipart-upload';
import { registerWebhookBodyLimit } from './checkout/webhook-body-limit';
import { paymentProviderSources, PUBLIC_OBJECTS_PREFIX, registerSecurityHeaders } from './http/hooks/security-headers';
import { registerRequestMetrics } from './metrics/request-metrics';
import { ShopMetrics } from './metrics/shop-metrics';
import { AppConfig } from './config/app-config';
import { setupSwagger } from './openapi/swagger';
import { EARLY_ACTIONS_CSP_SOURCE } from './web/page-csp';
import { registerWebAssets } from './web/web-assets';

/** Request bodies above this are refused with 413. */
export const BODY_LIMIT_BYTES = 100 * 1024;
/** Answers at least this long are compressed for a client that accepts an encoding. */
const COMPRESS_THRESHOLD_BYTES = 1024;

export interface CreateAppOptions {
  /** The process's pino logger (main makes it first to log start-up warnings); by default one on stdout. */
  logger?: Logger;
}

/** Builds the whole application, initialised but not listening: used by main, the tests and the OpenAPI writer. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const logger = options.logger ?? createAppLogger(config);
  const adapter = new FastifyAdapter({
    // One JSON log stream (pino) for Fastify's access lines and Nest's messages; see docs/operations.md.
    loggerInstance: logger,
    logController: new AccessLogController(logger),
    // The request's child logger is built only if the request writes a line (most never do).
    childLoggerFactory: lazyRequestLoggerFactory,
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT_BYTES,
    // A client that sends its request slowly (a byte every few seconds) holds a socket and a parser: cut off after
    // requestTimeout with a 408; a silent socket closes after connectionTimeout (docs/security.md, "Slow clients").
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    // The same deadline given to Node's createServer, which reads it when the server is made (set afterwards, as Fastify
    // does with requestTimeout, Node 24 did not cut a trickled body off), and checked each second rather than each 30 s.
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.requestTimeoutMs / 4)),
    },
    // Only configured proxies may name the client (X-Forwarded-For); by default the TCP peer is the client.
    trustProxy: config.trustProxy,
    // Long slugs and codes reach the handler and get a 404 in our error shape; longer ones a 414 in the same shape.
    routerOptions: { maxParamLength: 1000 },
    frameworkErrors: answerFrameworkError,
    // On shutdown, idle keep-alive sockets are closed at once; busy ones finish their request first.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // No Nest middleware (Fastify hooks instead): @fastify/middie and its per-request hook are left out (a middleware
    // would fail at start-up without it).
    skipMiddie: true,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new NestPinoLogger(logger),
    abortOnError: false,
    // Nest would add a form (urlencoded) parser: JSON endpoints then took cross-site form posts. Fastify's own JSON
    // parser stays (it rejects __proto__ and constructor.prototype keys); any other body type is a 415.
    bodyParser: false,
  });
  const fastify = app.getHttpAdapter().getInstance();

  fastify.removeContentTypeParser('text/plain');
  registerAdminCredentialsFirst(fastify, app.get(AdminAuthService));
  registerBodyLimits(fastify);
  await registerMultipartUploads(fastify);
  registerWebhookBodyLimit(fastify);
  registerSecurityHeaders(fastify, [EARLY_ACTIONS_CSP_SOURCE], paymentProviderSources(config.paypal.sdkUrl));
  registerConnectionCloseOnShutdown(fastify);
  // Answers are compressed; request bodies are not decompressed (no client of ours sends them compressed), so no
  // request passes a decompression hook and a compressed body is parsed as what it is: not JSON, a 400.
  await fastify.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip', 'deflate'],
    globalDecompression: false,
  });
  registerRequestIdHeader(fastify);
  registerRequestMetrics(fastify, app.get(ShopMetrics));

  mkdirSync(config.publicObjectsDir, { recursive: true });
  await fastify.register(fastifyStatic, {
    root: config.publicObjectsDir,
    prefix: PUBLIC_OBJECTS_PREFIX,
    decorateReply: false,
    maxAge: '7d',
  });

  await registerWebAssets(fastify, config.webDistDir);

  app.useGlobalPipes(createValidationPipe());
  // No enableShutdownHooks: main handles SIGTERM itself (drain kept-alive connections first, then app.close, which
  // runs the same shutdown hooks); Nest's own handler closed the server at once and reset idle kept-alive sockets.
  setupSwagger(app);
  await app.init();
  return app;
}

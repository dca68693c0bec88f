import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

/** A caller's X-Request-Id is kept when it is a short plain token; anything else gets a fresh UUID. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
export const REQUEST_ID_HEADER = 'x-request-id';

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Every answer names its request id, so a shopper's report or a proxy log leads to the server's lines. */
export function registerRequestIdHeader(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

/**
 * Fastify's per-request log lines, reduced to one access line when the answer is sent: method, path without its
 * query string (search terms can be names or e-mails), route pattern, status, duration and request id. No headers or
 * bodies, so no secrets or personal data: the line is written through one child logger made at start-up without the
 * app logger's redaction paths, which would otherwise be walked on every request (tens of µs per line).
 */
export class AccessLogController extends LogController {
  private readonly accessLog: Logger;

  constructor(appLogger: Logger) {
    super({ requestIdLogLabel: 'requestId' });
    this.accessLog = appLogger.child({}, { redact: [] });
  }

  override incomingRequest(): void {
    // One line per request: the access line on completion says everything.
  }

  override routeNotFound(): void {
    // The access line shows the 404; Fastify's own line would repeat the full URL with its query string.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const failed = Boolean(error) || status >= 500;
    // With LOG_LEVEL above info, a successful request writes nothing: skip building the line.
    if (!failed && !this.accessLog.isLevelEnabled('info')) return;
    const line = {
      requestId: request.id,
      msg: 'request',
      method: request.method,
      path: request.url.split('?')[0],
      route: request.routeOptions.url ?? null,
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (failed) this.accessLog.error(line);
    else this.accessLog.info(line);
  }

  /** Errors Fastify answers itself (outside Nest's filter): the stack for 5xx, without the raw request and its URL. */
  override defaultErrorLog(error: Error, _request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) reply.log.error({ err: error }, error.message);
  }
}

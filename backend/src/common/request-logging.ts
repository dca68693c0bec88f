import type { FastifyInstance } from 'fastify';

/**
 * One JSON line per request: method, path without its query string (search terms can be names or e-mails),
 * status and duration. No headers, bodies or addresses, so no personal data ends up in logs.
 */
export function registerRequestLogging(fastify: FastifyInstance, write: (line: string) => void = (l) => process.stdout.write(l)): void {
  fastify.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0];
    write(
      `${JSON.stringify({
        level: reply.statusCode >= 500 ? 'error' : 'info',
        time: new Date().toISOString(),
        msg: 'request',
        method: request.method,
        path,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      })}\n`,
    );
  });
}

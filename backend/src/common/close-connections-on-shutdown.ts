import type { FastifyInstance } from 'fastify';

/**
 * Once the server starts closing, answers still in flight carry `Connection: close`, so their sockets end with the
 * response. Without it a request accepted before SIGTERM left a keep-alive socket open after its answer; Fastify closes
 * only the sockets that are idle at the moment close starts, so the process waited for the client's keep-alive
 * timeout (5.7 s with undici, until the 8 s forced exit with a Node agent) instead of exiting at once.
 * (Requests that arrive during the close get Fastify's 503 with `Connection: close` already: `return503OnClosing`.)
 */
export function registerConnectionCloseOnShutdown(fastify: FastifyInstance): void {
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

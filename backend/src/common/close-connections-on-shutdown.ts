import type { FastifyInstance } from 'fastify';
import { Server } from 'node:net';
import { defaultSentence } from './error-body';

/** How long a stopping server keeps its kept-alive connections open, answering 503 + Connection: close on them. */
export const SHUTDOWN_DRAIN_MS = 1000;

const draining = new WeakSet<FastifyInstance>();
const closing = new WeakSet<FastifyInstance>();

/** Whether `fastify` has begun to stop (draining or closing): its answers then need the shutdown hooks below. */
export function isStopping(fastify: FastifyInstance): boolean {
  return draining.has(fastify) || closing.has(fastify);
}

/**
 * Once the server starts stopping, answers carry `Connection: close`, so their sockets end with the response. Without
 * it a request accepted before SIGTERM left a keep-alive socket open after its answer; Fastify closes only the sockets
 * that are idle at the moment close starts, so the process waited for the client's keep-alive timeout instead of
 * exiting at once. While draining (see `drainConnections`), a new request on a kept-alive connection gets a 503 with
 * `Connection: close`, so its client knows it did not run, instead of a reset it cannot interpret.
 */
export function registerConnectionCloseOnShutdown(fastify: FastifyInstance): void {
  fastify.addHook('preClose', (done) => {
    closing.add(fastify);
    done();
  });
  // A callback hook, not an async one: every request passes here, and an async hook costs a promise each time.
  fastify.addHook('onRequest', (_request, reply, done) => {
    if (!draining.has(fastify)) {
      done();
      return;
    }
    const sentence = defaultSentence(503);
    // Sending from onRequest ends the request here; done is not called (Fastify's documented way to answer early).
    void reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '5')
      .header('cache-control', 'no-store')
      .send({ statusCode: 503, error: sentence, message: sentence });
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (isStopping(fastify)) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * The first step of a graceful stop: stop accepting connections (new clients are refused at once) but keep the open
 * ones for `ms`, so a request a client writes onto its idle kept-alive socket meanwhile is answered 503 instead of
 * racing the socket's close. Node's http `close()` would also close those idle sockets at once; the plain net close
 * stops only the listening. Then `app.close()` finishes in-flight requests and closes what is left.
 */
export async function drainConnections(fastify: FastifyInstance, ms = SHUTDOWN_DRAIN_MS): Promise<void> {
  draining.add(fastify);
  Server.prototype.close.call(fastify.server);
  await new Promise((resolve) => setTimeout(resolve, ms));
}

import type { FastifyInstance } from 'fastify';
import type { ShopMetrics } from './shop-metrics';

/** One histogram observation per answer, labelled with the route pattern (e.g. /api/products/:slug), never the raw URL. */
export function registerRequestMetrics(fastify: FastifyInstance, metrics: ShopMetrics): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

import type { FastifyInstance, RouteOptions } from 'fastify';

export const WEBHOOK_PATH = '/api/payments/webhook';

/**
 * PayPal's events are a resource and a few links: a few KB, tens for an order with many lines. Larger bodies are
 * refused with 413 before they are parsed or sent to PayPal for verification (the shop's other routes allow 100 KB).
 */
export const WEBHOOK_BODY_LIMIT_BYTES = 48 * 1024;

/** Sets the webhook route's own body limit as the route is registered (Fastify's onRoute; Nest has no route option). */
export function registerWebhookBodyLimit(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (route.url === WEBHOOK_PATH) route.bodyLimit = WEBHOOK_BODY_LIMIT_BYTES;
  });
}

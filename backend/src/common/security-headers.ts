import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The payment provider's hosts: its SDK script, its API calls from the SDK, its popup and frames. */
export const PAYMENT_PROVIDER_SOURCES = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];

export const HSTS_HEADER_VALUE = 'max-age=31536000; includeSubDomains';

/** A CSP that allows only the shop itself and the payment provider. */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...PAYMENT_PROVIDER_SOURCES],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', ...PAYMENT_PROVIDER_SOURCES],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...PAYMENT_PROVIDER_SOURCES],
      frameSrc: ["'self'", ...PAYMENT_PROVIDER_SOURCES],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  // The wallet opens a popup that must be able to talk back to the checkout window.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  crossOriginEmbedderPolicy: false,
  // Added per request below, only over HTTPS.
  strictTransportSecurity: false,
};

/**
 * Runs helmet once at start-up against a recording response and returns the headers it sets. Our policy has no
 * per-request parts (no nonces), so the answer is the same for every request; @fastify/helmet instead rebuilt the
 * helmet middleware and re-parsed the CSP on every request, which cost about a tenth of the product list's throughput.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Every answer (API, pages, static files, errors) carries the same security headers, set in one synchronous hook.
 * HSTS is sent only when the request arrived over HTTPS (directly or via a proxy), since a plain-HTTP dev server must stay reachable.
 */
export function registerSecurityHeaders(fastify: FastifyInstance): void {
  const headers = securityHeaders();
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // With trustProxy, request.protocol is the nearest proxy's X-Forwarded-Proto.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_HEADER_VALUE);
    done();
  });
}

import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The payment provider's hosts: its SDK script, its API calls from the SDK, its popup and frames. */
export const PAYMENT_PROVIDER_SOURCES = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];

/**
 * Helmet with a CSP that allows only the shop itself and the payment provider. HSTS is sent only when the
 * request arrived over HTTPS (directly or via a proxy), since a plain-HTTP dev server must stay reachable.
 */
export async function registerSecurityHeaders(fastify: FastifyInstance): Promise<void> {
  await fastify.register(helmet, {
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
    strictTransportSecurity: false,
  });
  fastify.addHook('onSend', async (request, reply) => {
    const forwardedProto = String(request.headers['x-forwarded-proto'] ?? '').split(',')[0].trim();
    if (request.protocol === 'https' || forwardedProto === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}

import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { PAYPAL_SDK_URL } from '../../config/app-config';

/**
 * The payment provider's hosts: its SDK script (PAYPAL_SDK_URL's origin, a fake SDK on loopback in the browser
 * tests), its API calls from the SDK, its popup and frames.
 */
export function paymentProviderSources(sdkUrl: string = PAYPAL_SDK_URL): string[] {
  return [...new Set([new URL(sdkUrl).origin, 'https://*.paypal.com', 'https://*.paypalobjects.com'])];
}

export const HSTS_HEADER_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * A CSP that allows only the shop itself and the payment provider, and the inline scripts given by their hashes
 * (`'sha256-…'`: the web module's early-actions script, a fixed text).
 */
const helmetOptions = (inlineScriptHashes: readonly string[], providerSources: readonly string[]): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScriptHashes, ...providerSources],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', ...providerSources],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...providerSources],
      frameSrc: ["'self'", ...providerSources],
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
});

/**
 * The headers helmet's middleware sets for our policy, computed once at start-up by running it on a real (unsent)
 * node response and reading them back with getHeaders(). Our policy has no per-request parts (no nonces), so the
 * answer is the same for every request and each document answer copies a fixed table instead of running helmet.
 */
export function securityHeaders(
  inlineScriptHashes: readonly string[] = [],
  providerSources: readonly string[] = paymentProviderSources(),
): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(helmetOptions(inlineScriptHashes, providerSources))(request, response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet failed', { cause: error });
  });
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

/**
 * What every answer that is not a document (JSON, scripts, styles, images other than SVG, text) needs: no MIME
 * sniffing, nothing if it is opened as a page on its own (no scripts, no framing), and no reading by other sites under
 * no-cors. No referrer. Far smaller than the document set, whose CSP and policies mean nothing to a JSON answer.
 */
export const RESOURCE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  // Also applies to redirects; order-status answers are read under a secret link that no Referer may carry away.
  'referrer-policy': 'no-referrer',
};

/** Where the shop's public pictures are served (app.factory.ts). */
export const PUBLIC_OBJECTS_PREFIX = '/public-objects/';

/**
 * The public pictures go into order e-mails and shared links: a mail client or another site loads them from its own
 * origin, which `same-origin` would refuse. Nothing there is private, so any origin may embed them.
 */
export const PUBLIC_OBJECT_RESOURCE_POLICY = 'cross-origin';

/** Documents a browser renders and that can run script: the full page policy applies to them. */
export function isDocumentType(contentType: string | undefined): boolean {
  return contentType !== undefined && (contentType.startsWith('text/html') || contentType.startsWith('image/svg+xml'));
}

/**
 * Every answer gets the resource headers and, over HTTPS (directly or via a proxy), HSTS, in one synchronous
 * `onRequest` hook. HTML documents (pages, Swagger UI) and SVG then get the full document set (CSP for the shop and
 * the payment provider, COOP for the wallet popup, Origin-Agent-Cluster...) once their content type is known.
 * A plain-HTTP dev server must stay reachable, hence no HSTS there. Why the split: docs/security.md.
 */
export function registerSecurityHeaders(
  fastify: FastifyInstance,
  inlineScriptHashes: readonly string[] = [],
  providerSources: readonly string[] = paymentProviderSources(),
): void {
  const documentHeaders = Object.entries(securityHeaders(inlineScriptHashes, providerSources));
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(RESOURCE_HEADERS);
    if (request.url.startsWith(PUBLIC_OBJECTS_PREFIX))
      reply.header('cross-origin-resource-policy', PUBLIC_OBJECT_RESOURCE_POLICY);
    // With trustProxy, request.protocol is the nearest proxy's X-Forwarded-Proto.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_HEADER_VALUE);
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (isDocumentType(typeof type === 'string' ? type : undefined)) {
      for (const [name, value] of documentHeaders) {
        // A handler or a path that chose its own policy (the dev mailbox's CSP, the public pictures' resource policy)
        // keeps it; the resource defaults are replaced.
        const current = reply.getHeader(name);
        if (current === undefined || current === RESOURCE_HEADERS[name]) reply.header(name, value);
      }
    }
    done(null, payload);
  });
}

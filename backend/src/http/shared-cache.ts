import type { FastifyReply } from 'fastify';

/**
 * Public answers that change only on an admin write (the catalogue API, the catalogue pages): a shared cache (nginx
 * in front, a CDN) may reuse them for up to a second, a browser revalidates every time (ETag, 304). See
 * docs/operations.md, "HTTP cache in front".
 */
export const SHARED_FOR_A_SECOND = 'public, max-age=0, s-maxage=1';

/**
 * Marks the answer as shareable for at most a second. nginx counts a lifetime in whole seconds from the current one
 * (s-maxage=1 lives 1 to 2 s there), so X-Accel-Expires names the current second: nginx keeps the answer to its end,
 * under a second. nginx consumes that header and never passes it to clients; other caches ignore it.
 */
export function allowSharedCaching(reply: FastifyReply): FastifyReply {
  return reply
    .header('cache-control', SHARED_FOR_A_SECOND)
    .header('x-accel-expires', `@${Math.floor(Date.now() / 1000)}`);
}

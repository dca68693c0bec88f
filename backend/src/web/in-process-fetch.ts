import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** Statuses whose answers have no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A `fetch` the server-side render uses to call the API of this same process through Fastify's inject: the same
 * routes, validation, serialisation and catalogue cache a browser's request meets, without a socket or a port.
 * `clientAddress`: the page's visitor, so a rate-limited call of the render counts against them, not the server.
 */
export function inProcessFetch(
  fastify: FastifyInstance,
  clientAddress?: string,
): (input: string | Request, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    // Inject answers without I/O, so a render's passes and their data would otherwise be one synchronous stretch; the
    // turn lets the loop read other requests between them, as a socket would.
    await nextTurn();
    const request = typeof input === 'string' ? new Request(input, init) : input;
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await fastify.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
      ...(clientAddress === undefined ? {} : { remoteAddress: clientAddress }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers,
    });
  };
}

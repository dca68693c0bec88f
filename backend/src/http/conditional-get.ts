import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TaggedBytes } from '../common/tagged-bytes';

// The catalogue service tags its bytes (common/tagged-bytes.ts); answering with them is HTTP's part.
export type { TaggedBytes } from '../common/tagged-bytes';

/**
 * Public reads that change only on an admin write: every use must revalidate (`no-cache`), so an admin change is
 * seen on the very next request, while an unchanged answer costs a 304 with no body. See docs/catalogue.md.
 */
export const REVALIDATE_EVERY_TIME = 'public, no-cache';

/**
 * RFC 9110 13.1.2: If-None-Match uses the weak comparison (a `W/` prefix is ignored), `*` matches any current
 * representation, and the header may list several tags.
 */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  for (const raw of value.split(',')) {
    const tag = raw.trim();
    if ((tag.startsWith('W/') ? tag.slice(2) : tag) === etag) return true;
  }
  return false;
}

/**
 * Sets the validator and caching headers and answers 304 with no body when the client already holds these bytes.
 * Returns what the handler should return: the JSON bytes, or nothing for the 304 (an empty Buffer made Fastify add
 * `content-type: application/octet-stream` and `content-length: 0`, which describe no representation of ours).
 */
export function answerTaggedJson(request: FastifyRequest, reply: FastifyReply, tagged: TaggedBytes, cacheControl = REVALIDATE_EVERY_TIME): Buffer | undefined {
  reply.header('etag', tagged.etag).header('cache-control', cacheControl);
  if (ifNoneMatchHits(request.headers['if-none-match'], tagged.etag)) {
    reply.code(304);
    return undefined;
  }
  reply.type(JSON_TYPE);
  return tagged.body;
}

export const JSON_TYPE = 'application/json; charset=utf-8';

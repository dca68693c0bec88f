import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Bytes served as they are, with the strong validator computed once when the bytes were made (not per request). */
export interface TaggedBytes {
  body: Buffer;
  etag: string;
}

/**
 * Public reads that change only on an admin write: every use must revalidate (`no-cache`), so an admin change is
 * seen on the very next request, while an unchanged answer costs a 304 with no body. See docs/catalogue.md.
 */
export const REVALIDATE_EVERY_TIME = 'public, no-cache';

/** A strong entity tag derived from the bytes themselves, so every instance with the same data gives the same tag. */
export function tagBytes(body: Buffer): TaggedBytes {
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

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
 * Returns what the handler should return: the JSON bytes, or an empty body for the 304.
 */
export function answerTaggedJson(request: FastifyRequest, reply: FastifyReply, tagged: TaggedBytes, cacheControl = REVALIDATE_EVERY_TIME): Buffer {
  reply.header('etag', tagged.etag).header('cache-control', cacheControl);
  if (ifNoneMatchHits(request.headers['if-none-match'], tagged.etag)) {
    reply.code(304);
    return EMPTY;
  }
  reply.type('application/json; charset=utf-8');
  return tagged.body;
}

const EMPTY = Buffer.alloc(0);

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TaggedBytes } from '../common/tagged-bytes';
import { allowSharedCaching } from './shared-cache';

const JSON_TYPE = 'application/json; charset=utf-8';

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
 * Sets the validator and the shared-cache headers (shared-cache.ts) and answers 304 with no body when the client already holds these bytes.
 * Returns what the handler should return: the JSON bytes, or nothing for the 304 (an empty Buffer made Fastify add
 * `content-type: application/octet-stream` and `content-length: 0`, which describe no representation of ours).
 */
export function answerTaggedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  tagged: TaggedBytes,
): Buffer | undefined {
  allowSharedCaching(reply).header('etag', tagged.etag);
  if (ifNoneMatchHits(request.headers['if-none-match'], tagged.etag)) {
    reply.code(304);
    return undefined;
  }
  reply.type(JSON_TYPE);
  return tagged.body;
}

import { createHash } from 'node:crypto';

/** Bytes served as they are, with the strong validator computed once when the bytes were made (not per request). */
export interface TaggedBytes {
  body: Buffer;
  etag: string;
}

/** A strong entity tag derived from the bytes themselves, so every instance with the same data gives the same tag. */
export function tagBytes(body: Buffer): TaggedBytes {
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

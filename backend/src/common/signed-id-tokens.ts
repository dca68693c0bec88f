import { createHmac, timingSafeEqual } from 'node:crypto';

/** `<id>.<base64url HMAC-SHA256>`; the id without leading zeros, the MAC always 43 characters. */
const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/**
 * A never-expiring link token for a row id: an HMAC of `<label>:<id>` with `secret`, so tokens of one label (an
 * order's status page) open nothing of another (a subscription). Rotating the secret revokes every token.
 */
export function signedIdToken(secret: string, label: string, id: number): string {
  return `${id}.${mac(secret, label, id).toString('base64url')}`;
}

/** The id a genuine token names, or undefined for anything malformed or not signed with this secret and label. */
export function idFromSignedToken(secret: string, label: string, token: string): number | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  const given = Buffer.from(match[2], 'base64url');
  // One spelling per link: the last of 43 characters carries 2 unused bits, so 4 texts decode to one MAC.
  if (given.toString('base64url') !== match[2]) return undefined;
  const expected = mac(secret, label, id);
  // Constant time, so the right MAC cannot be found a byte at a time; both are 32 bytes once the pattern matched.
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

function mac(secret: string, label: string, id: number): Buffer {
  return createHmac('sha256', secret).update(`${label}:${id}`).digest();
}

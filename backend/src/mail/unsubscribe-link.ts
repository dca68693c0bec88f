import { createHmac, timingSafeEqual } from 'node:crypto';

/** Route of the unsubscribe page (GET shows it, POST unsubscribes; RFC 8058 one-click POSTs here too). */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** Route of the back-in-stock notice's unsubscribe page: the same token, for the address's remaining waits. */
export const BACK_IN_STOCK_UNSUBSCRIBE_PATH = '/back-in-stock/unsubscribe';

/** The only routes that take a form body (the page's button and RFC 8058 one-click); every other route is JSON-only. */
export const FORM_POST_PATHS: readonly string[] = [UNSUBSCRIBE_PATH, BACK_IN_STOCK_UNSUBSCRIBE_PATH];

function signature(email: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`unsubscribe:${email}`).digest();
}

/** A token naming the address and proving the shop issued it: base64url(email).base64url(hmac). */
export function unsubscribeToken(email: string, secret: string): string {
  return `${Buffer.from(email).toString('base64url')}.${signature(email, secret).toString('base64url')}`;
}

/** The address a genuine token names, or null for anything forged, truncated or malformed. */
export function verifyUnsubscribeToken(token: string, secret: string): string | null {
  const [encoded, signed, extra] = token.split('.');
  if (!encoded || !signed || extra !== undefined || token.length > 1000) return null;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = signature(email, secret);
  const given = Buffer.from(signed, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
}

export function unsubscribeUrl(
  publicBaseUrl: string,
  email: string,
  secret: string,
  path: string = UNSUBSCRIBE_PATH,
): string {
  return `${publicBaseUrl}${path}?token=${unsubscribeToken(email, secret)}`;
}

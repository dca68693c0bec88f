import { createHmac, timingSafeEqual } from 'node:crypto';

/** Route of the unsubscribe page (GET shows it, POST unsubscribes; RFC 8058 one-click POSTs here too). */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** Route of the back-in-stock notice's unsubscribe page: the same token, for the address's remaining waits. */
export const BACK_IN_STOCK_UNSUBSCRIBE_PATH = '/back-in-stock/unsubscribe';

/** Route of the contact form's copy link: GET shows a button, POST sends the sender the copy of their message. */
export const CONTACT_COPY_PATH = '/contact/copy';

/** The only routes that take a form body (the pages' buttons and RFC 8058 one-click); every other route is JSON-only. */
export const FORM_POST_PATHS: readonly string[] = [UNSUBSCRIBE_PATH, BACK_IN_STOCK_UNSUBSCRIBE_PATH, CONTACT_COPY_PATH];

/** What a signed link lets its holder do; a token made for one purpose is refused by every other. */
export type LinkPurpose = 'unsubscribe' | 'contact-copy';

function signature(value: string, secret: string, purpose: LinkPurpose): Buffer {
  return createHmac('sha256', secret).update(`${purpose}:${value}`).digest();
}

/** A token naming the value and proving the shop issued it for `purpose`: base64url(value).base64url(hmac). */
export function signedToken(value: string, secret: string, purpose: LinkPurpose): string {
  return `${Buffer.from(value).toString('base64url')}.${signature(value, secret, purpose).toString('base64url')}`;
}

/** The value a genuine token names, or null for anything forged, truncated, malformed or made for another purpose. */
export function verifySignedToken(token: string, secret: string, purpose: LinkPurpose): string | null {
  const [encoded, signed, extra] = token.split('.');
  if (!encoded || !signed || extra !== undefined || token.length > 1000) return null;
  const value = Buffer.from(encoded, 'base64url').toString('utf8');
  // Compared as text, not decoded: base64url ignores a last character's spare bits, so one token has several spellings.
  const expected = Buffer.from(signature(value, secret, purpose).toString('base64url'));
  const given = Buffer.from(signed);
  const canonical = Buffer.from(value).toString('base64url') === encoded;
  return canonical && given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

export function unsubscribeToken(email: string, secret: string): string {
  return signedToken(email, secret, 'unsubscribe');
}

/** The address a genuine unsubscribe token names, or null. */
export function verifyUnsubscribeToken(token: string, secret: string): string | null {
  return verifySignedToken(token, secret, 'unsubscribe');
}

export function unsubscribeUrl(
  publicBaseUrl: string,
  email: string,
  secret: string,
  path: string = UNSUBSCRIBE_PATH,
): string {
  return `${publicBaseUrl}${path}?token=${unsubscribeToken(email, secret)}`;
}

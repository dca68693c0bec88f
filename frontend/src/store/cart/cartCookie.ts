import { MAX_LINE_QUANTITY } from './cartItem';

/**
 * A compact copy of the cart in a cookie, so the server can paint /checkout's cart lines in its HTML (the cart itself
 * lives in localStorage, which only the browser reads, and only after hydration). It carries what the shopper chose,
 * never what things cost: `<productId>~<size>~<quantity>` per line, lines joined by `|`, the size percent-encoded
 * (`~` included). The server looks each line up in the catalogue (name, picture, price) and drops what it does not
 * know (entry-server.tsx, serverCart.ts). localStorage stays the source of truth: the cookie is rewritten whenever the
 * cart is saved (cartStorage.ts) and the browser's cart replaces the server's after hydration. See docs/checkout.md.
 */
export const CART_COOKIE_NAME = 'cart';
/** Only /checkout reads it: the cookie is not sent with the catalogue pages (render cache), API calls or pictures. */
export const CART_COOKIE_PATH = '/checkout';
/** Longer carts are not mirrored (the checkout then fills its lines after hydration, as without a cookie). */
export const CART_COOKIE_MAX_LENGTH = 1000;
/** More lines than this in a cookie is not a cart the app wrote. */
const MAX_LINES = 50;
const MAX_SIZE_LENGTH = 60;
/** As long as localStorage is kept, more or less: a cart comes back after weeks. Rewritten on every visit. */
const MAX_AGE_SECONDS = 60 * 60 * 24 * 90;

export interface CartCookieLine {
  productId: number;
  size: string;
  quantity: number;
}

const encodeSize = (size: string) => encodeURIComponent(size).replace(/~/g, '%7E');

/** The cookie's value for these lines; null when there is nothing to mirror (empty) or too much (over the cap). */
export function cartCookieValue(lines: CartCookieLine[]): string | null {
  if (lines.length === 0 || lines.length > MAX_LINES) return null;
  const value = lines.map((line) => `${line.productId}~${encodeSize(line.size)}~${line.quantity}`).join('|');
  return value.length <= CART_COOKIE_MAX_LENGTH ? value : null;
}

const PRODUCT_ID = /^[1-9]\d{0,8}$/;
const QUANTITY = /^[1-9]\d{0,5}$/;

/**
 * Reads a cookie value strictly: anything the app would not have written (a wrong shape, an extra field such as a
 * price, a zero or negative quantity, an oversize value, a size that does not decode) discards the whole value, so a
 * hand-made cookie can only ever show nothing. Quantities are capped like the cart's; duplicate lines are merged.
 */
export function parseCartCookie(value: string | undefined | null): CartCookieLine[] {
  if (!value || value.length > CART_COOKIE_MAX_LENGTH) return [];
  const parts = value.split('|');
  if (parts.length > MAX_LINES) return [];
  const lines: CartCookieLine[] = [];
  for (const part of parts) {
    const fields = part.split('~');
    if (fields.length !== 3) return [];
    const [id, encodedSize, quantity] = fields;
    if (!PRODUCT_ID.test(id) || !QUANTITY.test(quantity)) return [];
    let size: string;
    try {
      size = decodeURIComponent(encodedSize);
    } catch {
      return [];
    }
    if (size.trim() === '' || size.length > MAX_SIZE_LENGTH) return [];
    const line = { productId: Number(id), size, quantity: Math.min(MAX_LINE_QUANTITY, Number(quantity)) };
    const same = lines.find((l) => l.productId === line.productId && l.size === line.size);
    if (same) same.quantity = Math.min(MAX_LINE_QUANTITY, same.quantity + line.quantity);
    else lines.push(line);
  }
  return lines;
}

/** The `document.cookie` assignment that mirrors these lines, or deletes the cookie when there is nothing to mirror. */
export function cartCookieAssignment(lines: CartCookieLine[], secure: boolean): string {
  const value = cartCookieValue(lines);
  const attributes = `Path=${CART_COOKIE_PATH}; SameSite=Lax${secure ? '; Secure' : ''}`;
  return value === null
    ? `${CART_COOKIE_NAME}=; ${attributes}; Max-Age=0`
    : `${CART_COOKIE_NAME}=${value}; ${attributes}; Max-Age=${MAX_AGE_SECONDS}`;
}

/** Mirrors the cart into the cookie (in the browser; a refused cookie only costs the server-painted lines). */
export function writeCartCookie(lines: CartCookieLine[]): void {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = cartCookieAssignment(lines, window.location.protocol === 'https:');
  } catch {
    // Cookies disabled: the checkout fills its lines after hydration, as before.
  }
}

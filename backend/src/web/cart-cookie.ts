/**
 * The cart cookie the storefront writes beside its localStorage cart (frontend store/cart/cartCookie.ts): the server
 * renders /checkout with its lines (frontend store/cart/serverCart.ts reads and prices them). Here only the raw value is
 * picked from the Cookie header, for the pages that show the cart and are never kept in the render cache.
 */
export const CART_COOKIE_NAME = 'cart';
/** The storefront never writes a longer value (CART_COOKIE_MAX_LENGTH there): a longer one is not passed on. */
export const CART_COOKIE_MAX_LENGTH = 1000;
/** The pages rendered with the shopper's cart (entry-server's CART_PAGES); the cookie's Path is /checkout too. */
const CART_PAGES: ReadonlySet<string> = new Set(['/checkout']);

/** The cart cookie's raw value for a page request, or undefined (another page, no cookie, oversize). */
export function cartCookieFor(url: string, cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader || !CART_PAGES.has(url.split('?')[0])) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at === -1 || pair.slice(0, at).trim() !== CART_COOKIE_NAME) continue;
    const value = pair.slice(at + 1).trim();
    return value !== '' && value.length <= CART_COOKIE_MAX_LENGTH ? value : undefined;
  }
  return undefined;
}

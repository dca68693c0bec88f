/** Where the render's head goes (index.html, in its <head>). */
export const APP_HEAD: '<!--app-head-->';
/** Where the render's HTML goes (index.html, inside <div id="root">). */
export const APP_HTML: '<!--app-html-->';
/** The one inline script of a server-rendered page: holds taps until the app has hydrated (see page-document.js). */
export const EARLY_ACTIONS: string;
/** index.html with the render's head and HTML in its placeholders. */
export function fillTemplate(template: string, rendered: { head: string; html: string }): string;
export { scriptSafeJson } from './page-head';
export const CART_COOKIE_NAME: 'cart';
export const CART_COOKIE_MAX_LENGTH: number;
export const CART_PAGES: readonly string[];
/** The cart cookie's raw value for a page that shows the cart, or undefined. */
export function cartCookieFor(url: string, cookieHeader: string | undefined): string | undefined;

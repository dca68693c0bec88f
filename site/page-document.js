// The server-rendered page's document, shared by the two servers that render it: the backend's web module
// (production) and frontend/scripts/dev-server.mjs (`npm run dev`). Vite's SSR guide's shape: index.html holds two
// placeholders, the render (frontend/src/entry-server.tsx) fills them.

/** Where the render's head goes (index.html, in its <head>). */
export const APP_HEAD = '<!--app-head-->';
/** Where the render's HTML goes (index.html, inside <div id="root">). */
export const APP_HTML = '<!--app-html-->';

/**
 * The one inline script of a server-rendered page, in its head. Until the app has hydrated (`<html data-app-ready>`,
 * frontend components/AppReadyFlag.tsx) it keeps the page's taps instead of losing them, on `window.earlyActions`, which the
 * app carries out once it has hydrated (frontend lib/earlyActions.ts):
 * - a click on a button (`button`, `[role="button"]`) or a checkbox or radio, and a form's submit: held (its default
 *   prevented, so nothing half-happens) and clicked or submitted again after hydration;
 * - a choice in a `<select>`: the browser has already shown it; its change event is sent again after hydration.
 * Links are not held: each is a real link the server renders, which the browser follows as it is.
 *
 * A fixed text, so that the page's Content-Security-Policy allows exactly this script by its hash. It holds no `<`,
 * so nothing in it can be read as the end of its script element.
 */
export const EARLY_ACTIONS = [
  `(()=>{const held=[];window.earlyActions=held;const html=document.documentElement;`,
  `const hold=(event)=>{const target=event.target;if(html.dataset.appReady==='true'||!(target instanceof Element))return;`,
  `const control=event.type==='click'?target.closest('button,[role="button"],input[type="checkbox"],input[type="radio"]'):target;`,
  `if(!control||!control.closest('#root'))return;if(event.type==='change'){if(control.tagName==='SELECT')held.push({type:'change',control});return}`,
  `event.preventDefault();event.stopImmediatePropagation();held.push({type:event.type,control})};`,
  `for(const type of ['click','submit','change'])addEventListener(type,hold,true)})()`,
].join('');

/**
 * The page: `template` (index.html as built, its head already written for the route) with the render's head and HTML
 * in the placeholders. Split, never String.replace: the rendered text may hold `$&`.
 * @param {string} template
 * @param {{ head: string; html: string }} rendered
 */
export function fillTemplate(template, rendered) {
  return template.split(APP_HEAD).join(rendered.head).split(APP_HTML).join(rendered.html);
}

export { scriptSafeJson } from './page-head.js';

/** The cart cookie the storefront writes beside its localStorage cart (frontend store/cart/cartCookie.ts). */
export const CART_COOKIE_NAME = 'cart';
/** The storefront never writes a longer value: a longer one is not passed on. */
export const CART_COOKIE_MAX_LENGTH = 1000;
/** The pages rendered with the shopper's cart; the cookie's Path is /checkout too. */
export const CART_PAGES = ['/checkout'];

/**
 * The cart cookie's raw value for a page request, or undefined (another page, no cookie, oversize): the render paints
 * /checkout's lines from it (frontend store/cart/serverCart.ts). Such pages are never kept in the render cache.
 * @param {string} url the request's path and query
 * @param {string | undefined} cookieHeader
 */
export function cartCookieFor(url, cookieHeader) {
  if (!cookieHeader || !CART_PAGES.includes(url.split('?')[0])) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at === -1 || pair.slice(0, at).trim() !== CART_COOKIE_NAME) continue;
    const value = pair.slice(at + 1).trim();
    return value !== '' && value.length <= CART_COOKIE_MAX_LENGTH ? value : undefined;
  }
  return undefined;
}

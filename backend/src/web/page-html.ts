import { createHash } from 'node:crypto';
import { escapeHtml, scriptSafeJson } from '../seo/head-tags';

/** The id main.tsx reads the store's API cache from (frontend store/serverState.ts). */
export const SERVER_STATE_ID = 'ssr-state';

/** The id the browser's store reads the cart lines the server painted from (frontend store/serverState.ts). */
export const SERVER_CART_ID = 'ssr-cart';

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

/** The CSP source that allows EARLY_ACTIONS (and no other inline script). */
export const EARLY_ACTIONS_CSP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_ACTIONS).digest('base64')}'`;

const ROOT_TAG = '<div id="root"></div>';
const ROOT = /<div id="root"><\/div>/;
/** The modulepreload links Vite writes into index.html's head (the entry's static imports). */
const HEAD_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export interface RenderedApp {
  html: string;
  styles: string;
  state: unknown;
  /** URLs of the route's chunks (modulepreload). */
  chunks: string[];
  /** The cart lines painted from the cart cookie (/checkout); none: no element, the browser starts without a cart. */
  cart?: unknown[];
}

/** Inserts before `marker` (found case-insensitively); spliced, never String.replace: the text may hold `$&`. */
function insertBefore(html: string, marker: RegExp, text: string): string {
  const at = html.search(marker);
  return at === -1 ? html : `${html.slice(0, at)}${text}${html.slice(at)}`;
}

/**
 * The server-rendered page: index.html (its head already filled for the route, Vite's entry `<script type="module">`
 * and its modulepreload links as built) with the early-actions script, a modulepreload link for each of the route's
 * chunks and the critical styles in the head, the app's HTML in the root, and after it the store's API cache (and the
 * cart painted from the cart cookie) as JSON data. The browser fetches the route's chunks alongside the entry and
 * hydrates as soon as they have arrived.
 */
export function withRenderedApp(indexHtml: string, app: RenderedApp): string {
  const rootAt = indexHtml.search(ROOT);
  if (rootAt === -1) return indexHtml;
  const inHead = new Set([...indexHtml.matchAll(HEAD_PRELOAD)].map((link) => link[1]));
  const preloads = app.chunks
    .filter((href) => !inHead.has(href))
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
    .join('');
  const cart = app.cart?.length
    ? `<script type="application/json" id="${SERVER_CART_ID}">${scriptSafeJson(app.cart)}</script>`
    : '';
  const state = `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson(app.state)}</script>${cart}`;
  const body = `${indexHtml.slice(0, rootAt)}<div id="root">${app.html}</div>${state}${indexHtml.slice(rootAt + ROOT_TAG.length)}`;
  return insertBefore(body, /<\/head>/i, `<script>${EARLY_ACTIONS}</script>${preloads}${app.styles}`);
}

import { createHash } from 'node:crypto';
import { escapeHtml, scriptSafeJson } from '../seo/head-tags';

/** The id main.tsx reads the store's API cache from (frontend app/serverState.ts). */
export const SERVER_STATE_ID = 'ssr-state';

/** The id the browser's store reads the cart lines the server painted from (frontend app/serverState.ts). */
export const SERVER_CART_ID = 'ssr-cart';

/**
 * The id of the JSON lists of the app's scripts that APP_LOADER loads: `steps` (the entry's chunks, the entry last) and the
 * route's `chunks`, dependencies first (the entry reads them too: frontend/src/app/routeChunks.ts).
 */
export const APP_SCRIPTS_ID = 'app-scripts';

/**
 * The one inline script of a server-rendered page: it starts loading the app (its entry and the route's chunks) once
 * the server's HTML is on screen: its first contentful paint has been presented and the document has loaded (the
 * pictures of the HTML are in), two frames later so that those pictures are painted too. In a hidden tab, where
 * nothing is painted, it waits for the load only.
 *
 * Why not the entry's `<script type="module">` and `<link rel="modulepreload">` in the head: on a fast link the
 * browser fetched and ran all the JavaScript (and hydration) before its first paint, and on a slow one the scripts
 * shared the link with the page's pictures and fonts. Lighthouse's simulation counts every script that arrived and ran
 * before the first (and the largest) paint into those paints, at slow-4G speed: JavaScript the page does not need to
 * be seen. The trade-off: React hydrates as soon as its code has arrived, but the code is asked for after the page's
 * own pictures and fonts, so on a slow link the page answers taps later than it could.
 *
 * It preloads the `steps` (the entry's vendor chunks in dependency order, then the entry: frontend/vite.config.ts) and,
 * in the next tasks, the route's `chunks` one per task (starting a module's fetch takes main-thread time, and a product
 * page has dozens of chunks: in one task they would block input), then imports the steps one at
 * a time, each in a task of its own: a module's evaluation runs its not-yet-evaluated imports in the same task, so
 * importing the entry alone evaluated all of them in one long task (Lighthouse: total blocking time). The entry then evaluates the route's
 * `chunks` the same way, dependencies first, before it hydrates (frontend/src/app/routeChunks.ts). A new task is
 * `scheduler.yield()` where the browser has it: nested setTimeouts wait at least 4 ms each, which adds up over dozens.
 *
 * A fixed text, so that the page's Content-Security-Policy can allow exactly this script by its hash. It holds no `<`,
 * so nothing in it can be read as the end of its script element.
 */
export const APP_LOADER = [
  `const start=async()=>{const{steps,chunks}=JSON.parse(document.getElementById('${APP_SCRIPTS_ID}').textContent);`,
  `const preload=(hrefs)=>{for(const href of hrefs){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}};`,
  `const nextTask=()=>globalThis.scheduler?.yield?scheduler.yield():new Promise((next)=>setTimeout(next));`,
  `preload(steps);for(const href of chunks){await nextTask();preload([href])}for(const href of steps){await nextTask();await import(href)}};`,
  `const painted=new Promise((done)=>{if(document.visibilityState==='hidden'||!PerformanceObserver.supportedEntryTypes?.includes('paint'))return done();`,
  `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();done()}}).observe({type:'paint',buffered:true})});`,
  `const loaded=new Promise((done)=>document.readyState==='complete'?done():addEventListener('load',done,{once:true}));`,
  `const nextFrame=()=>new Promise((done)=>document.visibilityState==='hidden'?done():requestAnimationFrame(()=>done()));`,
  `Promise.all([painted,loaded]).then(nextFrame).then(nextFrame).then(()=>setTimeout(start))`,
].join('');

/** The CSP source that allows APP_LOADER (and no other inline script). */
export const APP_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(APP_LOADER).digest('base64')}'`;

const ROOT_TAG = '<div id="root"></div>';
const ROOT = /<div id="root"><\/div>/;
/** The entry script Vite writes into index.html's head. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
/** The entry's static imports (its vendor chunks), which Vite announces in the head, deepest dependency first. */
const ENTRY_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

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
 * The server-rendered page: index.html (its head already filled for the route) with its critical styles in the head,
 * the app's HTML in the root, and after it the store's API cache (and the cart painted from the cart cookie) as JSON
 * data and the app's scripts, loaded by APP_LOADER after the first paint instead of by the entry's script tag.
 */
export function withRenderedApp(indexHtml: string, app: RenderedApp): string {
  const rootAt = indexHtml.search(ROOT);
  if (rootAt === -1) return indexHtml;
  const entry = ENTRY_SCRIPT.exec(indexHtml);
  // Without Vite's entry (a shell of the backend's tests) the route's chunks are announced the usual way.
  const preloads = entry ? '' : app.chunks.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`).join('');
  const cart = app.cart?.length ? `<script type="application/json" id="${SERVER_CART_ID}">${scriptSafeJson(app.cart)}</script>` : '';
  const state = `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson(app.state)}</script>${cart}`;
  const steps = entry ? [...[...indexHtml.matchAll(ENTRY_PRELOAD)].map((link) => link[1]), entry[1]] : [];
  const list = { steps, chunks: app.chunks.filter((href) => !steps.includes(href)) };
  const scripts = entry ? `<script type="application/json" id="${APP_SCRIPTS_ID}">${scriptSafeJson(list)}</script><script type="module">${APP_LOADER}</script>` : '';
  const body = `${indexHtml.slice(0, rootAt)}<div id="root">${app.html}</div>${state}${scripts}${indexHtml.slice(rootAt + ROOT_TAG.length)}`;
  const withoutEntry = entry ? body.replace(ENTRY_SCRIPT, '').replace(ENTRY_PRELOAD, '') : body;
  return insertBefore(withoutEntry, /<\/head>/i, `${preloads}${app.styles}`);
}

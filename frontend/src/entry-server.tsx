import createEmotionServer from '@emotion/server/create-instance';
import type { BuildManifests, RenderRequest, RenderResult } from '@shop/site';
import { EARLY_ACTIONS, scriptSafeJson } from '@shop/site/page-document.js';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Writable } from 'node:stream';
import { baseApi } from './api/baseApi';
import { api, type ProductDto } from './api/enhanced';
import { ShopTree } from './app/App';
import { createEmotionCache } from './app/emotionCache';
import { RenderedLazyParts } from './lib/lazyPart';
import { preloadScreen, routeQueries, screenPlan } from './app/routes';
import { SERVER_CART_ID, SERVER_STATE_ID } from './store/serverState';
import { makeStore, type AppStore, type RootState } from './store/store';
import type { CartItem } from './store/cart/cartItem';
import { CART_PAGES, serverCartLines } from './store/cart/serverCart';

/**
 * The storefront's server entry (Vite's SSR guide: the server calls `render`, then puts `head` and `html` into
 * index.html's placeholders). One call renders one page: route → data → render → head. See docs/architecture.md.
 */

export type { RenderRequest, RenderResult };

/** The base URL only names the API for Request objects; `fetch` answers them in process. */
const IN_PROCESS_ORIGIN = 'http://in-process.invalid/';

export async function render({ url, fetch, cartCookie, manifest, product }: RenderRequest): Promise<RenderResult> {
  const pathname = new URL(url, IN_PROCESS_ORIGIN).pathname;
  const plan = screenPlan(pathname);
  if (!plan.ssr) return { rendered: false };

  const transport = { baseQuery: fetchBaseQuery({ baseUrl: IN_PROCESS_ORIGIN, fetchFn: fetch }) };
  const cart = CART_PAGES.has(pathname) && cartCookie ? await cartFromCookie(cartCookie, fetch) : [];
  const store = makeStore(undefined, { transport, serverCart: cart });
  await preloadScreen(pathname);
  // The product the server read for the head: in the store already, so the route's own query does not ask again.
  if (product) {
    const dto = product as ProductDto;
    store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'getProduct', arg: { slug: dto.slug }, value: dto }]));
  }

  // RTK Query's SSR recipe: a first pass starts the queries, the server awaits them, then the one render draws the
  // page from that state (react-redux's `serverState`), which the page carries. The pass dispatches the queries the
  // route's screen declares (`routeData`, app/routes.tsx) and renders once without keeping the result, which starts
  // the queries of the hooks it meets (baseApi.ts). A query only the final render starts is left to the browser.
  for (const query of await routeQueries(pathname)) void store.dispatch(query);
  await renderPage(url, store, store.getState());
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  const state = store.getState();
  const page = await renderPage(url, store, state);

  const modules = [...plan.modules, ...page.lazyParts];
  const data = `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson(state.api)}</script>`;
  const cartData = cart.length
    ? `<script type="application/json" id="${SERVER_CART_ID}">${scriptSafeJson(cart)}</script>`
    : '';
  const head = `<script>${EARLY_ACTIONS}</script>${preloadLinks(manifest, modules)}${page.styles}${data}${cartData}`;
  return { rendered: true, head, html: page.html };
}

/**
 * The modulepreload links of the modules the page rendered (its screens and lazy parts): each module's chunk from
 * Vite's SSR manifest, with the chunks it imports statically from the client manifest, dependencies first; the
 * entry and what it imports are left out (index.html already loads them). None in development.
 */
export function preloadLinks(manifest: BuildManifests | undefined, modules: string[]): string {
  if (!manifest) return '';
  const keyOfFile = new Map(Object.entries(manifest.client).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string, collect: boolean) => {
    const chunk = manifest.client[key] as BuildManifests['client'][string] | undefined;
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach((imported) => visit(imported, collect));
    if (collect) files.push(`/${chunk.file}`);
  };
  for (const [key, chunk] of Object.entries(manifest.client)) if (chunk.isEntry) visit(key, false);
  for (const module of modules) {
    const chunks = manifest.ssr[module] as string[] | undefined;
    if (!chunks) throw new Error(`${module} is not in the build's SSR manifest`);
    for (const file of chunks) {
      const key = keyOfFile.get(file);
      if (key !== undefined) visit(key, true);
    }
  }
  return files.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
}

interface RenderedPage {
  html: string;
  /** The <style data-emotion> tags of the styles the render used (critical CSS). */
  styles: string;
  /** The module ids of the lazy parts the render drew, whose chunks the page preloads. */
  lazyParts: Set<string>;
}

async function renderPage(url: string, store: AppStore, state: RootState): Promise<RenderedPage> {
  const cache = createEmotionCache();
  // Made before rendering: it tells emotion to collect the styles rather than write them inline beside the elements.
  const emotion = createEmotionServer(cache);
  const lazyParts = new Set<string>();
  const html = await renderToHtml(
    <StrictMode>
      <RenderedLazyParts.Provider value={lazyParts}>
        <ShopTree
          store={store}
          serverState={state}
          cache={cache}
          router={(tree) => <StaticRouter location={url}>{tree}</StaticRouter>}
        />
      </RenderedLazyParts.Provider>
    </StrictMode>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles, lazyParts };
}

/**
 * The cookie's lines priced from the product list (outside the store: the list is not this page's data and would
 * only add to the state sent with it). Without the catalogue the page shows the cart after hydration, as without a
 * cookie.
 */
async function cartFromCookie(cookie: string, fetch: RenderRequest['fetch']): Promise<CartItem[]> {
  try {
    const res = await fetch(new URL('/api/products', IN_PROCESS_ORIGIN).href);
    if (!res.ok) return [];
    return serverCartLines(cookie, (await res.json()) as ProductDto[]);
  } catch {
    return [];
  }
}

/**
 * The cart cookie exactly as the browser writes it (store/cart/cartCookie.ts), for the bench, which prepares its
 * browser with the cookie the app would have written for its localStorage cart.
 */
export { CART_COOKIE_NAME, CART_COOKIE_PATH, cartCookieValue } from './store/cart/cartCookie';

/**
 * The whole page as one string: the emotion styles can only be extracted from the finished HTML, and every page is
 * small. onAllReady waits for the lazy parts below the screen (the footer) instead of leaving their fallback, so the
 * HTML holds no pending boundary (which would need React's inline scripts).
 */
function renderToHtml(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Never outline a large boundary (the footer) into a hidden div revealed by an inline script: the page's CSP
      // runs no inline script, and the whole page is sent at once anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

import createEmotionServer from '@emotion/server/create-instance';
import type { RenderRequest, RenderResult as SiteRenderResult } from '@shop/site';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Writable } from 'node:stream';
import { baseApi } from './api/baseApi';
import type { ProductDto } from './api/enhanced';
import { ShopTree } from './app/App';
import { createEmotionCache } from './app/emotionCache';
import { RenderedLazyParts } from './lib/lazyPart';
import { preloadScreen, screenPlan } from './app/routes';
import { makeStore, type AppStore, type RootState } from './store/store';
import type { CartItem } from './store/cart/cartItem';
import { CART_PAGES, serverCartLines } from './store/cart/serverCart';

/**
 * The storefront's server entry (Vite SSR build, loaded by the backend's web module). One call renders one page:
 * route → data → render → styles. See docs/architecture.md.
 */

export type { RenderRequest };
/** The contract's result (@shop/site), with this app's state and cart line. */
export type RenderResult = SiteRenderResult<RootState['api'], CartItem>;

/** The base URL only names the API for Request objects; `fetch` answers them in process. */
const IN_PROCESS_ORIGIN = 'http://in-process.invalid/';

export async function render({ url, fetch, cartCookie }: RenderRequest): Promise<RenderResult> {
  const pathname = new URL(url, IN_PROCESS_ORIGIN).pathname;
  const plan = screenPlan(pathname);
  if (!plan.ssr) return { rendered: false };

  const transport = { baseQuery: fetchBaseQuery({ baseUrl: IN_PROCESS_ORIGIN, fetchFn: fetch }) };
  const cart = CART_PAGES.has(pathname) && cartCookie ? await cartFromCookie(cartCookie, fetch) : [];
  const store = makeStore(undefined, { transport, serverCart: cart });
  await preloadScreen(pathname);

  // RTK Query's SSR recipe: a render starts the queries of the screen's hooks (baseApi.ts), the server waits for them
  // and renders again with their results, until a render starts no new query (a part drawn only once data is in may
  // start more), a few times at most. Each render reads the state as it was before it (react-redux's `serverState`),
  // and that is the state the page carries: a hook's refetch of a failed query, started by the render, is left to the
  // browser, and the page shows the failure.
  let state = store.getState();
  let page = await renderPage(url, store, state);
  for (let pass = 1; pass < MAX_RENDER_PASSES; pass++) {
    const known = state.api.queries;
    const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
    await Promise.all(running.filter((query) => !(query.queryCacheKey in known)));
    const next = store.getState();
    if (Object.keys(next.api.queries).every((key) => key in known)) break;
    state = next;
    page = await renderPage(url, store, state);
  }
  const { html, styles, lazyParts } = page;
  return { rendered: true, html, styles, state: state.api, screens: [...plan.screens, ...lazyParts], cart };
}

const MAX_RENDER_PASSES = 3;

interface RenderedPage {
  html: string;
  /** The <style data-emotion> tags of the styles the render used (critical CSS). */
  styles: string;
  /** The lazy parts the render drew, whose chunks the page preloads. */
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
 * The cart cookie exactly as the browser writes it (store/cart/cartCookie.ts), for the bench, which prepares Lighthouse's
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

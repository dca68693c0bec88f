import createEmotionServer from '@emotion/server/create-instance';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Writable } from 'node:stream';
// Imported before any store is made: it plugs the API slice into every store (app/store.ts).
import { api } from './api/enhanced';
import { ShopTree } from './app/App';
import { createEmotionCache } from './app/emotionCache';
import { preloadScreen, screenPlan } from './app/routes';
import { makeStore, type RootState } from './app/store';

/**
 * The storefront's server entry (Vite SSR build, loaded by the backend's web module). One call renders one page:
 * route → data → render → styles. See docs/architecture.md.
 */

export interface RenderRequest {
  /** The request's path and query. */
  url: string;
  /** Reaches the API of the same process (the backend passes Fastify's inject: no socket, same endpoints). */
  fetch: (input: RequestInfo, init?: RequestInit) => Promise<Response>;
}

export type RenderResult =
  | { rendered: false }
  | {
      rendered: true;
      /** The app's HTML, for inside <div id="root">. */
      html: string;
      /** The <style data-emotion> tags of the styles the page used (critical CSS). */
      styles: string;
      /** The store's API cache after the route's queries: the browser starts from it (preloaded state). */
      state: RootState['api'];
      /** Module names of the route's screens, to find their chunks in Vite's manifest (modulepreload links). */
      screens: string[];
    };

/** The base URL only names the API for Request objects; `fetch` answers them in process. */
const IN_PROCESS_ORIGIN = 'http://in-process.invalid/';

export async function render({ url, fetch }: RenderRequest): Promise<RenderResult> {
  const pathname = new URL(url, IN_PROCESS_ORIGIN).pathname;
  const plan = screenPlan(pathname);
  if (!plan.ssr) return { rendered: false };

  const transport = { baseQuery: fetchBaseQuery({ baseUrl: IN_PROCESS_ORIGIN, fetchFn: fetch }) };
  const store = makeStore(undefined, { transport });
  // The screen's chunk and its data, at the same time; a failed query is kept in the cache as the screen shows it.
  await Promise.all([preloadScreen(pathname), ...plan.load(store.dispatch, api)]);

  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const html = await renderToHtml(
    <StrictMode>
      <ShopTree store={store} cache={cache} router={(tree) => <StaticRouter location={url}>{tree}</StaticRouter>} />
    </StrictMode>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { rendered: true, html, styles, state: store.getState().api, screens: plan.screens };
}

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

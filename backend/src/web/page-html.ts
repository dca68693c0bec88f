import { escapeHtml, scriptSafeJson } from '../seo/head-tags';

/** The id main.tsx reads the store's API cache from (frontend app/serverState.ts). */
export const SERVER_STATE_ID = 'ssr-state';

export interface RenderedApp {
  html: string;
  styles: string;
  state: unknown;
  /** URLs of the route's chunks (modulepreload). */
  chunks: string[];
}

/** Inserts before `marker` (found case-insensitively); spliced, never String.replace: the text may hold `$&`. */
function insertBefore(html: string, marker: RegExp, text: string): string {
  const at = html.search(marker);
  return at === -1 ? html : `${html.slice(0, at)}${text}${html.slice(at)}`;
}

/**
 * The server-rendered page: index.html (its head already filled for the route) with the route's chunks announced and
 * its critical styles in the head, the app's HTML in the root, and the store's API cache after it as JSON data.
 */
export function withRenderedApp(indexHtml: string, app: RenderedApp): string {
  const preloads = app.chunks.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`).join('');
  const head = insertBefore(indexHtml, /<\/head>/i, `${preloads}${app.styles}`);
  const root = head.search(/<div id="root"><\/div>/);
  if (root === -1) return head;
  const state = `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson(app.state)}</script>`;
  return `${head.slice(0, root)}<div id="root">${app.html}</div>${state}${head.slice(root + '<div id="root"></div>'.length)}`;
}

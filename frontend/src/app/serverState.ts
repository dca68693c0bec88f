import type { RootState } from './store';

/** The element the server writes the store's API cache into (backend web/ssr-page.ts). */
export const SERVER_STATE_ID = 'ssr-state';

/**
 * The API cache the server rendered the page with: a <script type="application/json"> block (data, never run, so the
 * page's CSP allows it without a nonce; `<` is escaped as \u003c by the server so no string can close the element).
 * Undefined when the page was not rendered on the server (the back office).
 */
export function readServerState(doc: Document): RootState['api'] | undefined {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as RootState['api'];
  } catch {
    return undefined;
  }
}

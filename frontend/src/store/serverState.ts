import type { CartItem } from './cart/cartItem';
import { parseStoredCart } from './cart/cartStorage';
import type { RootState } from './store';

/** The element the server writes the store's API cache into (entry-server.tsx). */
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

/** The element the server writes /checkout's cart into when it read one from the cart cookie (entry-server.tsx). */
export const SERVER_CART_ID = 'ssr-cart';

/**
 * The cart lines the server painted (read from the cart cookie, priced from the catalogue): the store starts from
 * them so that hydration matches the HTML. Read like a stored cart (a wrong line is dropped). Empty when there is none.
 */
export function readServerCart(doc: Document): CartItem[] {
  return parseStoredCart(doc.getElementById(SERVER_CART_ID)?.textContent ?? null);
}

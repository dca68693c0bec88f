/**
 * What a product link carries in the router's history state: whether the new page keeps the scroll position (a scent
 * switch on the product page).
 */
export interface ProductNavState {
  keepScroll?: boolean;
  /** The size chosen on the scent just left: the next scent keeps it when it sells that size. */
  size?: string;
}

const LIST_PATH = '/products';
/** The product page's parameter that holds the list's query it was opened from (`?list=filter%3Droom-mist`). */
export const LIST_QUERY_PARAM = 'list';

/**
 * The product page's address when opened from the list at `listSearch` (its query, `?filter=room-mist` or empty): the
 * list's query travels in the address, so 'Back to Products' has the right link in the server's HTML too.
 */
export function productLink(path: string, listSearch: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params);
  const list = listSearch.replace(/^\?/, '');
  if (list) query.set(LIST_QUERY_PARAM, list);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The list address to return to from a product page's query: only ever the product list itself, with its query. */
export function backToProducts(productSearch: string): string {
  const list = new URLSearchParams(productSearch).get(LIST_QUERY_PARAM);
  return list ? `${LIST_PATH}?${new URLSearchParams(list).toString()}` : LIST_PATH;
}

/** The size a scent switch handed over, when this variant sells it; else none. */
export function sizeFromNavState(state: unknown, sizes: string[]): string | null {
  const size = (state as ProductNavState | null)?.size;
  return typeof size === 'string' && sizes.includes(size) ? size : null;
}

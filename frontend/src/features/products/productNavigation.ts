/**
 * What a product link carries in the router's history state: where 'Back to Products' returns (the list with the
 * filters the shopper had), and whether the new page keeps the scroll position (a scent switch on the product page).
 */
export interface ProductNavState {
  backTo?: string;
  keepScroll?: boolean;
  /** The size chosen on the scent just left: the next scent keeps it when it sells that size. */
  size?: string;
}

const LIST_PATH = '/products';

/** The list address to return to: only ever the product list itself (with its query), never an arbitrary path. */
export function backToProducts(state: unknown): string {
  const backTo = (state as ProductNavState | null)?.backTo;
  if (typeof backTo === 'string' && (backTo === LIST_PATH || backTo.startsWith(`${LIST_PATH}?`))) return backTo;
  return LIST_PATH;
}

/** The size a scent switch handed over, when this variant sells it; else none. */
export function sizeFromNavState(state: unknown, sizes: string[]): string | null {
  const size = (state as ProductNavState | null)?.size;
  return typeof size === 'string' && sizes.includes(size) ? size : null;
}

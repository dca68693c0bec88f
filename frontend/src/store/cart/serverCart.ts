import type { ProductDto } from '../../api/enhanced';
import { parseCartCookie } from './cartCookie';
import type { CartItem } from './cartItem';
import { cartLineFor } from './cartLine';

/**
 * The pages whose HTML the server paints with the shopper's cart (from the cart cookie). Only pages that are never
 * kept in the render cache (backend web/page-render-cache.ts): a catalogue page is the same for everyone.
 */
export const CART_PAGES: ReadonlySet<string> = new Set(['/checkout']);

/**
 * The cart lines the server paints, from the cart cookie's value and the catalogue (`products`, the API's product
 * list): the cookie only says which product, size and how many; name, picture and price come from the catalogue,
 * exactly as 'Add to Cart' made them (cartLineFor). A line of an unknown product, or of a size it does not sell, is
 * dropped; a malformed cookie gives no line (parseCartCookie).
 */
export function serverCartLines(cookie: string | undefined, products: ProductDto[]): CartItem[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  const items: CartItem[] = [];
  for (const line of parseCartCookie(cookie)) {
    const product = byId.get(line.productId);
    const item = product ? cartLineFor(product, line.size, line.quantity) : null;
    if (item) items.push(item);
  }
  return items;
}

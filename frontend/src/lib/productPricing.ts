import type { ProductDto } from '../api/enhanced';

export const REFILL_SIZE = 'Refill Box';

type Priced = Pick<ProductDto, 'price' | 'refillPrice'>;

/**
 * What the server charges for one unit of this size (backend/src/orders/cart-pricing.ts): the Refill Box costs
 * refillPrice, every other size costs price. A Refill Box without refillPrice cannot be bought (null), never `price`.
 */
export function unitPrice(product: Priced, size: string): string | null {
  if (size === REFILL_SIZE) return product.refillPrice || null;
  return product.price;
}

/** The sizes the shop can sell: the admin refuses a Refill Box without refillPrice, older rows are hidden here too. */
export function sellableSizes(product: Priced & Pick<ProductDto, 'sizes'>): string[] {
  return product.sizes.filter((size) => unitPrice(product, size) !== null);
}

/** The size selector's option text: 'Refill Box (3 Liters)'. */
export function sizeLabel(size: string): string {
  return size === REFILL_SIZE ? 'Refill Box (3 Liters)' : size;
}

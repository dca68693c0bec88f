import type { ProductDto } from '../../api/enhanced';

export const REFILL_SIZE = 'Refill Box';

/** Spec 9: the refill box costs refillPrice when the product has one. */
export function unitPrice(product: Pick<ProductDto, 'price' | 'refillPrice'>, size: string): string {
  return size === REFILL_SIZE && product.refillPrice ? product.refillPrice : product.price;
}

/** The size selector's option text: 'Refill Box (3 Liters)'. */
export function sizeLabel(size: string): string {
  return size === REFILL_SIZE ? 'Refill Box (3 Liters)' : size;
}

import type { ProductStock } from './product-stock.entity';

/** What a shopper is told about one size: sellable, running low ('Only N left'), or 'Sold out'. */
export type AvailabilityStatus = 'in_stock' | 'low' | 'sold_out';

export interface SizeAvailability {
  size: string;
  status: AvailabilityStatus;
  /** Units left, only when low or sold out (a full shelf's count is the shop's business). */
  available: number | null;
}

/** A stock row's level as the storefront shows it; an untracked size (no row, null quantity) is always in stock. */
export function availabilityOf(
  size: string,
  stock: Pick<ProductStock, 'quantity' | 'lowStockThreshold'> | undefined,
): SizeAvailability {
  const quantity = stock?.quantity ?? null;
  if (quantity === null) return { size, status: 'in_stock', available: null };
  if (quantity <= 0) return { size, status: 'sold_out', available: 0 };
  if (
    stock?.lowStockThreshold !== null &&
    stock?.lowStockThreshold !== undefined &&
    quantity <= stock.lowStockThreshold
  )
    return { size, status: 'low', available: quantity };
  return { size, status: 'in_stock', available: null };
}

/** The sizes a product is sold in; a product without sizes is sold as size ''. */
export function sellableSizes(product: { sizes: readonly string[] }): readonly string[] {
  return product.sizes.length ? product.sizes : [''];
}

export const stockKey = (productId: number, size: string) => `${productId}\u0000${size}`;

import type { ProductDto } from '../api/enhanced';

type WithAvailability = Pick<ProductDto, 'availability'>;

/** A size nobody can add any more (the server's availability; an untracked size is never sold out). */
export function isSoldOut(product: WithAvailability, size: string): boolean {
  return product.availability?.some((a) => a.size === size && a.status === 'sold_out') ?? false;
}

/** What the shopper is told about a size: 'Sold out', 'Only N left', or nothing when there is plenty. */
export function stockNote(product: WithAvailability, size: string): string | null {
  const entry = product.availability?.find((a) => a.size === size);
  if (entry?.status === 'sold_out') return 'Sold out';
  if (entry?.status === 'low' && entry.available !== null) return `Only ${entry.available} left`;
  return null;
}

/** Units a shopper may still add of a size, or null when the shop does not say (plenty, or untracked). */
export function unitsLeft(product: WithAvailability, size: string): number | null {
  const entry = product.availability?.find((a) => a.size === size);
  return entry && entry.status !== 'in_stock' ? (entry.available ?? null) : null;
}

/** The size a shopper gets without choosing: the first one still in stock (else the first). */
export function defaultSize(product: WithAvailability, sizes: readonly string[]): string {
  return sizes.find((size) => !isSoldOut(product, size)) ?? sizes[0] ?? '';
}

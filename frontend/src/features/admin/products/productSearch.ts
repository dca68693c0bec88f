import type { AdminProductDto } from '../../../api/adminApi';

/** True when every word of `search` is in the product's name, slug, category or scent number (case-insensitive). */
export function productMatches(
  product: Pick<AdminProductDto, 'name' | 'slug' | 'category' | 'scentNumber'>,
  search: string,
): boolean {
  const haystack = [
    product.name,
    product.slug,
    product.category,
    product.scentNumber ? `No. ${product.scentNumber}` : '',
  ]
    .join(' ')
    .toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

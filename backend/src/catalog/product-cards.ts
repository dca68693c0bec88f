import { PRODUCT_LIST, SCENTS } from '../common/site';
import type { ProductCardDto, ProductCardPageDto } from './dto/product-card.dto';
import type { ProductDto } from './dto/product.dto';
import { REFILL_BOX_SIZE } from './refill-box';

export interface ProductCardQuery {
  page: number;
  /** A format value of PRODUCT_LIST ('all' keeps every product). */
  filter: string;
  /** A scent number, or undefined for every scent. */
  scent?: string;
}

const CATEGORIES_BY_FORMAT = new Map(PRODUCT_LIST.formats.map((format) => [format.value, format.categories]));
const FORMAT_ALIASES = new Map(Object.entries(PRODUCT_LIST.formatAliases));

/**
 * The list page an address shows, read as the storefront reads it (frontend productFilters.ts): a known format or
 * alias, else all; a known scent, else every scent; page 1 to maxPage, else 1.
 */
export function productCardQueryOf(search: URLSearchParams): ProductCardQuery {
  const filterKey = (search.get('filter') ?? '').trim().toLowerCase();
  const filter = FORMAT_ALIASES.get(filterKey) ?? filterKey;
  const scent = search.get('scent');
  const pageText = search.get('page') ?? '';
  const page = /^\d{1,4}$/.test(pageText) ? Number(pageText) : 1;
  return {
    filter: CATEGORIES_BY_FORMAT.has(filter) ? filter : 'all',
    ...(SCENTS.some((s) => s.number === scent) && { scent: scent as string }),
    page: page >= 1 && page <= PRODUCT_LIST.maxPage ? page : 1,
  };
}

/** 'hand-soap-no-42' → 'hand-soap': the product a scent variant belongs to (frontend lib/scents.ts reads it alike). */
export function baseSlug(slug: string): string {
  return slug.replace(/-no-\d+$/, '');
}

function matchesFormat(product: ProductDto, filter: string): boolean {
  if (filter === 'all') return true;
  if (filter === 'refill' && product.sizes.includes(REFILL_BOX_SIZE)) return true;
  return CATEGORIES_BY_FORMAT.get(filter)?.includes(product.category) ?? false;
}

/**
 * One page of the storefront list: the products matching both filters, grouped into cards by base slug in the
 * catalogue's order (a card keeps only its matching variants, by scent number), then PRODUCT_LIST.pageSize cards.
 */
export function productCardPage(products: readonly ProductDto[], query: ProductCardQuery): ProductCardPageDto {
  const cards = new Map<string, ProductDto[]>();
  for (const product of products) {
    if (!matchesFormat(product, query.filter)) continue;
    if (query.scent !== undefined && product.scentNumber !== query.scent) continue;
    const key = baseSlug(product.slug);
    const variants = cards.get(key);
    if (variants) variants.push(product);
    else cards.set(key, [product]);
  }
  const { pageSize } = PRODUCT_LIST;
  const lastPage = Math.max(1, Math.ceil(cards.size / pageSize));
  const page = Math.min(query.page, lastPage);
  const items: ProductCardDto[] = [...cards]
    .slice((page - 1) * pageSize, page * pageSize)
    .map(([key, variants]) => ({ baseSlug: key, variants: variants.sort(byScentNumber) }));
  return { items, total: cards.size, page, pageSize };
}

// Scent numbers are digits: compared as text.
function byScentNumber(a: ProductDto, b: ProductDto): number {
  const [x, y] = [a.scentNumber ?? '', b.scentNumber ?? ''];
  return x < y ? -1 : x > y ? 1 : 0;
}

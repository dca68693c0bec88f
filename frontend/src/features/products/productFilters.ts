import type { ProductListFile } from '@shop/site';
import productList from '@shop/site/product-list.json';
import type { ListProductCardsApiArg, ProductCardDto, ProductDto } from '../../api/enhanced';
import { DEFAULT_SCENT, SCENTS } from '../../lib/scents';

/**
 * The list's filters and paging, shared with the API that filters, groups and pages the cards (@shop/site
 * product-list.json; backend catalog/product-cards.ts) and with the render cache's key (backend web/page-render-cache.ts).
 */
const PRODUCT_LIST: ProductListFile = productList;

/** Fragrance filter options of docs/product.md, Constants: All, 09, 42, 62, 92. */
export const FRAGRANCE_OPTIONS = [
  { value: 'all', label: 'All' },
  ...SCENTS.map((s) => ({ value: s.number, label: `${s.number} · ${s.name}` })),
];

/**
 * Format filter options of docs/product.md, Constants, plus the refill view (every product that offers a 'Refill Box'
 * size).
 */
export const FORMAT_OPTIONS = PRODUCT_LIST.formats;

export type FormatFilter = NonNullable<ListProductCardsApiArg['filter']>;
type ScentFilter = NonNullable<ListProductCardsApiArg['scent']>;

/** Other spellings seen in links (`?filter=aromatherapy`, `?filter=candles`); a Map, since the key is the visitor's. */
const FORMAT_ALIASES = new Map(Object.entries(PRODUCT_LIST.formatAliases));

/** `?filter=room-mist` → 'room-mist'; anything unknown (or missing) → 'all'. */
export function formatFromQuery(value: string | null): FormatFilter {
  const key = (value ?? '').trim().toLowerCase();
  const format = FORMAT_OPTIONS.find((option) => option.value === (FORMAT_ALIASES.get(key) ?? key));
  return (format?.value ?? 'all') as FormatFilter;
}

export function fragranceFromQuery(value: string | null): string {
  return SCENTS.some((s) => s.number === value) ? (value as string) : 'all';
}

/** `?page=3` → 3; anything else (0, past maxPage, not digits) → 1, as the render cache's key reads it. */
export function pageFromQuery(value: string | null): number {
  const page = value !== null && /^\d{1,4}$/.test(value) ? Number(value) : 1;
  return page >= 1 && page <= PRODUCT_LIST.maxPage ? page : 1;
}

/** The list's API call for an address: defaults left out, so the server's render and the browser ask alike. */
export function productCardsArg(params: URLSearchParams): ListProductCardsApiArg {
  const format = formatFromQuery(params.get('filter'));
  const fragrance = fragranceFromQuery(params.get('scent'));
  const page = pageFromQuery(params.get('page'));
  return {
    ...(page > 1 && { page }),
    ...(format !== 'all' && { filter: format }),
    ...(fragrance !== 'all' && { scent: fragrance as ScentFilter }),
  };
}

/** A product and its scent variants, shown as one card (grouped by the API). */
export type ProductGroup = ProductCardDto;

/** docs/product.md, States: the selected scent defaults to 42, else the base product (the first variant). */
export function defaultVariant(group: ProductGroup): ProductDto {
  return group.variants.find((v) => v.scentNumber === DEFAULT_SCENT) ?? group.variants[0];
}

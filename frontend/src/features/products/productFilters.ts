import type { ProductDto } from '../../api/enhanced';
import { baseSlug, DEFAULT_SCENT, SCENTS } from '../../lib/scents';
import { REFILL_SIZE } from '../../lib/productPricing';

/** Fragrance filter options of spec 9: All, 09, 42, 62, 92. */
export const FRAGRANCE_OPTIONS = [
  { value: 'all', label: 'All' },
  ...SCENTS.map((s) => ({ value: s.number, label: `${s.number} · ${s.name}` })),
];

/**
 * Format filter options of spec 9. The seed's categories are Hand Soap, Dish Soap, Surface Spray, Room Mist and
 * Candle; staff may also file products under Home Care (a surface spray) or Aromatherapy (a room mist).
 */
export const FORMAT_OPTIONS = [
  { value: 'all', label: 'All Formats', categories: [] },
  { value: 'surface-spray', label: 'Surface Spray (Home Care)', categories: ['Surface Spray', 'Home Care'] },
  { value: 'dish-soap', label: 'Dish Soap', categories: ['Dish Soap'] },
  { value: 'hand-soap', label: 'Hand Soap', categories: ['Hand Soap'] },
  { value: 'candle', label: 'Candle', categories: ['Candle'] },
  { value: 'room-mist', label: 'Room Mist (Aromatherapy)', categories: ['Room Mist', 'Aromatherapy'] },
  // Not a category: every product that offers a 'Refill Box' size (or is filed as a Refill), the refill hub's target.
  { value: 'refill', label: 'Refill Boxes (3 Liters)', categories: ['Refill'] },
] as const;

export type FormatFilter = (typeof FORMAT_OPTIONS)[number]['value'];

/** Other spellings seen in links (`?filter=aromatherapy`, `?filter=candles`); a Map, since the key is the visitor's. */
const FORMAT_ALIASES = new Map<string, FormatFilter>([
  ['home-care', 'surface-spray'],
  ['aromatherapy', 'room-mist'],
  ['candles', 'candle'],
  ['soy-wax-candle', 'candle'],
  ['refills', 'refill'],
  ['refill-box', 'refill'],
]);

/** `?filter=room-mist` → 'room-mist'; anything unknown (or missing) → 'all'. */
export function formatFromQuery(value: string | null): FormatFilter {
  const key = (value ?? '').trim().toLowerCase();
  const direct = FORMAT_OPTIONS.find((option) => option.value === key);
  return direct ? direct.value : (FORMAT_ALIASES.get(key) ?? 'all');
}

export function fragranceFromQuery(value: string | null): string {
  return SCENTS.some((s) => s.number === value) ? (value as string) : 'all';
}

/** A product and its scent variants, shown as one card. */
export interface ProductGroup {
  baseSlug: string;
  variants: ProductDto[];
}

/** Groups products by base slug (slug without '-no-XX'), keeping the order of first appearance and sorting scents. */
export function groupProducts(products: ProductDto[]): ProductGroup[] {
  const groups = new Map<string, ProductDto[]>();
  for (const product of products) {
    const key = baseSlug(product.slug);
    groups.set(key, [...(groups.get(key) ?? []), product]);
  }
  return [...groups].map(([key, variants]) => ({
    baseSlug: key,
    // Scent numbers are digits: compared as text, without localeCompare, which sets up a collator on every call
    // inside the list page's hydration task.
    variants: [...variants].sort((a, b) => compareText(a.scentNumber ?? '', b.scentNumber ?? '')),
  }));
}

export function matchesFormat(product: ProductDto, format: FormatFilter): boolean {
  if (format === 'all') return true;
  if (format === 'refill' && product.sizes.includes(REFILL_SIZE)) return true;
  const option = FORMAT_OPTIONS.find((o) => o.value === format);
  return (option?.categories as readonly string[] | undefined)?.includes(product.category) ?? false;
}

/**
 * The groups to show for the chosen filters. A group stays when one of its variants matches both filters; only the
 * matching variants are kept, so the card's scent selector offers what the filter asked for.
 */
export function filterGroups(groups: ProductGroup[], fragrance: string, format: FormatFilter): ProductGroup[] {
  return groups
    .map((group) => ({
      ...group,
      variants: group.variants.filter(
        (v) => matchesFormat(v, format) && (fragrance === 'all' || v.scentNumber === fragrance),
      ),
    }))
    .filter((group) => group.variants.length > 0);
}

/** Spec 4: the selected scent defaults to 42, else the base product (the first variant). */
export function defaultVariant(group: ProductGroup): ProductDto {
  return group.variants.find((v) => v.scentNumber === DEFAULT_SCENT) ?? group.variants[0];
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

import type { Scent as SiteScent } from '@shop/site';
import siteScents from '@shop/site/scents.json';

/**
 * The four fragrances (docs/product.md, What the shop keeps): number and name (shared with the server, @shop/site), and
 * the tint used for swatches and image fallbacks.
 */
export interface Scent extends SiteScent {
  tint: string;
}

/** The signature scent: the home page's collection and a product list's default fragrance. */
export const DEFAULT_SCENT = '42';

const TINTS: Record<string, string> = { '09': '#C98A55', '42': '#7F9A7B', '62': '#CDBB5E', '92': '#A597C2' };

const SHARED_SCENTS: readonly SiteScent[] = siteScents;

/** A scent added to the shared list before it has a tint here shows the signature scent's. */
export const SCENTS: Scent[] = SHARED_SCENTS.map((scent) => ({
  ...scent,
  tint: TINTS[scent.number] ?? TINTS[DEFAULT_SCENT],
}));

export function scentByNumber(number: string | null | undefined): Scent | undefined {
  return SCENTS.find((scent) => scent.number === number);
}

/** 'hand-soap-no-42' → 'hand-soap' (the product a scent variant belongs to). */
export function baseSlug(slug: string): string {
  return slug.replace(/-no-\d+$/, '');
}

/** The slug of another scent of the same product: the trailing '-no-{scent}' replaced (docs/product.md, States). */
export function variantSlug(slug: string, scentNumber: string): string {
  return `${baseSlug(slug)}-no-${scentNumber}`;
}

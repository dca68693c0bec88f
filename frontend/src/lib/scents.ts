/** The four fragrances (spec 3): number, name and the tint used for swatches and image fallbacks. */
export interface Scent {
  number: string;
  name: string;
  tint: string;
}

export const SCENTS: Scent[] = [
  { number: '09', name: 'Pumpkin Spice', tint: '#C98A55' },
  { number: '42', name: 'Herbal Sanctuary', tint: '#7F9A7B' },
  { number: '62', name: 'Lemon Verbena', tint: '#CDBB5E' },
  { number: '92', name: 'Lavender Vanilla', tint: '#A597C2' },
];

export const DEFAULT_SCENT = '42';

export function scentByNumber(number: string | null | undefined): Scent | undefined {
  return SCENTS.find((scent) => scent.number === number);
}

/** 'hand-soap-no-42' → 'hand-soap' (the product a scent variant belongs to). */
export function baseSlug(slug: string): string {
  return slug.replace(/-no-\d+$/, '');
}

/** The slug of another scent of the same product: the trailing '-no-{scent}' replaced (spec 4). */
export function variantSlug(slug: string, scentNumber: string): string {
  return `${baseSlug(slug)}-no-${scentNumber}`;
}

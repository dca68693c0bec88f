/** The most units of one product and size on one cart line. */
export const MAX_LINE_QUANTITY: 99;
/** The categories the back office offers for a new product, the default first. */
export const ADMIN_CATEGORIES: readonly ['Home Care', 'Dish Soap', 'Hand Soap', 'Candle'];
/**
 * docs/product.md, Input rules: a typed promo code is trimmed and upper-cased before it is looked up ('' when blank).
 */
export function normalizePromoCode(code: string): string;
/** The refill box artwork of a scent (the picture of a 'Refill Box' line), or null without a scent. */
export function refillBoxImage(scentNumber: string | null): string | null;
/**
 * The stored sizes of an uploaded photo in one modern format (WebP unless named) as a srcset, read from the JPEG path
 * a product keeps (docs/media.md); null for any other path.
 */
export function uploadedPhotoSrcset(path: string, storedWidth?: number, format?: 'webp' | 'avif'): string | null;
/** A US ZIP code: five digits, optionally ZIP+4 ("46204" or "46204-1234"). */
export const ZIP_CODE: RegExp;
/** Whether a ZIP code belongs to a state of us-states.json: its first five digits fall in one of the state's ranges. */
export function zipInRanges(zip: string, zipRanges: ReadonlyArray<readonly string[]>): boolean;

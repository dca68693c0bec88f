// Rules both the API and the storefront apply (docs/product.md,  and Input rules); rules.test in each workspace ties
// its side to them.

/** The most units of one product and size on one cart line. */
export const MAX_LINE_QUANTITY = 99;

/** The categories the back office offers for a new product, the default first. */
export const ADMIN_CATEGORIES = ['Home Care', 'Dish Soap', 'Hand Soap', 'Candle'];

/**
 * docs/product.md, Input rules: a typed promo code is trimmed and upper-cased before it is looked up. @param {string}
 * code
 */
export function normalizePromoCode(code) {
  return code.trim().toUpperCase();
}

/** The refill box artwork of a scent (the picture of a 'Refill Box' line), or null without a scent. @param {string | null} scentNumber */
export function refillBoxImage(scentNumber) {
  return scentNumber ? `/public-objects/products/refill-box-${scentNumber}.webp` : null;
}

/**
 * The stored sizes of an uploaded photo in one modern format as a srcset, read from the JPEG path a product keeps
 * (docs/media.md): `/media/{key}/800.jpg` has 400 and 800 wide files, `/media/{key}/400.jpg` only 400; null for any
 * other path. @param {string} path @param {number} [storedWidth] @param {'webp' | 'avif'} [format]
 */
export function uploadedPhotoSrcset(path, storedWidth = 0, format = 'webp') {
  const match = /^\/media\/([0-9a-f]{64})\/(400|800)\.jpg$/.exec(path);
  if (!match) return null;
  // The photo's stored width (the product's imageSizes) names every size kept; without it the path says 400 or 800.
  const fitting = [400, 800, 1200, 1600].filter((width) => width <= storedWidth);
  const widths = fitting.length > 0 ? fitting : match[2] === '800' ? [400, 800] : [400];
  return widths.map((width) => `/media/${match[1]}/${width}.${format} ${width}w`).join(', ');
}

/** A US ZIP code: five digits, optionally ZIP+4 ("46204" or "46204-1234"). */
export const ZIP_CODE = /^\d{5}(-\d{4})?$/;

/**
 * Whether a ZIP code belongs to a state of us-states.json: its first five digits fall in one of the state's ranges.
 * @param {string} zip
 * @param {ReadonlyArray<readonly string[]>} zipRanges
 */
export function zipInRanges(zip, zipRanges) {
  if (!ZIP_CODE.test(zip)) return false;
  const five = zip.slice(0, 5);
  return zipRanges.some(([from, to]) => five >= from && five <= to);
}

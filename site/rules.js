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

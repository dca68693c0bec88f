import { ValidationProblem } from '../common/errors/domain-errors';

/** The size whose price is the product's refillPrice (the 3-litre box). */
export const REFILL_BOX_SIZE = 'Refill Box';

export const REFILL_PRICE_REQUIRED = 'Refill price is required for a Refill Box';

/**
 * The one rule behind a Refill Box line: it is charged at refillPrice, so a product offering the size must have one.
 * Checked on every admin write, so the storefront never shows a size the checkout would refuse.
 */
export function assertRefillBoxPriced(product: { sizes: readonly string[]; refillPrice: string | null }): void {
  if (product.sizes.includes(REFILL_BOX_SIZE) && !product.refillPrice) {
    throw new ValidationProblem(
      REFILL_PRICE_REQUIRED,
      `${REFILL_PRICE_REQUIRED}: set refillPrice or remove the "${REFILL_BOX_SIZE}" size.`,
    );
  }
}

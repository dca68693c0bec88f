import { MAX_LINE_QUANTITY } from '@shop/site/rules.js';
import { Cents, toCents } from '../common/money';
import { ValidationProblem } from '../common/errors/domain-errors';
import type { Product } from '../catalog/product.entity';
import { applyPromo, PromoTerms } from '../promos/promo-discount';

import { REFILL_BOX_SIZE } from '../catalog/refill-box';

export { REFILL_BOX_SIZE };
export { MAX_LINE_QUANTITY };

/** What the browser's cart says about a line; only productId, size and quantity are believed. */
export interface CartLineInput {
  productId: number;
  size: string;
  quantity: number;
}

export interface PricedLine {
  productId: number;
  productName: string;
  scent: string | null;
  size: string;
  quantity: number;
  unitPrice: Cents;
  lineTotal: Cents;
}

export interface PricedCart {
  lines: PricedLine[];
  subtotal: Cents;
  /** 0 without a promo code. */
  discount: Cents;
  total: Cents;
  promo: PromoTerms | null;
}

function unitPriceOf(product: Product, size: string): Cents | undefined {
  if (!product.sizes.includes(size) && !(product.sizes.length === 0 && size === '')) return undefined;
  if (size === REFILL_BOX_SIZE) return product.refillPrice ? toCents(product.refillPrice) : undefined;
  return toCents(product.price);
}

/**
 * Lines with the same product and size are one item (docs/product.md, What the shop keeps), so the browser's duplicates
 * are merged.
 */
function mergeLines(lines: CartLineInput[]): CartLineInput[] {
  const merged = new Map<string, CartLineInput>();
  for (const line of lines) {
    const key = `${line.productId}\u0000${line.size}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

/**
 * Prices a cart from the catalogue alone, in integer cents. Throws a 400 naming the first line that cannot be sold:
 * an empty cart, an unknown product, a size the product does not come in, or a quantity outside 1..99.
 */
export function priceCart(
  lines: CartLineInput[],
  products: ReadonlyMap<number, Product>,
  promo: PromoTerms | null,
): PricedCart {
  if (lines.length === 0)
    throw new ValidationProblem(
      'Your cart is empty.',
      'Your cart is empty: add at least one product before checking out.',
    );
  const priced = mergeLines(lines).map((line): PricedLine => {
    const product = products.get(line.productId);
    if (!product)
      throw new ValidationProblem(
        `Product ${line.productId} is not in our catalogue.`,
        `Product ${line.productId} is not in our catalogue; please remove it from your cart.`,
      );
    const unitPrice = unitPriceOf(product, line.size);
    if (unitPrice === undefined) {
      const sizes = product.sizes.length ? product.sizes.join(', ') : 'no sizes';
      throw new ValidationProblem(
        `${product.name} does not come in size "${line.size}".`,
        `${product.name} does not come in size "${line.size}" (available: ${sizes}).`,
      );
    }
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_LINE_QUANTITY) {
      throw new ValidationProblem(
        `The quantity of ${product.name} (${line.size}) must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`,
      );
    }
    return {
      productId: product.id,
      productName: product.name,
      scent: product.scentNumber,
      size: line.size,
      quantity: line.quantity,
      unitPrice,
      lineTotal: unitPrice * line.quantity,
    };
  });
  const subtotal = priced.reduce((sum, line) => sum + line.lineTotal, 0);
  const { discount, total } = applyPromo(subtotal, promo);
  return { lines: priced, subtotal, discount, total, promo };
}

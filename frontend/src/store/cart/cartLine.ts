import type { ProductDto } from '../../api/enhanced';
import { refillBoxImage } from '../../lib/images';
import { REFILL_SIZE, sellableSizes, unitPrice } from '../../lib/productPricing';
import { CartItem, MAX_LINE_QUANTITY } from './cartItem';

type LineProduct = Pick<ProductDto, 'id' | 'name' | 'image' | 'sizes' | 'price' | 'refillPrice' | 'scentNumber'>;

/**
 * The cart line of `quantity` units of a product in a size, as the catalogue describes it: its name, the unit price
 * of that size and the picture of that size (the Refill Box has its own). Null when the product does not sell that
 * size. Both the product page's 'Add to Cart' and the server's reading of the cart cookie make lines here, so the
 * line the server paints is the one the browser saved.
 */
export function cartLineFor(product: LineProduct, size: string, quantity = 1): CartItem | null {
  if (!sellableSizes(product).includes(size)) return null;
  const price = unitPrice(product, size);
  if (price === null) return null;
  const refill = size === REFILL_SIZE ? refillBoxImage(product.scentNumber) : null;
  return {
    productId: product.id,
    productName: product.name,
    size,
    quantity: Math.min(MAX_LINE_QUANTITY, quantity),
    price,
    image: refill ?? product.image,
  };
}

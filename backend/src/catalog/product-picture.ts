import { refillBoxImage } from '@shop/site/rules.js';
import type { Product } from './product.entity';
import { REFILL_BOX_SIZE } from './refill-box';

/**
 * The one picture that stands for an order line in an e-mail: the scent's refill box for a Refill Box line (as the
 * storefront shows it), else the product's first image, else its listing image.
 */
export function productPicture(
  product: Pick<Product, 'images' | 'imageUrl' | 'image' | 'scentNumber'>,
  size?: string | null,
): string {
  const refill = size === REFILL_BOX_SIZE ? refillBoxImage(product.scentNumber) : null;
  return refill ?? product.images[0] ?? product.imageUrl ?? product.image;
}

import type { Product } from './product.entity';

/** The one picture that stands for a product (an order line in an e-mail): its first image, else its listing image. */
export function productPicture(product: Pick<Product, 'images' | 'imageUrl' | 'image'>): string {
  return product.images[0] ?? product.imageUrl ?? product.image;
}

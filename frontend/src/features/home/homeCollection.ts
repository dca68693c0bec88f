import type { ProductDto } from '../../api/enhanced';
import { DEFAULT_SCENT } from '../../lib/scents';

/**
 * 'Our Collection' shows four categories in scent 42: Room Mist, Candle, Hand Soap and Dish Soap (the four formats
 * a first visit is most likely to want; Surface Spray sits one click away on the list). If one is missing, another
 * category in scent 42 takes its place.
 */
export const HOME_COLLECTION_CATEGORIES = ['Room Mist', 'Candle', 'Hand Soap', 'Dish Soap'];

export function homeCollection(products: ProductDto[]): ProductDto[] {
  const signature = products.filter((p) => p.scentNumber === DEFAULT_SCENT);
  const picked: ProductDto[] = [];
  const take = (product: ProductDto | undefined) => {
    if (product && !picked.some((p) => p.category === product.category)) picked.push(product);
  };
  for (const category of HOME_COLLECTION_CATEGORIES) take(signature.find((p) => p.category === category));
  for (const product of signature) if (picked.length < 4) take(product);
  return picked.slice(0, 4);
}

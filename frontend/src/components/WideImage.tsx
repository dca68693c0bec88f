import { ArtworkSize, ProductImage, ProductImageProps } from './ProductImage';

/** Journal heroes, the refill station and the Winter Spice picture: 1200×675 with a 600w variant. */
const WIDE_ARTWORK: ArtworkSize = { width: 1200, height: 675, smallWidth: 600 };

/** A 16:9 picture with its responsive sources and a stand-in if the file is missing. */
export function WideImage(props: Omit<ProductImageProps, 'ratio' | 'artwork'>) {
  return <ProductImage {...props} ratio="16 / 9" artwork={WIDE_ARTWORK} />;
}

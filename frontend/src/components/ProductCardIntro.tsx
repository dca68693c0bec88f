import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProductDto } from '../api/enhanced';
import { scentByNumber } from '../lib/scents';
import { ProductImage } from './ProductImage';

/**
 * The top of a product card: picture, category and name (the name is the card's heading). `image` replaces the
 * picture and `name` the heading (the refill view: the scent's refill box, 'Hand Soap No. 42 Refill').
 */
export function ProductCardIntro({
  product,
  headingLevel,
  image,
  name = product.name,
}: {
  product: ProductDto;
  headingLevel: 'h2' | 'h3';
  image?: string;
  name?: string;
}) {
  return (
    <>
      <ProductImage src={image ?? product.image} alt={name} tint={scentByNumber(product.scentNumber)?.tint} />
      <Box sx={{ pt: 2, px: { xs: 0.5, sm: 1 } }}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4, display: 'block' }}>
          {product.category}
        </Typography>
        <Typography variant="h4" component={headingLevel}>
          {name}
        </Typography>
      </Box>
    </>
  );
}

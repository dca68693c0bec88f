import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ProductCardIntro } from '../../components/ProductCardIntro';
import { formatMoney } from '../../lib/money';
import { scentByNumber } from '../../lib/scents';
import { defaultVariant, ProductGroup } from './productFilters';
import { ScentSelector } from './ScentSelector';

/** One product with its scent variants: choosing a scent swaps the picture, name and link. */
export function ProductGroupCard({ group }: { group: ProductGroup }) {
  const [selectedSlug, setSelectedSlug] = useState(() => defaultVariant(group).slug);
  const product = group.variants.find((v) => v.slug === selectedSlug) ?? defaultVariant(group);
  const scent = scentByNumber(product.scentNumber);
  const scents = group.variants.map((v) => v.scentNumber).filter((n): n is string => n !== null);

  return (
    <Card component="article" aria-label={product.name} sx={{ display: 'flex', flexDirection: 'column', bgcolor: 'background.paper', p: 1.5 }}>
      <ProductCardIntro product={product} headingLevel="h2" />
      <Box sx={{ px: 1, pt: 0.5, pb: 1, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        {scent && (
          <Typography variant="body2" color="text.secondary">
            {scent.name}
          </Typography>
        )}
        <Typography sx={{ fontWeight: 600 }}>{formatMoney(product.price)}</Typography>
        {scents.length > 1 && (
          <ScentSelector
            scents={scents}
            value={product.scentNumber}
            label={`Scent for ${product.category}`}
            onChange={(number) => setSelectedSlug(group.variants.find((v) => v.scentNumber === number)?.slug ?? selectedSlug)}
          />
        )}
        <Button component={RouterLink} to={`/products/${product.slug}`} variant="outlined" sx={{ mt: 'auto', alignSelf: 'stretch' }} aria-label={`View Product: ${product.name}`}>
          View Product
        </Button>
      </Box>
    </Card>
  );
}

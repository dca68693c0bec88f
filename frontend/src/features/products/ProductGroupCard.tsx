import Box from '@mui/material/Box';
import { ShopButton } from '../../components/ShopButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { cardSx } from '../../components/cardSx';
import { ProductCardIntro } from '../../components/ProductCardIntro';
import { stretchedLinkSx, linkCardSx } from '../../components/stretchedLink';
import { refillBoxImage } from '../../lib/images';
import { formatMoney } from '../../lib/money';
import { scentByNumber } from '../../lib/scents';
import { defaultVariant, ProductGroup } from './productFilters';
import { productLink } from './productNavigation';
import { REFILL_SIZE, sellableSizes, sizeLabel, unitPrice } from '../../lib/productPricing';
import { ScentSelector } from './ScentSelector';
import { defaultSize, stockNote } from '../../lib/stockAvailability';

/**
 * One product with its scent variants: choosing a scent swaps the picture, name and link. The whole card opens the
 * product (the 'View Product' link's hit area is stretched over it); the scent selector sits above that area, so
 * choosing a scent never follows the link. `refill` shows the refill box (the refill hub's view of the list).
 */
export function ProductGroupCard({ group, refill = false }: { group: ProductGroup; refill?: boolean }) {
  const [selectedSlug, setSelectedSlug] = useState(() => defaultVariant(group).slug);
  const location = useLocation();
  const product = group.variants.find((v) => v.slug === selectedSlug) ?? defaultVariant(group);
  const scent = scentByNumber(product.scentNumber);
  const scents = group.variants.map((v) => v.scentNumber).filter((n): n is string => n !== null);
  // Only a Refill Box the shop can price (sellableSizes) is shown: the card's price is what the checkout charges.
  const sizes = sellableSizes(product);
  const showRefill = refill && sizes.includes(REFILL_SIZE);
  const shownPrice = unitPrice(product, showRefill ? REFILL_SIZE : (sizes[0] ?? ''));
  const name = showRefill ? `${product.name} Refill` : product.name;
  const target = productLink(`/products/${product.slug}`, location.search, showRefill ? { size: REFILL_SIZE } : {});
  const note = stockNote(product, showRefill ? REFILL_SIZE : defaultSize(product, sizes.length ? sizes : ['']));

  return (
    <Box
      component="article"
      aria-label={name}
      sx={{
        ...cardSx,
        ...linkCardSx,
        color: 'text.primary',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 1, sm: 1.5 },
      }}
    >
      <ProductCardIntro
        product={product}
        headingLevel="h2"
        name={name}
        image={showRefill ? (refillBoxImage(product.scentNumber) ?? undefined) : undefined}
      />
      <Box sx={{ px: { xs: 0.5, sm: 1 }, pt: 0.5, pb: 1, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        {scent && (
          <Typography variant="body2" color="text.secondary">
            {scent.name}
          </Typography>
        )}
        <Typography sx={{ fontWeight: 600 }}>
          {shownPrice !== null && formatMoney(shownPrice)}
          {showRefill && (
            <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>
              {sizeLabel(REFILL_SIZE)}
            </Box>
          )}
        </Typography>
        {note && (
          <Typography
            variant="body2"
            sx={{ fontWeight: 600, color: note === 'Sold out' ? 'text.secondary' : 'warning.dark' }}
          >
            {note}
          </Typography>
        )}
        {scents.length > 1 && (
          // Above the stretched link: a tap on a scent changes the card, it does not open the product.
          <Box sx={{ position: 'relative', zIndex: 1, alignSelf: 'flex-start' }}>
            <ScentSelector
              scents={scents}
              value={product.scentNumber}
              label={`Scent for ${product.category}`}
              onChange={(number) =>
                setSelectedSlug(group.variants.find((v) => v.scentNumber === number)?.slug ?? selectedSlug)
              }
            />
          </Box>
        )}
        <ShopButton
          component={RouterLink}
          to={target}
          variant="outlined"
          sx={{ ...stretchedLinkSx, mt: 'auto', alignSelf: 'stretch' }}
          aria-label={`View Product: ${name}`}
        >
          View Product
        </ShopButton>
      </Box>
    </Box>
  );
}

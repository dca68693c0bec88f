import Box from '@mui/material/Box';
import { ShopButton } from '../../components/ShopButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ProductDto, useListProductCardsQuery } from '../../api/enhanced';
import { cardSx } from '../../components/cardSx';
import { ProductCardIntro } from '../../components/ProductCardIntro';
import { ProductGrid } from '../../components/ProductGrid';
import { linkCardSx, stretchedLinkSx } from '../../components/stretchedLink';
import { formatMoney } from '../../lib/money';
import { DEFAULT_SCENT } from '../../lib/scents';
import type { CollectionLayout } from './CollectionSection';
import { homeCollection } from './homeCollection';

/**
 * The cards in the signature scent, one variant each: the page carries those few products in its state rather than
 * the whole catalogue (GET /api/products), which the home page's HTML would carry whole.
 */
const SIGNATURE_CARDS = { scent: DEFAULT_SCENT } as const;

/**
 * The four cards of 'Our Collection', with the grid's loading, error and empty states. The layout comes from the
 * section, which shows the same placeholders while this chunk loads (importing it here would fold it into the home
 * chunk and cost that chunk its own entry in the build manifest).
 */
export function CollectionGrid({ layout }: { layout: CollectionLayout }) {
  const { data, isLoading, isError, refetch } = useListProductCardsQuery(SIGNATURE_CARDS);
  const products = homeCollection(data?.items.flatMap((card) => card.variants) ?? []);
  return (
    <ProductGrid
      isLoading={isLoading}
      isError={isError}
      isEmpty={products.length === 0}
      placeholders={layout.placeholders}
      loadingLabel={layout.loadingLabel}
      errorMessage="We couldn't load the collection. Please check your connection and try again."
      onRetry={() => void refetch()}
      sx={layout.sx}
    >
      {products.map((product) => (
        <CollectionCard key={product.id} product={product} />
      ))}
    </ProductGrid>
  );
}

/** The whole card is clickable through the button's stretched hit area; keyboard users meet one link per card. */
function CollectionCard({ product }: { product: ProductDto }) {
  return (
    <Box
      component="article"
      sx={{ ...cardSx, ...linkCardSx, p: { xs: 1, sm: 1.5 }, display: 'flex', flexDirection: 'column' }}
    >
      <ProductCardIntro product={product} headingLevel="h3" />
      <Box sx={{ px: { xs: 0.5, sm: 1 }, pt: 0.5, pb: 1, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1 }}>
        <Typography sx={{ fontWeight: 600, mb: 2 }}>{formatMoney(product.price)}</Typography>
        <ShopButton
          component={RouterLink}
          to={`/products/${product.slug}`}
          variant="outlined"
          aria-label={`Explore Details: ${product.name}`}
          sx={{ ...stretchedLinkSx, mt: 'auto', px: { xs: 1, sm: 2.75 } }}
        >
          Explore Details
        </ShopButton>
      </Box>
    </Box>
  );
}

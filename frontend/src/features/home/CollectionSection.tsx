import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ProductDto, useListProductsQuery } from '../../api/enhanced';
import { cardSx } from '../../components/cardSx';
import { ProductCardIntro } from '../../components/ProductCardIntro';
import { ProductGrid } from '../../components/ProductGrid';
import { linkCardSx, stretchedLinkSx } from '../../components/stretchedLink';
import { formatMoney } from '../../lib/money';
import { homeCollection } from './homeCollection';

/** Spec 9: four placeholder cards while loading. */
export const HOME_PLACEHOLDERS = 4;

const gridSx = { display: 'grid', gap: { xs: 1.5, sm: 3 }, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } } as const;

export function CollectionSection() {
  const { data, isLoading, isError, refetch } = useListProductsQuery();
  const products = homeCollection(data ?? []);
  return (
    <Container component="section" aria-labelledby="collection-title" maxWidth="lg" sx={{ py: { xs: 8, md: 12 } }}>
      <Box sx={{ textAlign: 'center', mb: 6 }}>
        <Typography variant="overline" color="secondary">
          Signature scent No. 42 · Herbal Sanctuary
        </Typography>
        <Typography id="collection-title" variant="h2">
          Our Collection
        </Typography>
      </Box>
      <ProductGrid
        isLoading={isLoading}
        isError={isError}
        isEmpty={products.length === 0}
        placeholders={HOME_PLACEHOLDERS}
        loadingLabel="Loading the collection"
        errorMessage="We couldn't load the collection. Please check your connection and try again."
        onRetry={() => void refetch()}
        sx={gridSx}
      >
        {products.map((product) => (
          <CollectionCard key={product.id} product={product} />
        ))}
      </ProductGrid>
    </Container>
  );
}

/** The whole card is clickable through the button's stretched hit area; keyboard users meet one link per card. */
function CollectionCard({ product }: { product: ProductDto }) {
  return (
    <Box component="article" sx={{ ...cardSx, ...linkCardSx, p: { xs: 1, sm: 1.5 }, display: 'flex', flexDirection: 'column' }}>
      <ProductCardIntro product={product} headingLevel="h3" />
      <Box sx={{ px: { xs: 0.5, sm: 1 }, pt: 0.5, pb: 1, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1 }}>
        <Typography sx={{ fontWeight: 600, mb: 2 }}>{formatMoney(product.price)}</Typography>
        <Button
          component={RouterLink}
          to={`/products/${product.slug}`}
          variant="outlined"
          aria-label={`Explore Details: ${product.name}`}
          sx={{ ...stretchedLinkSx, mt: 'auto', px: { xs: 1, sm: 2.75 } }}
        >
          Explore Details
        </Button>
      </Box>
    </Box>
  );
}

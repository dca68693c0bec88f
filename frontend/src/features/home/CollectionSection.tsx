import Box from '@mui/material/Box';
import { PageContainer } from '../../components/PageContainer';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazyPart';
import { ProductGridSkeleton } from '../../components/ProductGridSkeleton';
import { DEFAULT_SCENT, scentByNumber } from '../../lib/scents';

/**
 * The cards load in their own chunk, which the server preloads with the page, behind the same placeholders
 * the grid shows while the products load.
 */
const CollectionGrid = lazyPart('src/features/home/CollectionGrid.tsx', () =>
  import('./CollectionGrid').then((m) => m.CollectionGrid),
);

/**
 * docs/product.md, Constants: four placeholder cards while loading; one layout for them and the cards, so the swap
 * moves nothing.
 */
const layout = {
  placeholders: 4,
  loadingLabel: 'Loading the collection',
  sx: { display: 'grid', gap: { xs: 1.5, sm: 3 }, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } },
} as const;
export type CollectionLayout = typeof layout;

export function CollectionSection() {
  return (
    <PageContainer component="section" aria-labelledby="collection-title" maxWidth="lg" sx={{ py: { xs: 8, md: 12 } }}>
      <Box sx={{ textAlign: 'center', mb: 6 }}>
        <Typography variant="overline" color="secondary">
          Signature scent No. {DEFAULT_SCENT} · {scentByNumber(DEFAULT_SCENT)?.name}
        </Typography>
        <Typography id="collection-title" variant="h2">
          Our Collection
        </Typography>
      </Box>
      <Suspense
        fallback={<ProductGridSkeleton count={layout.placeholders} label={layout.loadingLabel} sx={layout.sx} />}
      >
        <CollectionGrid layout={layout} />
      </Suspense>
    </PageContainer>
  );
}

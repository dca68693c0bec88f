import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { cardSx } from './cardSx';

/** A loading placeholder shaped like a product card. */
export function ProductCardSkeleton() {
  return (
    <Box data-testid="product-placeholder" aria-hidden="true" sx={{ ...cardSx, p: 1.5 }}>
      <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 5', height: 'auto', borderRadius: 2 }} />
      <Box sx={{ px: 1, pt: 2 }}>
        <Skeleton width="40%" />
        <Skeleton width="80%" height={32} />
        <Skeleton width="30%" />
      </Box>
    </Box>
  );
}

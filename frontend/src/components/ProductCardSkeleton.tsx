import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

/** A loading placeholder shaped like a product card. */
export function ProductCardSkeleton() {
  return (
    <Card data-testid="product-placeholder" aria-hidden="true" sx={{ p: 1.5, bgcolor: 'background.paper' }}>
      <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 5', height: 'auto', borderRadius: 2 }} />
      <Box sx={{ px: 1, pt: 2 }}>
        <Skeleton width="40%" />
        <Skeleton width="80%" height={32} />
        <Skeleton width="30%" />
      </Box>
    </Card>
  );
}

import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { ProductCardSkeleton } from './ProductCardSkeleton';

/** A product grid's loading state: `count` placeholder cards in the grid's own layout, so nothing moves when it fills. */
export function ProductGridSkeleton({ count, label, sx }: { count: number; label: string; sx: SxProps<Theme> }) {
  return (
    <Box sx={sx} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </Box>
  );
}

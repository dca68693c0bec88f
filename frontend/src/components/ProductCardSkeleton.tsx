import Box from '@mui/material/Box';
import { cardSx } from './cardSx';
import { boneSx as bone, textBoneSx as textBone } from './SkeletonBox';

/** A loading placeholder shaped like a product card. */
export function ProductCardSkeleton() {
  return (
    <Box data-testid="product-placeholder" aria-hidden="true" sx={{ ...cardSx, p: 1.5 }}>
      <Box component="span" sx={{ ...bone, aspectRatio: '4 / 5', borderRadius: 2 }} />
      <Box sx={{ px: 1, pt: 2 }}>
        <Box component="span" sx={{ ...textBone, width: '40%' }} />
        <Box component="span" sx={{ ...textBone, width: '80%', height: 32 }} />
        <Box component="span" sx={{ ...textBone, width: '30%' }} />
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import { SkeletonBox } from '../../components/SkeletonBox';
import { cardSx } from '../../components/cardSx';

/** A loading placeholder shaped like a journal card. */
export function JournalCardSkeleton() {
  return (
    <Box data-testid="journal-placeholder" aria-hidden="true" sx={{ ...cardSx, p: 1.5 }}>
      <SkeletonBox variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto', borderRadius: 2 }} />
      <Box sx={{ px: 1, pt: 2.5, pb: 1 }}>
        <SkeletonBox width="30%" />
        <SkeletonBox width="85%" height={36} />
        <SkeletonBox width="95%" />
        <SkeletonBox width="70%" />
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { cardSx } from '../../components/cardSx';

/** A loading placeholder shaped like a journal card. */
export function JournalCardSkeleton() {
  return (
    <Box data-testid="journal-placeholder" aria-hidden="true" sx={{ ...cardSx, p: 1.5 }}>
      <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto', borderRadius: 2 }} />
      <Box sx={{ px: 1, pt: 2.5, pb: 1 }}>
        <Skeleton width="30%" />
        <Skeleton width="85%" height={36} />
        <Skeleton width="95%" />
        <Skeleton width="70%" />
      </Box>
    </Box>
  );
}

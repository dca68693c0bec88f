import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useGetShippingPolicyQuery } from '../../api/enhanced';
import { freeShippingOf, freeShippingStatus } from './freeShipping';

/**
 * The drawer's bar toward free shipping, at the threshold staff set, with the sentence saying it is measured after
 * discounts; nothing when no method is ever free.
 */
export function FreeShippingProgress({ subtotalCents }: { subtotalCents: number }) {
  const { data } = useGetShippingPolicyQuery();
  const free = freeShippingOf(data);
  if (!free) return null;
  const status = freeShippingStatus(subtotalCents, free.thresholdCents);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography
        variant="body2"
        sx={{ mb: 1, fontWeight: 600, color: status.qualifies ? 'primary.main' : 'text.primary' }}
      >
        {status.message}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={status.percent}
        aria-label="Progress toward free shipping"
        sx={{ height: 8, borderRadius: 999, bgcolor: 'primary.light' }}
      />
      {free.statement && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="drawer-free-shipping">
          {free.statement}
        </Typography>
      )}
    </Box>
  );
}

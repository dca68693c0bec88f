import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { freeShippingStatus } from './freeShipping';

export function FreeShippingProgress({ subtotalCents }: { subtotalCents: number }) {
  const status = freeShippingStatus(subtotalCents);
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
    </Box>
  );
}

import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderStatusDto } from '../../api/enhanced';
import { visuallyHidden } from '../../components/visuallyHidden';
import { formatDay, stepLabel } from './orderStatusText';

/** Placed → Processing → Shipped → Delivered; reached steps are ticked, the latest one is marked current. */
export function OrderTimeline({ steps }: { steps: OrderStatusDto['timeline'] }) {
  const current = steps.map((step) => step.reached).lastIndexOf(true);
  return (
    <Box
      component="ol"
      aria-label="Order progress"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, 1fr)' },
      }}
    >
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step.step}
          aria-current={index === current ? 'step' : undefined}
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'flex-start',
            color: step.reached ? 'text.primary' : 'text.secondary',
          }}
        >
          {step.reached ? <CheckCircle color="primary" aria-hidden /> : <RadioButtonUnchecked aria-hidden />}
          <Box>
            <Typography sx={{ fontWeight: index === current ? 700 : 500 }}>
              {stepLabel(step.step)}
              <Box component="span" sx={visuallyHidden}>
                {step.reached ? ' (done)' : ' (not yet)'}
              </Box>
            </Typography>
            {step.at && (
              <Typography variant="body2" color="text.secondary">
                {formatDay(step.at)}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

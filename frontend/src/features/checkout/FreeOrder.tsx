import Box from '@mui/material/Box';
import { ShopButton } from '../../components/ShopButton';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import RedeemOutlinedIcon from '@mui/icons-material/RedeemOutlined';
import type { PaymentFlow } from './usePaymentFlow';

export const PLACE_FREE_ORDER = 'Place free order';

/** Shown instead of the wallet when the promo code covers the whole order: nothing to pay, one click places it. */
export function FreeOrder({ flow }: { flow: PaymentFlow }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <RedeemOutlinedIcon color="primary" aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>Your promo code covers this order</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The total is $0.00, so there is nothing to pay and no wallet is needed.
      </Typography>
      <ShopButton
        variant="contained"
        size="large"
        fullWidth
        onClick={() => void flow.placeFree()}
        disabled={flow.busy}
        startIcon={flow.busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {flow.busy ? 'Placing order…' : PLACE_FREE_ORDER}
      </ShopButton>
    </Box>
  );
}

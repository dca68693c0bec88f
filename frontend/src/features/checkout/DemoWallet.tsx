import Box from '@mui/material/Box';
import { ShopButton } from '../../components/ShopButton';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { useId, useState } from 'react';
import type { WalletBreakdownDto } from '../../api/enhanced';
import { formatCents, formatMoney } from '../../lib/money';
import type { DemoApprovalChoice, PaymentFlow } from './usePaymentFlow';

export const DEMO_WALLET_LABEL = 'Demo wallet — test mode, no real money';

/** The wallet window's other buttons: how a test (or a curious developer) makes the capture fail each way. */
const TEST_CHOICES: ReadonlyArray<{ choice: DemoApprovalChoice; label: string }> = [
  { choice: 'decline', label: 'Declined card' },
  { choice: 'fail', label: 'Wallet fails' },
  { choice: 'hang', label: 'No answer' },
];

/** The figures the wallet was asked to collect, in PayPal's terms: the items, then item total to total. */
function Breakdown({ breakdown }: { breakdown: WalletBreakdownDto }) {
  const rows: Array<[string, string]> = [
    ['Item total', formatMoney(breakdown.itemTotal)],
    ...(breakdown.discount !== '0.00' ? [['Discount', `-${formatMoney(breakdown.discount)}`] as [string, string]] : []),
    ['Shipping', formatMoney(breakdown.shipping)],
    ['Tax', formatMoney(breakdown.taxTotal)],
  ];
  const row = { display: 'flex', justifyContent: 'space-between', gap: 2 } as const;
  return (
    <Box component="section" aria-label="Payment breakdown" sx={{ mt: 2 }}>
      <Box component="ul" aria-label="Items" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {breakdown.items.map((item) => (
          <Typography component="li" variant="body2" key={item.name} sx={row}>
            <span>
              {item.name} × {item.quantity}
            </span>
            <span>{formatMoney(item.unitAmount)} each</span>
          </Typography>
        ))}
      </Box>
      <Box component="dl" sx={{ m: 0, mt: 1 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={row}>
            <Typography component="dt" variant="body2">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
        <Box sx={{ ...row, fontWeight: 600 }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            Total
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {formatMoney(breakdown.total)}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The offline wallet (PAYMENT_PROVIDER=demo): the same create → approve → capture calls as PayPal, with a small
 * approval dialog standing in for PayPal's window, showing the breakdown the server sent the wallet (items, discount,
 * shipping, tax, total), as PayPal's window does. Clearly marked so nobody mistakes it for a real payment.
 */
export function DemoWallet({ flow, totalCents }: { flow: PaymentFlow; totalCents: number }) {
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const titleId = useId();
  const textId = useId();

  const pay = async () => {
    try {
      setPaymentId(await flow.createOrder());
    } catch {
      // createOrder has told the shopper what went wrong.
    }
  };
  const approve = (choice: DemoApprovalChoice) => {
    if (!paymentId) return;
    setPaymentId(null);
    void flow.approveDemo(paymentId, choice);
  };
  const cancel = () => {
    setPaymentId(null);
    flow.cancel();
  };

  return (
    <Box sx={{ border: 2, borderStyle: 'dashed', borderColor: 'warning.main', borderRadius: 3, p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <ScienceOutlinedIcon sx={{ color: 'warning.dark' }} aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>{DEMO_WALLET_LABEL}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        This shop runs without a payment provider. The demo wallet walks through the real order steps and charges
        nothing.
      </Typography>
      <ShopButton
        variant="contained"
        size="large"
        fullWidth
        onClick={pay}
        disabled={flow.busy}
        startIcon={flow.busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {flow.busy ? 'Processing payment…' : `Pay ${formatCents(totalCents)} with Demo wallet`}
      </ShopButton>

      <Dialog open={paymentId !== null} onClose={cancel} aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>Approve payment</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            Pay {formatCents(totalCents)} to Natural House with the demo wallet? This is test mode: no real money moves.
          </DialogContentText>
          {flow.breakdown && <Breakdown breakdown={flow.breakdown} />}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
            Or try how a payment can go wrong:
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {TEST_CHOICES.map(({ choice, label }) => (
              <ShopButton key={choice} size="small" variant="outlined" color="warning" onClick={() => approve(choice)}>
                {label}
              </ShopButton>
            ))}
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <ShopButton onClick={cancel}>Cancel</ShopButton>
          <ShopButton variant="contained" onClick={() => approve('approve')} autoFocus>
            Approve
          </ShopButton>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

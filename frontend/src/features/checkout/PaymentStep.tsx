import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { ShopButton } from '../../components/ShopButton';
import { SkeletonBox } from '../../components/SkeletonBox';
import { TextLink } from '../../components/TextLink';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { lazy, ReactNode, Suspense, useEffect } from 'react';
import { useGetPaymentSetupQuery } from '../../api/enhanced';
import { useToast } from '../../store/toasts/useToast';
import type { CheckoutSnapshot } from './checkoutRequest';
import { FreeOrder } from './FreeOrder';
import { serverMessage } from './paymentErrors';
import { paymentSetupFailed, providerDisplayName } from './paymentMessages';
import { StepHeading } from './StepHeading';
import { usePaymentFlow } from './usePaymentFlow';

const PayPalWallet = lazy(async () => ({ default: (await import('./PayPalWallet')).PayPalWallet }));
/** The demo wallet's approval window (MUI Dialog, Modal) is for demo shops only: loaded when that wallet is shown. */
const DemoWallet = lazy(async () => ({ default: (await import('./DemoWallet')).DemoWallet }));

interface PaymentStepProps {
  snapshot: () => CheckoutSnapshot;
  totalCents: number;
  onBack: () => void;
  onPromoRefused: () => void;
  /** The server priced the order differently (409): the summary asks for its figures again. */
  onFiguresChanged: () => void;
  onPlaced: (orderNumber: number | null, statusToken: string | null) => void;
  onBusyChange: (busy: boolean) => void;
  focusHeading: boolean;
  /** The order read back before paying (OrderReview), drawn above the payment buttons. */
  review: ReactNode;
}

/** Step 3 (docs/product.md, Screens): the wallet button and 'Back to Info'. */
export function PaymentStep({
  snapshot,
  totalCents,
  onBack,
  onPromoRefused,
  onFiguresChanged,
  onPlaced,
  onBusyChange,
  focusHeading,
  review,
}: PaymentStepProps) {
  // A fresh client token each time the step opens: PayPal's tokens expire.
  // A free order (the promo covers everything) needs no wallet, so no setup either.
  const free = totalCents === 0;
  const setup = useGetPaymentSetupQuery(undefined, { refetchOnMountOrArgChange: true, skip: free });
  const toast = useToast();
  const provider = setup.data?.provider;
  const providerName = providerDisplayName(provider ?? 'paypal');
  const flow = usePaymentFlow({
    providerName,
    snapshot,
    onPromoRefused,
    onFiguresChanged,
    onPlaced,
  });
  const setupFailed = !free && (setup.isError || (provider === 'paypal' && !setup.data?.clientId));

  useEffect(() => {
    if (setupFailed)
      toast(paymentSetupFailed(setup.isError ? serverMessage(setup.error) : 'Failed to fetch PayPal client token'));
  }, [setupFailed, setup.isError, setup.error, toast]);

  useEffect(() => onBusyChange(flow.busy), [flow.busy, onBusyChange]);

  return (
    <section aria-label="Payment">
      <StepHeading focus={focusHeading}>Payment</StepHeading>
      <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3 }}>
        <LockOutlinedIcon fontSize="small" aria-hidden />
        {free
          ? 'Nothing to pay: your promo code covers the whole order.'
          : 'You pay securely with your wallet; we never see or store your card details.'}
      </Typography>

      {review}

      {flow.priceChange && (
        <Alert severity="warning" role="alert" sx={{ mb: 3 }} data-testid="price-change">
          <AlertTitle>{flow.priceChange.reason}</AlertTitle>
          {flow.priceChange.detail} Your cart now shows the current prices; please check the order summary before
          paying.
        </Alert>
      )}

      {free ? (
        <FreeOrder flow={flow} />
      ) : setup.isFetching && !setup.data ? (
        <SkeletonBox variant="rounded" height={120} aria-label="Loading payment options" />
      ) : setupFailed ? (
        <Alert
          severity="error"
          action={
            <ShopButton color="inherit" size="small" onClick={() => setup.refetch()}>
              Try again
            </ShopButton>
          }
        >
          <AlertTitle>Payment setup failed</AlertTitle>
          {serverMessage(setup.error) ?? 'The payment options could not be loaded.'}
        </Alert>
      ) : provider === 'demo' ? (
        <Suspense
          fallback={
            <SkeletonBox variant="rounded" height={120} role="progressbar" aria-label="Loading the demo wallet" />
          }
        >
          <DemoWallet flow={flow} totalCents={totalCents} />
        </Suspense>
      ) : setup.data?.clientId ? (
        <Suspense fallback={<SkeletonBox variant="rounded" height={120} aria-label="Loading PayPal" />}>
          <PayPalWallet
            clientId={setup.data.clientId}
            clientToken={setup.data.clientToken}
            sdkUrl={setup.data.sdkUrl}
            flow={flow}
          />
        </Suspense>
      ) : null}

      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, '& a': { textDecoration: 'underline' } }}>
        By paying you agree to our <TextLink to="/terms">terms of sale</TextLink>. How we handle your details:{' '}
        <TextLink to="/privacy">privacy policy</TextLink>. Questions? <TextLink to="/contact">Contact us</TextLink>.
      </Typography>

      <Box sx={{ mt: 3 }}>
        <ShopButton
          variant="outlined"
          size="large"
          onClick={onBack}
          disabled={flow.busy}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Back to Info
        </ShopButton>
      </Box>
    </section>
  );
}

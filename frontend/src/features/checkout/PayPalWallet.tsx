import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { Component, ReactNode, useEffect } from 'react';
import { useToast } from '../../store/toasts/useToast';
import { paymentSystemError, paymentSystemUnavailable } from './paymentMessages';
import type { PaymentFlow } from './usePaymentFlow';

interface PayPalWalletProps {
  clientId: string;
  clientToken: string;
  /** PAYPAL_SDK_URL: PayPal's own address, or a fake SDK on loopback in the browser tests. */
  sdkUrl: string | null;
  flow: PaymentFlow;
}

/**
 * PayPal's buttons (loaded from PayPal at runtime; the CSP allows its hosts). createOrder → POST /order,
 * onApprove → capture; cancel, wallet errors and a script that cannot load each get their message (docs/product.md,
 * Messages).
 * Its own chunk: the PayPal library is only downloaded when the provider is PayPal.
 */
export function PayPalWallet({ clientId, clientToken, sdkUrl, flow }: PayPalWalletProps) {
  return (
    <PayPalScriptProvider
      options={{
        clientId,
        dataClientToken: clientToken,
        currency: 'USD',
        intent: 'capture',
        components: 'buttons',
        ...(sdkUrl ? { sdkBaseUrl: sdkUrl } : {}),
      }}
    >
      <PayPalButtonsArea flow={flow} />
    </PayPalScriptProvider>
  );
}

function PayPalButtonsArea({ flow }: { flow: PaymentFlow }) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const toast = useToast();

  useEffect(() => {
    if (isRejected) toast(paymentSystemUnavailable('PayPal'));
  }, [isRejected, toast]);

  if (isRejected) {
    return (
      <Alert severity="error">
        Payment system unavailable. PayPal could not be loaded; please check your connection and reload the page.
      </Alert>
    );
  }
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }} role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography color="text.secondary">Loading PayPal…</Typography>
      </Box>
    );
  }
  return (
    <ButtonsErrorBoundary onError={() => toast(paymentSystemError())}>
      <PayPalButtons
        style={{ layout: 'vertical', shape: 'pill', label: 'pay' }}
        disabled={flow.busy}
        createOrder={flow.createOrder}
        onApprove={(data) => flow.completePayment(data.orderID)}
        onCancel={flow.cancel}
        onError={flow.walletError}
      />
    </ButtonsErrorBoundary>
  );
}

/**
 * PayPalButtons throws while rendering when the SDK cannot start them (docs/product.md, Messages: 'Payment system
 * error').
 */
class ButtonsErrorBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onError();
  }
  render() {
    return this.state.failed ? (
      <Alert severity="error">Payment system error. Please reload the page.</Alert>
    ) : (
      this.props.children
    );
  }
}

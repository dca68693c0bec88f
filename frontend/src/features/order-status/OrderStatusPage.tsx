import { ShopButton } from '../../components/ShopButton';
import { PageContainer } from '../../components/PageContainer';
import Stack from '@mui/material/Stack';
import { LazyStatusAlert } from './lazyStatusAlert';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { OrderStatusDto, useGetOrderStatusQuery, useLookupOrderMutation } from '../../api/enhanced';
import { isNotFound, serverMessageText } from '../../api/errorText';
import { PageHead } from '../../head/PageHead';
import { lazyPart } from '../../lib/lazyPart';
import { orderLookupFrom } from '../../lib/placedOrderState';
import { LookupValues, OrderLookupForm } from './OrderLookupForm';
import { NOT_FOUND_TEXT } from './orderStatusText';

// The order is shown only once found: its code loads then (or with the page, when a signed link opens it directly).
const OrderStatusDetails = lazyPart('src/features/order-status/OrderStatusDetails.tsx', () =>
  import('./OrderStatusDetails').then((m) => m.OrderStatusDetails),
);

const BAD_LINK_TEXT =
  'This link does not open an order any more. Look your order up with its number and email instead.';

function lookupErrorText(error: unknown): string {
  if (isNotFound(error as never)) return NOT_FOUND_TEXT;
  // 400 (a malformed number or e-mail) and 429 (too many lookups) carry a sentence that says what to do.
  return serverMessageText(error) ?? 'The order could not be looked up. Please try again.';
}

const OPENING = (
  <Typography role="status" color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
    Opening your order...
  </Typography>
);

/**
 * /orders/status: a guest finds an order by its number and checkout e-mail, or opens it directly with the signed
 * link (?token=) from the order's e-mails. Hidden from search engines.
 */
export function OrderStatusPage() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token') ?? '';
  const byLink = useGetOrderStatusQuery(token ? { token } : skipToken);
  const [lookup, lookedUp] = useLookupOrderMutation();
  const [found, setFound] = useState<OrderStatusDto | null>(null);
  const [lookupError, setLookupError] = useState<string | undefined>();

  async function find(values: LookupValues) {
    setLookupError(undefined);
    const result = await lookup({ lookupOrderDto: values });
    if ('error' in result && result.error !== undefined) setLookupError(lookupErrorText(result.error));
    else if (result.data) setFound(result.data);
  }

  // 'View your order' on the home page's confirmation banner brings the number and e-mail in the history state.
  const location = useLocation();
  const [handedOver] = useState(() => (token ? null : orderLookupFrom(location.state)));
  const [opening, setOpening] = useState(handedOver !== null);
  const lookedUpOnce = useRef(false);
  useEffect(() => {
    if (!handedOver || lookedUpOnce.current) return;
    lookedUpOnce.current = true;
    void find(handedOver).finally(() => setOpening(false));
  });

  function lookUpAnother() {
    setFound(null);
    if (token) setParams({}, { replace: true });
  }

  const order = found ?? (token ? byLink.data : undefined);
  const linkFailed = token !== '' && byLink.isError;

  return (
    <PageContainer maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <PageHead />
      {order ? (
        <Stack spacing={3}>
          <Suspense fallback={OPENING}>
            <OrderStatusDetails order={order} />
          </Suspense>
          <ShopButton variant="outlined" onClick={lookUpAnother} sx={{ alignSelf: 'flex-start' }}>
            Look Up Another Order
          </ShopButton>
        </Stack>
      ) : (token !== '' && byLink.isLoading) || opening ? (
        OPENING
      ) : (
        <Stack spacing={3}>
          <Typography variant="h2" component="h1">
            Track Your Order
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
            Enter your order number and the email you used at checkout to see where your order is. The link in your
            confirmation email opens this page directly.
          </Typography>
          {linkFailed && (
            <LazyStatusAlert severity="warning" sx={{ maxWidth: 640 }}>
              {isNotFound(byLink.error)
                ? BAD_LINK_TEXT
                : 'The order could not be loaded. Please try again, or look it up below.'}
            </LazyStatusAlert>
          )}
          <OrderLookupForm onSubmit={(values) => void find(values)} busy={lookedUp.isLoading} error={lookupError} />
        </Stack>
      )}
    </PageContainer>
  );
}

import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { PageContainer } from '../../components/PageContainer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { OrderLookupState, PlacedOrderSummary, statusLinkFor } from '../../lib/placedOrderState';
import { formatCents } from '../../lib/money';

/**
 * After the redirect home (docs/product.md, States), the placed order stays on the page until the shopper closes it or
 * leaves:
 * it comes with the history entry the checkout pushed, so Back to home shows it again, another page does not.
 * Its own chunk (HomePage loads it only with a placed order): the home page's first load stays within its budget.
 */
export function OrderConfirmationBanner({ placed }: { placed: PlacedOrderSummary }) {
  const location = useLocation();
  const navigate = useNavigate();

  const lookup: OrderLookupState = { lookup: { orderNumber: String(placed.orderNumber), email: placed.email } };
  // The signed link this tab received with the order (as in the confirmation e-mail); else the number and e-mail.
  const [statusLink] = useState(() => statusLinkFor(placed.orderNumber));
  const dismiss = () =>
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null, preventScrollReset: true },
    );
  return (
    <PageContainer maxWidth="lg" sx={{ pt: 3 }}>
      <Alert
        severity="success"
        component="section"
        // A landmark the shopper can come back to, not an alert; its text is a polite status below.
        role="region"
        aria-label="Order confirmation"
        data-testid="order-confirmation"
        action={
          <IconButton aria-label="Close order confirmation" color="inherit" onClick={dismiss}>
            <CloseIcon />
          </IconButton>
        }
      >
        {/* Read out when the page arrives, also to a screen reader that missed the checkout's toast. */}
        <Box role="status">
          <AlertTitle component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
            Thank you! Order #{placed.orderNumber} is placed.
          </AlertTitle>
          Total {formatCents(placed.totalCents)}. We sent a confirmation to {placed.email}.
        </Box>{' '}
        <Link
          component={RouterLink}
          to={statusLink ?? '/orders/status'}
          state={statusLink ? undefined : lookup}
          sx={{ fontWeight: 600 }}
        >
          View your order
        </Link>
      </Alert>
    </PageContainer>
  );
}

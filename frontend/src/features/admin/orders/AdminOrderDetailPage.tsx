import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import { ShopButton } from '../../../components/ShopButton';
import Chip from '@mui/material/Chip';
import { PageContainer } from '../../../components/PageContainer';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { isNotFound } from '../../../api/errorText';
import { AdminOrderDetailDto, useGetAdminOrderQuery } from '../../../api/adminApi';
import { InfoCard, OrderLineRow, OrderTotals } from '../../../components/InfoCard';
import { LoadError } from '../../../components/LoadError';
import { formatCents, toCents } from '../../../lib/money';
import { formatDateTime } from '../shared/adminFormat';
import { AdminHead } from '../shared/AdminHead';
import { AdminLoading } from '../shared/AdminLoading';
import { ADMIN_MAX_WIDTH } from '../shared/adminLayout';
import { OrderFulfillmentForm } from './OrderFulfillmentForm';
import { OrderHistoryCard } from './OrderHistoryCard';
import { PaymentCard } from './PaymentCard';
import { OrderStatusChip } from './OrderStatusChip';
import { useAdminRealm } from '../shared/useAdminRealm';

/** /admin-orders/{id} (docs/product.md, Screens). Without the tab's order password it goes back to the list's gate. */
export function AdminOrderDetailPage() {
  const { id = '' } = useParams();
  const { password } = useAdminRealm('orders', { screenOnly: false });
  const orderId = /^\d+$/.test(id) ? Number(id) : undefined;
  // docs/product.md, Talking to the server: the order is always refetched when the screen opens (stale time 0).
  const order = useGetAdminOrderQuery(password && orderId !== undefined ? { id: orderId } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  // A cached copy from an earlier visit is not shown (nor edited) until this visit's fetch has answered.
  const [openedAt] = useState(() => Date.now());
  const fresh = order.data !== undefined && !(order.isFetching && (order.fulfilledTimeStamp ?? 0) < openedAt);

  if (!password) return <Navigate to="/admin-orders" replace />;
  return (
    <PageContainer maxWidth={ADMIN_MAX_WIDTH} sx={{ py: { xs: 4, md: 6 } }}>
      <AdminHead
        path={`/admin-orders/${id}`}
        title={order.data ? `Order #${order.data.orderNumber}` : 'Order Details'}
      />
      {orderId === undefined || isNotFound(order.error) ? (
        <OrderNotFound />
      ) : order.isError ? (
        <LoadError message="The order could not be loaded." onRetry={() => void order.refetch()} />
      ) : !order.data || !fresh ? (
        <AdminLoading text="Loading order..." />
      ) : (
        <OrderDetail order={order.data} version={order.fulfilledTimeStamp ?? 0} />
      )}
    </PageContainer>
  );
}

function OrderNotFound() {
  return (
    <Stack spacing={3} alignItems="center" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h3" component="h1">
        Order Not Found
      </Typography>
      <Typography color="text.secondary">No order has this number. It may have been removed.</Typography>
      <ShopButton component={RouterLink} to="/admin-orders" variant="contained" startIcon={<ArrowBack />}>
        Back to Orders
      </ShopButton>
    </Stack>
  );
}

function Address({ lines }: { lines: string[] }) {
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }}>
      {lines
        .filter((line) => line !== '')
        .map((line) => (
          <Typography key={line}>{line}</Typography>
        ))}
    </Box>
  );
}

/** `version` (when the order was last fetched) resets the fulfilment form to what the server now holds. */
function OrderDetail({ order, version }: { order: AdminOrderDetailDto; version: number }) {
  return (
    <>
      {/* Without the text button's side padding its arrow starts where the title starts. */}
      <ShopButton
        component={RouterLink}
        to="/admin-orders"
        startIcon={<ArrowBack />}
        sx={{ mb: 2, px: 0, minWidth: 0, '& .ShopButton-startIcon': { ml: 0 } }}
      >
        Back to Orders
      </ShopButton>
      <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
        <Typography variant="h3" component="h1">
          Order #{order.orderNumber}
        </Typography>
        <Chip
          label={order.storeCode || 'NHA'}
          color="primary"
          size="small"
          aria-label={`Store ${order.storeCode || 'NHA'}`}
        />
        <OrderStatusChip status={order.orderStatus} />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Placed {formatDateTime(order.createdAt)}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <InfoCard title="Order Items">
            <Stack spacing={2} divider={<Divider flexItem />}>
              {order.items.map((item) => (
                <OrderLineRow
                  key={item.id}
                  name={item.productName}
                  scent={item.scent}
                  size={item.size}
                  quantity={item.quantity}
                  amount={formatCents(toCents(item.price) * item.quantity)}
                />
              ))}
              <OrderTotals
                subtotal={order.subtotal}
                promoCode={order.promoCode}
                discountAmount={order.discountAmount}
                charges={order}
                total={order.total}
              />
            </Stack>
          </InfoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <InfoCard title="Customer Information">
            <Stack spacing={1}>
              <Typography sx={{ fontWeight: 600 }}>{order.customerName}</Typography>
              <Typography>
                <Link
                  href={`mailto:${order.customerEmail}`}
                  underline="hover"
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {order.customerEmail}
                </Link>
              </Typography>
              {order.customerPhone && <Typography>{order.customerPhone}</Typography>}
              {order.customerNotes && (
                <Box sx={{ pt: 1 }}>
                  <Typography variant="body2" color="text.secondary">
                    Order notes
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-line' }}>{order.customerNotes}</Typography>
                </Box>
              )}
            </Stack>
          </InfoCard>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <InfoCard title="Shipping Address">
            <Address
              lines={[
                order.customerName,
                order.shippingAddress,
                order.shippingAddress2 ?? '',
                `${order.shippingCity}, ${order.shippingState} ${order.shippingZip}`,
              ]}
            />
          </InfoCard>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <InfoCard title="Billing Address">
            {order.billingAddress ? (
              <Address
                lines={[
                  order.billingAddress,
                  order.billingAddress2 ?? '',
                  `${order.billingCity ?? ''}, ${order.billingState ?? ''} ${order.billingZip ?? ''}`.trim(),
                ]}
              />
            ) : (
              <Typography color="text.secondary">Same as shipping address</Typography>
            )}
          </InfoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <InfoCard title="Fulfillment & Tracking">
            <OrderFulfillmentForm key={`${order.id}-${version}`} order={order} />
          </InfoCard>
        </Grid>
        {order.payment && (
          <Grid size={{ xs: 12, md: 6 }}>
            <PaymentCard order={order} />
          </Grid>
        )}
        <Grid size={12}>
          <OrderHistoryCard orderId={order.id} />
        </Grid>
      </Grid>
    </>
  );
}

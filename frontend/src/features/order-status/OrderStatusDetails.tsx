import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderStatusDto } from '../../api/enhanced';
import { InfoCard, OrderLineRow, OrderTotals } from '../../components/InfoCard';
import { TextLink } from '../../components/TextLink';
import { visuallyHidden } from '../../components/visuallyHidden';
import { formatMoney } from '../../lib/money';
import { OrderTimeline } from './OrderTimeline';
import { formatDay, formatDayTime, statusLabel } from './orderStatusText';

/** The order as the shopper may see it: progress, lines, totals, where it goes and how to follow the parcel. */
export function OrderStatusDetails({ order }: { order: OrderStatusDto }) {
  return (
    <Stack spacing={3}>
      <Box>
        <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="h2" component="h1">
            Order #{order.orderNumber}
          </Typography>
          <Chip
            label={statusLabel(order.status)}
            color={order.status === 'cancelled' ? 'error' : 'primary'}
            variant="outlined"
            aria-label={`Status: ${statusLabel(order.status)}`}
          />
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Placed {formatDayTime(order.placedAt)}
        </Typography>
      </Box>
      {order.status === 'cancelled' && (
        <Alert severity="warning">This order was cancelled. Questions? Reply to your confirmation email.</Alert>
      )}
      <Typography>
        Questions about this order?{' '}
        <TextLink to="/contact" sx={{ fontWeight: 600 }}>
          Contact us
        </TextLink>
      </Typography>
      <InfoCard title="Progress">
        <OrderTimeline steps={order.timeline} />
      </InfoCard>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <InfoCard title="Items">
            <Stack spacing={2} divider={<Divider flexItem />}>
              {order.items.map((item, index) => (
                <OrderLineRow
                  key={`${item.productName}-${index}`}
                  name={item.productName}
                  scent={item.scent}
                  size={item.size}
                  quantity={item.quantity}
                  amount={formatMoney(item.lineTotal)}
                  image={item.image}
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
          {order.refunds.length > 0 && (
            <Box sx={{ mt: 3 }}>
              <InfoCard title="Refunds">
                <Stack spacing={1} component="ul" aria-label="Refunds" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {order.refunds.map((refund, index) => (
                    <Stack key={index} component="li" direction="row" justifyContent="space-between" spacing={2}>
                      <Typography>
                        {formatDay(refund.at)} · {refund.status === 'completed' ? 'Refunded' : 'Refund on its way'}
                      </Typography>
                      <Typography sx={{ fontWeight: 600 }}>{formatMoney(refund.amount)}</Typography>
                    </Stack>
                  ))}
                </Stack>
              </InfoCard>
            </Box>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <InfoCard title="Shipping Address">
              <Box component="address" sx={{ fontStyle: 'normal' }}>
                <Typography>{order.shipping.name}</Typography>
                <Typography>{order.shipping.address}</Typography>
                {order.shipping.address2 && <Typography>{order.shipping.address2}</Typography>}
                <Typography>{`${order.shipping.city}, ${order.shipping.state} ${order.shipping.zip}`}</Typography>
              </Box>
            </InfoCard>
            <InfoCard title="Delivery">
              <Stack spacing={1}>
                <Typography>Carrier: {order.carrier}</Typography>
                {order.trackingNumber ? (
                  <Typography>
                    Tracking number:{' '}
                    {order.trackingUrl ? (
                      <Link href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                        {order.trackingNumber}
                        <Box component="span" sx={visuallyHidden}>
                          {' '}
                          (track on {order.carrier}, opens in a new tab)
                        </Box>
                      </Link>
                    ) : (
                      order.trackingNumber
                    )}
                  </Typography>
                ) : (
                  <Typography color="text.secondary">A tracking number appears here once your order ships.</Typography>
                )}
                {order.shippedAt && <Typography>Shipped {formatDay(order.shippedAt)}</Typography>}
                {order.deliveredAt && <Typography>Delivered {formatDay(order.deliveredAt)}</Typography>}
              </Stack>
            </InfoCard>
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}

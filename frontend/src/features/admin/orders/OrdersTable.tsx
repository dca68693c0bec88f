import Chip from '@mui/material/Chip';
import { ShopButton } from '../../../components/ShopButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminOrderDto } from '../../../api/adminApi';
import { formatMoney } from '../../../lib/money';
import { stretchedLinkSx } from '../../../components/stretchedLink';
import { formatDate } from '../shared/adminFormat';
import { stackedOnPhoneSx } from '../shared/adminLayout';
import { OrderStatusChip } from './OrderStatusChip';

/**
 * The order list's columns (docs/product.md, Screens); on a phone each order is a stacked card. A click anywhere on a
 * row opens it.
 */
export function OrdersTable({ orders }: { orders: AdminOrderDto[] }) {
  return (
    <TableContainer tabIndex={0} aria-label="Orders">
      <Table sx={stackedOnPhoneSx(900)}>
        <TableHead>
          <TableRow>
            <TableCell>Order #</TableCell>
            <TableCell>Store</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell>Location</TableCell>
            <TableCell>Date</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            // The whole row opens the order: the View link's hit area is stretched over it.
            <TableRow key={order.id} hover sx={{ position: 'relative', cursor: 'pointer' }}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }} data-label="Order #">
                #{order.orderNumber}
                {order.renewalOf !== null && (
                  <Chip
                    size="small"
                    variant="outlined"
                    label="Renewal"
                    title={`Renewal of subscription #${order.renewalOf}`}
                    sx={{ ml: 1 }}
                  />
                )}
              </TableCell>
              <TableCell data-label="Store">{order.storeCode ?? 'NHA'}</TableCell>
              <TableCell data-label="Customer">
                <div>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {order.customerName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {order.customerEmail}
                  </Typography>
                </div>
              </TableCell>
              <TableCell data-label="Location">
                {order.shippingCity}, {order.shippingState}
              </TableCell>
              <TableCell data-label="Date">{formatDate(order.createdAt)}</TableCell>
              <TableCell align="right" data-label="Total">
                {formatMoney(order.total)}
              </TableCell>
              <TableCell data-label="Status">
                <OrderStatusChip status={order.orderStatus} />
              </TableCell>
              <TableCell align="right">
                <ShopButton
                  component={RouterLink}
                  to={`/admin-orders/${order.id}`}
                  size="small"
                  variant="outlined"
                  aria-label={`View order #${order.orderNumber}`}
                  sx={stretchedLinkSx}
                >
                  View
                </ShopButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

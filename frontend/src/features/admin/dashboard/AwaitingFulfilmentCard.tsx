import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useListOrdersAwaitingFulfilmentQuery } from '../../../api/adminApi';
import { LoadError } from '../../../components/LoadError';
import { TextLink } from '../../../components/TextLink';
import { formatDate } from '../shared/adminFormat';
import { OrderStatusChip } from '../orders/OrderStatusChip';
import { DashboardCard, EmptyChart } from './DashboardCard';

/** Orders paid and not yet shipped, oldest first: who has waited longest (now, not in the chosen range). */
export function AwaitingFulfilmentCard() {
  const waiting = useListOrdersAwaitingFulfilmentQuery(undefined, { refetchOnMountOrArgChange: 30 });
  const more = waiting.data ? waiting.data.total - waiting.data.items.length : 0;
  return (
    <DashboardCard
      title={waiting.data ? `Waiting to be fulfilled (${waiting.data.total})` : 'Waiting to be fulfilled'}
      action={
        more > 0 ? (
          <TextLink to="/admin-orders" sx={{ fontSize: '0.875rem' }}>
            {more} more in Orders
          </TextLink>
        ) : undefined
      }
    >
      {waiting.isError ? (
        <LoadError message="The orders to fulfil could not be loaded." onRetry={() => void waiting.refetch()} />
      ) : !waiting.data ? (
        <Skeleton variant="rounded" height={120} aria-label="Loading the orders to fulfil" />
      ) : waiting.data.items.length === 0 ? (
        <EmptyChart text="Every paid order has been shipped." />
      ) : (
        <Table size="small" aria-label="Orders waiting to be fulfilled, oldest first">
          <TableHead>
            <TableRow>
              <TableCell>Order</TableCell>
              <TableCell>Placed</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {waiting.data.items.map((order) => (
              <TableRow key={order.id}>
                <TableCell component="th" scope="row">
                  <TextLink to={`/admin-orders/${order.id}`} sx={{ fontWeight: 600 }}>
                    #{order.orderNumber}
                  </TextLink>{' '}
                  {order.customerName}
                </TableCell>
                <TableCell>{formatDate(order.createdAt)}</TableCell>
                <TableCell>
                  <OrderStatusChip status={order.orderStatus} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </DashboardCard>
  );
}

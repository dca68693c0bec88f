import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useListLowStockQuery } from '../../../api/adminApi';
import { LoadError } from '../../../components/LoadError';
import { DashboardCard, EmptyChart } from './DashboardCard';

/** Sizes at or below their low-stock threshold, fewest units first (the stock is now, not in the chosen range). */
export function LowStockCard() {
  const lowStock = useListLowStockQuery(undefined, { refetchOnMountOrArgChange: 30 });
  return (
    <DashboardCard title="Low stock">
      {lowStock.isError ? (
        <LoadError message="The low-stock list could not be loaded." onRetry={() => void lowStock.refetch()} />
      ) : !lowStock.data ? (
        <Skeleton variant="rounded" height={120} aria-label="Loading the low-stock list" />
      ) : lowStock.data.length === 0 ? (
        <EmptyChart text="No size is at or below its low-stock threshold." />
      ) : (
        <Table size="small" aria-label="Sizes low on stock">
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell>Size</TableCell>
              <TableCell align="right">Left</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lowStock.data.map((row) => (
              <TableRow key={`${row.productId}:${row.size}`}>
                <TableCell component="th" scope="row">
                  {row.productName}
                </TableCell>
                <TableCell>{row.size || '–'}</TableCell>
                <TableCell align="right" sx={{ color: row.quantity === 0 ? 'error.main' : undefined, fontWeight: 600 }}>
                  {row.quantity === 0 ? 'Sold out' : row.quantity}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </DashboardCard>
  );
}

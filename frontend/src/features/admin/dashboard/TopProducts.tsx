import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import type { SalesStatsDto } from '../../../api/adminApi';
import { formatMoney } from '../../../lib/money';
import { DashboardCard, EmptyChart, readableToggleSx } from './DashboardCard';
import { scentLabel } from './ScentChart';

/** The ten best products (name and scent), by revenue or by units sold. */
export function TopProducts({ stats }: { stats: SalesStatsDto }) {
  const [by, setBy] = useState<'revenue' | 'units'>('revenue');
  const products = by === 'revenue' ? stats.topProductsByRevenue : stats.topProductsByUnits;
  return (
    <DashboardCard
      title="Top products"
      note="Revenue: unit price × quantity, before discounts, without shipping and tax."
      action={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={by}
          onChange={(_e, value: typeof by | null) => value && setBy(value)}
          aria-label="Rank products by"
          sx={readableToggleSx}
        >
          <ToggleButton value="revenue">By revenue</ToggleButton>
          <ToggleButton value="units">By units</ToggleButton>
        </ToggleButtonGroup>
      }
    >
      {products.length === 0 ? (
        <EmptyChart text="No products sold in this range yet. The best sellers will be listed here once orders come in." />
      ) : (
        <Table size="small" aria-label={`Top products by ${by}`}>
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell>Scent</TableCell>
              <TableCell align="right">Units</TableCell>
              <TableCell align="right">Revenue</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {products.map((product) => (
              <TableRow key={`${product.productName}|${product.scent ?? ''}`}>
                <TableCell component="th" scope="row">
                  {product.productName}
                </TableCell>
                <TableCell>{scentLabel(product.scent)}</TableCell>
                <TableCell align="right">{product.units}</TableCell>
                <TableCell align="right">{formatMoney(product.revenue)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </DashboardCard>
  );
}

import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SalesStatsDto } from '../../../api/adminApi';
import { formatMoney } from '../../../lib/money';
import { DashboardCard, EmptyChart } from './DashboardCard';

/** Which codes bring orders, and what they cost in discounts. */
export function PromoCodesCard({ promoCodes }: { promoCodes: SalesStatsDto['promoCodes'] }) {
  return (
    <DashboardCard title="Promo codes">
      {promoCodes.length === 0 ? (
        <EmptyChart text="No order in this range used a promo code yet. Codes will be listed here with their orders and discounts." />
      ) : (
        <Table size="small" aria-label="Promo codes by orders">
          <TableHead>
            <TableRow>
              <TableCell>Code</TableCell>
              <TableCell align="right">Orders</TableCell>
              <TableCell align="right">Discount given</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {promoCodes.map((promo) => (
              <TableRow key={promo.code}>
                <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                  {promo.code}
                </TableCell>
                <TableCell align="right">{promo.orders}</TableCell>
                <TableCell align="right">{formatMoney(promo.discount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </DashboardCard>
  );
}

/** The e-mail outbox right now; absent when the server has mail disabled. */
export function OutboxCard({ outbox }: { outbox: NonNullable<SalesStatsDto['outbox']> }) {
  return (
    <DashboardCard title="E-mail outbox">
      <Table size="small" aria-label="E-mail outbox">
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row">
              Queued
            </TableCell>
            <TableCell align="right">{outbox.queued}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              Failed
            </TableCell>
            <TableCell align="right" sx={{ color: outbox.failed > 0 ? 'error.main' : undefined }}>
              {outbox.failed}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </DashboardCard>
  );
}

import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { SalesStatsDto } from '../../../api/adminApi';
import { formatMoney } from '../../../lib/money';
import { DashboardCard } from './DashboardCard';

/** Refill subscriptions right now: active, the renewals due this month and what they will charge at today's prices. */
export function SubscriptionsCard({ figures }: { figures: SalesStatsDto['subscriptions'] }) {
  const rows: Array<[string, string | number]> = [
    ['Active subscriptions', figures.active],
    ['Renewals due this month', figures.renewalsDueThisMonth],
    ['Expected renewal revenue', formatMoney(figures.expectedRevenue)],
  ];
  return (
    <DashboardCard title="Subscriptions">
      <Table size="small" aria-label="Subscriptions">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell align="right">{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DashboardCard>
  );
}

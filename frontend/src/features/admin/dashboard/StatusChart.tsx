import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { SalesStatsDto } from '../../../api/adminApi';
import { palette } from '../../../theme/theme';
import { orderStatusLabel } from '../shared/orderStatus';
import { ChartTable } from './ChartTable';
import { DashboardCard, EmptyChart } from './DashboardCard';

/**
 * Where the range's orders stand now: the five statuses of docs/product.md, States (cancelled included), then any raw
 * value.
 */
export function StatusChart({ statuses }: { statuses: SalesStatsDto['statuses'] }) {
  const total = statuses.reduce((sum, s) => sum + s.orders, 0);
  return (
    <DashboardCard title="Orders by status">
      {total > 0 ? (
        <>
          <Box inert aria-hidden>
            <BarChart
              height={260}
              skipAnimation
              hideLegend
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: statuses.map((s) => orderStatusLabel(s.status)), width: 90 }]}
              xAxis={[{ tickMinStep: 1 }]}
              series={[{ data: statuses.map((s) => s.orders), label: 'Orders', color: palette.sage }]}
            />
          </Box>
          <ChartTable
            caption="Orders by status"
            columns={['Status', 'Orders']}
            rows={statuses.map((s) => [orderStatusLabel(s.status), s.orders])}
          />
        </>
      ) : (
        <EmptyChart text="No orders in this range yet. Their statuses will show here." />
      )}
    </DashboardCard>
  );
}

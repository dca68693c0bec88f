import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import type { SalesStatsDto } from '../../../api/adminApi';
import { palette } from '../../../theme/theme';
import { formatMoney, toCents } from '../../../lib/money';
import { ChartTable } from './ChartTable';
import { DashboardCard, EmptyChart } from './DashboardCard';
import { longDay, shortDay } from './statsRange';

/** Revenue and orders per shop day, every day of the range (zero days included). */
export function SalesChart({ daily }: { daily: SalesStatsDto['daily'] }) {
  const anyOrders = daily.some((day) => day.orders > 0);
  return (
    <DashboardCard
      title="Revenue and orders per day"
      note="Revenue: order totals (goods after discounts, plus shipping and sales tax), before refunds."
    >
      {anyOrders ? (
        <>
          {/* Not hidden: pointer, touch and the chart's own keyboard navigation (Tab in, arrow keys) show each day's
              tooltip; the table below stays the full text alternative. */}
          <Box sx={{ width: '100%' }} data-testid="sales-chart">
            <LineChart
              height={300}
              skipAnimation
              slotProps={{ tooltip: { trigger: 'axis' } }}
              xAxis={[{ scaleType: 'point', data: daily.map((day) => shortDay(day.date)) }]}
              yAxis={[
                // Each series on its own axis, in its colour, so the small order counts are not flattened by revenue.
                {
                  id: 'revenue',
                  position: 'left',
                  label: 'Revenue',
                  valueFormatter: (v: number | null) => `$${v ?? 0}`,
                  width: 64,
                  labelStyle: { fill: palette.sageDark },
                },
                {
                  id: 'orders',
                  position: 'right',
                  label: 'Orders',
                  tickMinStep: 1,
                  width: 48,
                  labelStyle: { fill: palette.clay },
                },
              ]}
              series={[
                {
                  data: daily.map((day) => toCents(day.revenue) / 100),
                  label: 'Revenue',
                  yAxisId: 'revenue',
                  showMark: false,
                  color: palette.sage,
                  valueFormatter: (v: number | null) => formatMoney((v ?? 0).toFixed(2)),
                },
                {
                  data: daily.map((day) => day.orders),
                  label: 'Orders',
                  yAxisId: 'orders',
                  showMark: false,
                  color: palette.clay,
                },
              ]}
            />
          </Box>
          <ChartTable
            caption="Revenue and orders per day"
            columns={['Day', 'Revenue', 'Orders']}
            rows={daily.map((day) => [longDay(day.date), formatMoney(day.revenue), day.orders])}
          />
        </>
      ) : (
        <EmptyChart text="No orders in this range yet. Revenue and orders per day will be drawn here once orders come in." />
      )}
    </DashboardCard>
  );
}

import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { SalesStatsDto } from '../../../api/adminApi';
import { palette } from '../../../theme/theme';
import { formatMoney, toCents } from '../../../lib/money';
import { ChartTable } from './ChartTable';
import { DashboardCard, EmptyChart } from './DashboardCard';

export function scentLabel(scent: string | null): string {
  return scent ? `No. ${scent}` : 'No scent';
}

/** Revenue of each scent's lines in the range. */
export function ScentChart({ scents }: { scents: SalesStatsDto['scents'] }) {
  return (
    <DashboardCard
      title="Sales by scent"
      note="Revenue: unit price × quantity, before discounts, without shipping and tax."
    >
      {scents.length > 0 ? (
        <>
          <Box inert aria-hidden>
            <BarChart
              height={260}
              skipAnimation
              hideLegend
              xAxis={[{ scaleType: 'band', data: scents.map((s) => scentLabel(s.scent)) }]}
              yAxis={[{ valueFormatter: (v: number | null) => `$${v ?? 0}`, width: 56 }]}
              series={[
                {
                  data: scents.map((s) => toCents(s.revenue) / 100),
                  label: 'Revenue',
                  color: palette.clay,
                  valueFormatter: (v: number | null) => formatMoney((v ?? 0).toFixed(2)),
                },
              ]}
            />
          </Box>
          <ChartTable
            caption="Sales by scent"
            columns={['Scent', 'Revenue', 'Units']}
            rows={scents.map((s) => [scentLabel(s.scent), formatMoney(s.revenue), s.units])}
          />
        </>
      ) : (
        <EmptyChart text="No sales in this range yet. Each scent's revenue will show here once orders come in." />
      )}
    </DashboardCard>
  );
}

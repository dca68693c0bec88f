import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { PageContainer } from '../../../components/PageContainer';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { serverMessageText } from '../../../api/errorText';
import { SalesStatsDto, useGetAdminStatsQuery } from '../../../api/adminApi';
import { LoadError } from '../../../components/LoadError';
import { OrdersRealmScreen } from '../shared/OrdersRealmScreen';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { ADMIN_MAX_WIDTH } from '../shared/adminLayout';
import { FigureCards, FigureCardsSkeleton } from './FigureCards';
import { AwaitingFulfilmentCard } from './AwaitingFulfilmentCard';
import { LowStockCard } from './LowStockCard';
import { OutboxCard, PromoCodesCard } from './PromoCodesCard';
import { SubscriptionsCard } from './SubscriptionsCard';
import { RangePicker } from './RangePicker';
import { SalesChart } from './SalesChart';
import { ScentChart } from './ScentChart';
import { StatusChart } from './StatusChart';
import { TopProducts } from './TopProducts';
import { DayRangeQuery, longDay, presetRange, RangeChoice } from './statsRange';

const PATH = '/admin';
const TITLE = 'Sales Dashboard';

/** /admin: behind the order screens' gate (same bearer password, shared for the tab), then the dashboard. */
export function AdminDashboardPage() {
  return (
    <OrdersRealmScreen path={PATH} title={TITLE} prompt="Enter password to view the sales dashboard">
      <Dashboard />
    </OrdersRealmScreen>
  );
}

function Dashboard() {
  const [choice, setChoice] = useState<RangeChoice>(30);
  // The first answer (no range: the server's last 30 days) says which day is "today" in the shop's time zone.
  const [range, setRange] = useState<DayRangeQuery | undefined>();
  const [today, setToday] = useState<string | undefined>();
  const stats = useGetAdminStatsQuery(range ?? {}, { refetchOnMountOrArgChange: 30 });
  const data = stats.data;
  if (!today && data && !range) setToday(data.range.to);

  return (
    <PageContainer maxWidth={ADMIN_MAX_WIDTH} sx={{ py: { xs: 4, md: 6 } }}>
      <AdminPageHeader title={TITLE} />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ md: 'flex-start' }}
        sx={{ mb: 3 }}
      >
        <Box role="status" aria-live="polite">
          {data ? (
            <>
              <Typography sx={{ fontWeight: 600 }}>
                {longDay(data.range.from)} – {longDay(data.range.to)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Compared with {longDay(data.previousRange.from)} – {longDay(data.previousRange.to)} · days in{' '}
                {data.timeZone.replace(/_/g, ' ')} time
              </Typography>
            </>
          ) : (
            <Skeleton width={320} height={48} aria-label="Loading the range" />
          )}
        </Box>
        <RangePicker
          choice={choice}
          shown={data ? { from: data.range.from, to: data.range.to } : undefined}
          onPreset={(days) => {
            setChoice(days);
            setRange(today ? presetRange(days, today) : undefined);
          }}
          onCustom={(custom) => {
            setChoice('custom');
            setRange(custom);
          }}
        />
      </Stack>
      {stats.isError && !stats.isFetching ? (
        <StatsError error={stats.error} onRetry={() => void stats.refetch()} />
      ) : !data || stats.isFetching ? (
        <DashboardSkeleton />
      ) : (
        <DashboardBody stats={data} />
      )}
    </PageContainer>
  );
}

function StatsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  if (status === 400)
    return <Alert severity="error">{serverMessageText(error) ?? 'This range cannot be shown.'}</Alert>;
  return <LoadError message="The sales figures could not be loaded." onRetry={onRetry} />;
}

function DashboardBody({ stats }: { stats: SalesStatsDto }) {
  const periodLabel = `previous ${stats.previousRange.days} ${stats.previousRange.days === 1 ? 'day' : 'days'}`;
  return (
    <Stack spacing={3}>
      {stats.figures.current.orders === 0 && (
        <Alert severity="info">
          No orders in this range yet. Revenue, charts, top products and scents will appear here once orders come in.
        </Alert>
      )}
      <FigureCards current={stats.figures.current} previous={stats.figures.previous} periodLabel={periodLabel} />
      <SalesChart daily={stats.daily} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <StatusChart statuses={stats.statuses} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ScentChart scents={stats.scents} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <TopProducts stats={stats} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <AwaitingFulfilmentCard />
            <LowStockCard />
            <PromoCodesCard promoCodes={stats.promoCodes} />
            {stats.outbox && <OutboxCard outbox={stats.outbox} />}
            {stats.subscriptions && <SubscriptionsCard figures={stats.subscriptions} />}
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}

function DashboardSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" aria-label="Loading the sales figures">
      <FigureCardsSkeleton />
      <Skeleton variant="rounded" height={360} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" height={320} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" height={320} />
        </Grid>
      </Grid>
    </Stack>
  );
}

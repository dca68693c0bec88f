import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SalesFiguresDto } from '../../../api/adminApi';
import { formatMoney } from '../../../lib/money';
import { changeOf, wholeOf } from './statsRange';

const FIGURES: Array<{ key: keyof SalesFiguresDto; label: string; money: boolean }> = [
  // Net of refunds; the refunds are their own figure.
  { key: 'revenue', label: 'Revenue', money: true },
  { key: 'refunds', label: 'Refunds', money: true },
  { key: 'orders', label: 'Orders', money: false },
  { key: 'averageOrderValue', label: 'Average order value', money: true },
  { key: 'discounts', label: 'Discounts given', money: true },
  { key: 'newSubscribers', label: 'New subscribers', money: false },
];

function shown(value: string | number, money: boolean): string {
  return money ? formatMoney(String(value)) : Number(value).toLocaleString('en-US');
}

/** The six figures of the range, each with its change against the period before. */
export function FigureCards({
  current,
  previous,
  periodLabel,
}: {
  current: SalesFiguresDto;
  previous: SalesFiguresDto;
  periodLabel: string;
}) {
  return (
    <Grid container spacing={2} component="ul" aria-label="Key figures" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {FIGURES.map(({ key, label, money }) => {
        const change = changeOf(wholeOf(current[key]), wholeOf(previous[key]));
        const color =
          change.direction === 'up' ? 'success.dark' : change.direction === 'down' ? 'error.main' : 'text.secondary';
        return (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 'grow' }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="body2" color="text.secondary" component="h2">
                  {label}
                </Typography>
                <Typography variant="h4" component="p" sx={{ my: 0.5, fontWeight: 700 }} data-testid={`figure-${key}`}>
                  {shown(current[key], money)}
                </Typography>
                <Stack direction="row" spacing={0.5} alignItems="center" sx={{ color }}>
                  {change.direction === 'up' && <ArrowUpward fontSize="inherit" aria-hidden />}
                  {change.direction === 'down' && <ArrowDownward fontSize="inherit" aria-hidden />}
                  <Typography variant="body2" sx={{ color, fontWeight: 600 }}>
                    {change.text}
                  </Typography>
                </Stack>
                <Typography variant="caption" color="text.secondary">
                  {shown(previous[key], money)} in the {periodLabel}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}

export function FigureCardsSkeleton() {
  return (
    <Grid container spacing={2}>
      {FIGURES.map(({ key }) => (
        <Grid key={key} size={{ xs: 12, sm: 6, md: 'grow' }}>
          <Skeleton variant="rounded" height={132} />
        </Grid>
      ))}
    </Grid>
  );
}

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

/** Each money figure says what it is made of (docs/dashboard.md); tax is owed to the states, so it stands apart. */
const FIGURES: Array<{ key: keyof SalesFiguresDto; label: string; money: boolean; includes?: string }> = [
  {
    key: 'revenue',
    label: 'Revenue',
    money: true,
    includes: 'Order totals: goods after discounts, plus shipping and sales tax, less refunds',
  },
  { key: 'refunds', label: 'Refunds', money: true, includes: "Completed refunds of the range's orders, tax included" },
  { key: 'orders', label: 'Orders', money: false },
  { key: 'averageOrderValue', label: 'Average order value', money: true, includes: 'Revenue ÷ orders' },
  { key: 'discounts', label: 'Discounts given', money: true, includes: 'Promo codes, taken off revenue' },
  { key: 'shipping', label: 'Shipping charged', money: true, includes: 'Before its tax; included in revenue' },
  {
    key: 'taxCollected',
    label: 'Tax collected',
    money: true,
    includes: 'Sales tax charged, owed to the states; included in revenue',
  },
  { key: 'newSubscribers', label: 'New subscribers', money: false },
];

function shown(value: string | number, money: boolean): string {
  return money ? formatMoney(String(value)) : Number(value).toLocaleString('en-US');
}

/** The figures of the range, each with its change against the period before. */
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
      {FIGURES.map(({ key, label, money, includes }) => {
        const change = changeOf(wholeOf(current[key]), wholeOf(previous[key]));
        const color =
          change.direction === 'up' ? 'success.dark' : change.direction === 'down' ? 'error.main' : 'text.secondary';
        return (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="body2" color="text.secondary" component="h2">
                  {label}
                </Typography>
                {includes && (
                  <Typography variant="caption" color="text.secondary" component="p" data-testid={`includes-${key}`}>
                    {includes}
                  </Typography>
                )}
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
        <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
          <Skeleton variant="rounded" height={132} />
        </Grid>
      ))}
    </Grid>
  );
}

import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  AdminSubscriptionDto,
  useActOnAdminSubscriptionMutation,
  useGetAdminSubscriptionQuery,
} from '../../../api/adminApi';
import { LoadError } from '../../../components/LoadError';
import { ShopButton } from '../../../components/ShopButton';
import { formatMoney } from '../../../lib/money';
import { useToast } from '../../../store/toasts/useToast';
import { isLockError } from '../shared/adminErrors';
import { formatDate, formatDateTime } from '../shared/adminFormat';
import { stackedOnPhoneSx } from '../shared/adminLayout';
import { AdminLoading } from '../shared/AdminLoading';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { actorLabel, eventLabel, everyText, statusLabel } from './subscriptionText';

type Action = 'skip' | 'pause' | 'resume' | 'cancel' | 'retry';

const ACTIONS: Array<{ action: Action; label: string; done: string; shown: (s: AdminSubscriptionDto) => boolean }> = [
  {
    action: 'skip',
    label: 'Skip next delivery',
    done: 'Next delivery skipped',
    shown: (s) => s.status !== 'cancelled',
  },
  {
    action: 'retry',
    label: 'Retry now',
    done: 'Renewal retried',
    shown: (s) => s.status !== 'cancelled' && s.renewals.some((r) => r.status === 'failed' || r.status === 'due'),
  },
  { action: 'pause', label: 'Pause', done: 'Subscription paused', shown: (s) => s.status === 'active' },
  { action: 'resume', label: 'Resume', done: 'Subscription resumed', shown: (s) => s.status === 'paused' },
  {
    action: 'cancel',
    label: 'Cancel subscription',
    done: 'Subscription cancelled',
    shown: (s) => s.status !== 'cancelled',
  },
];

/** One subscription: its terms, lines, address, renewals with their orders and failures, history, and staff actions. */
export function SubscriptionDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const detail = useGetAdminSubscriptionQuery({ id }, { refetchOnMountOrArgChange: true });
  const [act, acting] = useActOnAdminSubscriptionMutation();
  const toast = useToast();

  async function run(action: Action, done: string) {
    const result = await act({ id, action });
    if (result.error !== undefined) {
      if (!isLockError(result.error))
        toast({
          title: 'The subscription was not changed',
          description: errorText(result.error),
          variant: 'destructive',
        });
      return;
    }
    toast({ title: done, description: `Subscription #${id}` });
  }

  const back = (
    <ShopButton startIcon={<ArrowBack />} onClick={onBack}>
      All subscriptions
    </ShopButton>
  );
  if (detail.isLoading) return <AdminLoading text="Loading the subscription..." />;
  if (detail.isError || !detail.data)
    return (
      <>
        {back}
        <LoadError message="The subscription could not be loaded." onRetry={() => void detail.refetch()} />
      </>
    );
  const s = detail.data;
  return (
    <>
      {back}
      <AdminPageHeader
        title={`Subscription #${s.id}`}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {ACTIONS.filter((a) => a.shown(s)).map((a) => (
              <ShopButton
                key={a.action}
                variant={a.action === 'cancel' ? 'outlined' : 'contained'}
                color={a.action === 'cancel' ? 'inherit' : 'primary'}
                disabled={acting.isLoading}
                onClick={() => void run(a.action, a.done)}
              >
                {a.label}
              </ShopButton>
            ))}
          </Stack>
        }
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 3 }}>
        <Card title="Terms">
          <Typography>
            <Chip size="small" label={statusLabel(s.status)} color={s.status === 'active' ? 'success' : 'default'} />{' '}
            {everyText(s.frequencyMonths)}, {s.discountPercent} % off
          </Typography>
          <Typography sx={{ mt: 1 }}>Next renewal: {formatDate(s.nextRenewalAt)}</Typography>
          <Typography sx={{ mt: 1 }}>
            First order:{' '}
            <Link component={RouterLink} to={`/admin-orders/${s.firstOrderId}`}>
              view order
            </Link>
          </Typography>
          <Typography component="ul" sx={{ mt: 1, pl: 3 }}>
            {s.lines.map((line) => (
              <li key={`${line.productId}-${line.size}`}>
                {line.productName} ({line.size}) × {line.quantity}
              </li>
            ))}
          </Typography>
        </Card>
        <Card title="Ships to">
          <Typography>{s.address.name}</Typography>
          {s.address.lines.map((line) => (
            <Typography key={line}>{line}</Typography>
          ))}
          <Typography sx={{ mt: 1 }}>{s.address.email}</Typography>
          {s.address.phone && <Typography>{s.address.phone}</Typography>}
        </Card>
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Renewals
      </Typography>
      {s.renewals.length === 0 ? (
        <Typography sx={{ mb: 3 }}>No renewal has fallen due yet.</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label="Renewals" sx={{ mb: 3 }}>
          <Table size="small" sx={stackedOnPhoneSx(720)}>
            <TableHead>
              <TableRow>
                <TableCell>Due</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Attempts</TableCell>
                <TableCell>Order</TableCell>
                <TableCell>Failure</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {s.renewals.map((r) => (
                <TableRow key={r.id} data-testid="renewal-row">
                  <TableCell data-label="Due">{formatDate(r.dueAt)}</TableCell>
                  <TableCell data-label="Status">{statusLabel(r.status)}</TableCell>
                  <TableCell data-label="Attempts">{r.attempts}</TableCell>
                  <TableCell data-label="Order">
                    {r.orderId !== null ? (
                      <Link component={RouterLink} to={`/admin-orders/${r.orderId}`}>
                        #{r.orderNumber} {r.orderTotal !== null && formatMoney(r.orderTotal)}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell data-label="Failure">{r.lastError ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        History
      </Typography>
      <Paper variant="outlined">
        <List dense aria-label="History of changes">
          {s.events.map((e) => (
            <ListItem key={e.id}>
              <ListItemText
                primary={`${eventLabel(e.kind)} ${actorLabel(e.actor)}${e.detail ? `: ${e.detail}` : ''}`}
                secondary={formatDateTime(e.createdAt)}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
    </>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The server's sentence for a refused action (a 409 says why), or a generic one. */
function errorText(error: unknown): string {
  const body = (error as { data?: { error?: unknown } }).data;
  return typeof body?.error === 'string' ? body.error : 'Please try again.';
}

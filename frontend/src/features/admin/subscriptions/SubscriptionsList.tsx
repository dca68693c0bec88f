import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { OutlinedTextField } from '../../../components/OutlinedTextField';
import { NativeSelectField } from '../../../components/NativeSelectField';
import { useState } from 'react';
import { useListAdminSubscriptionsQuery } from '../../../api/adminApi';
import { LoadError } from '../../../components/LoadError';
import { ShopButton } from '../../../components/ShopButton';
import { useDebouncedValue } from '../orders/useDebouncedValue';
import { AdminEmptyState } from '../shared/AdminEmptyState';
import { stackedOnPhoneSx } from '../shared/adminLayout';
import { AdminLoading } from '../shared/AdminLoading';
import { AdminPagination } from '../shared/AdminPagination';
import { formatDate } from '../shared/adminFormat';
import { everyText, statusLabel } from './subscriptionText';

const STATUSES = ['active', 'paused', 'cancelled'] as const;
type StatusFilter = (typeof STATUSES)[number] | '';

/** The subscriptions, soonest renewal first: search by e-mail or id, filter by status, open one. */
export function SubscriptionsList({ onOpen }: { onOpen: (id: number) => void }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(50);
  const q = useDebouncedValue(search.trim(), 300);
  const list = useListAdminSubscriptionsQuery(
    { q: q || undefined, status: status || undefined, page: page + 1, pageSize },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <OutlinedTextField
          label="Search by e-mail or id"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          size="small"
          sx={{ flex: 1 }}
        />
        <NativeSelectField
          label="Status"
          value={status}
          onChange={(value) => {
            setStatus(value as StatusFilter);
            setPage(0);
          }}
          size="small"
          shrinkLabel
          sx={{ minWidth: 180 }}
        >
          <option value="">All statuses</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </NativeSelectField>
      </Stack>
      {list.isLoading ? (
        <AdminLoading text="Loading subscriptions..." />
      ) : list.isError ? (
        <LoadError message="The subscriptions could not be loaded." onRetry={() => void list.refetch()} />
      ) : list.data && list.data.items.length > 0 ? (
        <>
          <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label="Subscriptions">
            <Table sx={stackedOnPhoneSx(820)}>
              <TableHead>
                <TableRow>
                  <TableCell>Subscription</TableCell>
                  <TableCell>Customer</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Frequency</TableCell>
                  <TableCell>Next renewal</TableCell>
                  <TableCell>Lines</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.items.map((s) => (
                  <TableRow key={s.id} hover data-testid="subscription-row">
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600 }} data-label="Subscription">
                      #{s.id}
                    </TableCell>
                    <TableCell data-label="Customer">
                      {s.customerName}
                      <br />
                      {s.customerEmail}
                    </TableCell>
                    <TableCell data-label="Status">
                      <Chip
                        size="small"
                        label={statusLabel(s.status)}
                        color={s.status === 'active' ? 'success' : 'default'}
                      />
                    </TableCell>
                    <TableCell data-label="Frequency">{everyText(s.frequencyMonths)}</TableCell>
                    <TableCell data-label="Next renewal">{formatDate(s.nextRenewalAt)}</TableCell>
                    <TableCell data-label="Lines">{s.summary}</TableCell>
                    <TableCell align="right">
                      <ShopButton size="small" onClick={() => onOpen(s.id)} aria-label={`View subscription #${s.id}`}>
                        View
                      </ShopButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <AdminPagination
            count={list.data.total}
            page={page}
            pageSize={pageSize}
            pageSizes={[25, 50, 100]}
            onChange={(nextPage, nextSize) => {
              setPage(nextPage);
              setPageSize(nextSize);
            }}
          />
        </>
      ) : (
        <AdminEmptyState
          title="No subscriptions found"
          hint={q || status ? 'Try another search or status' : 'Shoppers subscribe from a refill or soap page'}
        />
      )}
    </>
  );
}

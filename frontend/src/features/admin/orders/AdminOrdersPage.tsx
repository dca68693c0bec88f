import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { ShopButton } from '../../../components/ShopButton';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { PageContainer } from '../../../components/PageContainer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  useLazyExportAdminOrderLinesQuery,
  useLazyExportAdminOrdersQuery,
  useListAdminOrdersQuery,
} from '../../../api/adminApi';
import { LoadError } from '../../../components/LoadError';
import { AdminEmptyState } from '../shared/AdminEmptyState';
import { AdminPagination } from '../shared/AdminPagination';
import { OrdersRealmScreen } from '../shared/OrdersRealmScreen';
import { AdminLoading } from '../shared/AdminLoading';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { ADMIN_MAX_WIDTH } from '../shared/adminLayout';
import { hasFilters, isBackwardsRange, orderFilterArgs } from './orderFilters';
import { ORDER_STATUSES } from '../shared/orderStatus';
import { OrdersTable } from './OrdersTable';
import { saveCsv } from './saveCsv';
import { useAddressFilters } from '../shared/useAddressFilters';
import { useDebouncedValue } from './useDebouncedValue';
import { NativeSelectField } from '../../../components/NativeSelectField';
import { OutlinedTextField } from '../../../components/OutlinedTextField';

const PATH = '/admin-orders';
/** docs/product.md leaves the order list's page size open: 20 rows fit a laptop screen; the admin can choose more. */
export const ORDER_PAGE_SIZES = [20, 50, 100];
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * /admin-orders (docs/product.md, Screens): the gate ('Access Dashboard', 'Back'), then the searchable, paged order
 * list.
 */
export function AdminOrdersPage() {
  return (
    <OrdersRealmScreen path={PATH} title="Order Management" prompt="Enter password to manage orders">
      <OrderManagement />
    </OrdersRealmScreen>
  );
}

function OrderManagement() {
  const [filters, setFilters] = useAddressFilters({
    search: '',
    status: '',
    from: '',
    to: '',
    page: '1',
    rows: String(ORDER_PAGE_SIZES[0]),
  });
  const { search, status, from, to } = filters;
  const page = Math.max(0, Math.floor(Number(filters.page)) - 1 || 0);
  const pageSize = ORDER_PAGE_SIZES.includes(Number(filters.rows)) ? Number(filters.rows) : ORDER_PAGE_SIZES[0];
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The list and the CSV export share one filter, so the file holds exactly the orders on screen (all pages).
  const filter = orderFilterArgs({ search: term, status, from, to });
  const backwards = isBackwardsRange({ from, to });
  const orders = useListAdminOrdersQuery({ page: page + 1, pageSize, ...filter }, { refetchOnMountOrArgChange: true });
  const [exportOrders, exporting] = useLazyExportAdminOrdersQuery();
  const [exportLines, exportingLines] = useLazyExportAdminOrderLinesQuery();
  const total = orders.data?.total ?? 0;
  // A new filter starts at the first page.
  const changeFilter = (key: 'search' | 'status' | 'from' | 'to') => (event: { target: { value: string } }) =>
    setFilters({ [key]: event.target.value, page: '1' });

  async function exportCsv(download: typeof exportOrders) {
    try {
      saveCsv(await download(filter).unwrap());
    } catch (error) {
      // docs/product.md, Messages: an export failure is only logged.
      console.error('CSV export failed', error);
    }
  }

  return (
    <PageContainer maxWidth={ADMIN_MAX_WIDTH} sx={{ py: { xs: 4, md: 6 } }}>
      <AdminPageHeader
        title="Order Management"
        actions={
          <ShopButton component={RouterLink} to="/" variant="outlined" startIcon={<ArrowBack />}>
            Back to Site
          </ShopButton>
        }
      />
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            justifyContent="space-between"
            alignItems={{ md: 'center' }}
            sx={{ mb: 2 }}
          >
            <Box>
              <Typography variant="h5" component="h2">
                All Orders
              </Typography>
              <Typography color="text.secondary" role="status">
                {orders.data ? `${total} ${total === 1 ? 'order' : 'orders'}` : ' '}
              </Typography>
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <OutlinedTextField
                type="search"
                size="small"
                label="Search orders"
                placeholder="Order #, name, email, city..."
                value={search}
                onChange={changeFilter('search')}
                sx={{ minWidth: { sm: 300 } }}
                startAdornment={<Search fontSize="small" />}
              />
              <ShopButton
                variant="contained"
                startIcon={<Download />}
                onClick={() => void exportCsv(exportOrders)}
                disabled={exporting.isFetching}
              >
                Export CSV
              </ShopButton>
              {/* One row per order line, for sums by product. */}
              <ShopButton
                variant="outlined"
                startIcon={<Download />}
                onClick={() => void exportCsv(exportLines)}
                disabled={exportingLines.isFetching}
              >
                Export Line Items
              </ShopButton>
            </Stack>
          </Stack>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ mb: 2 }}
            role="group"
            aria-label="Filter orders"
          >
            <NativeSelectField
              size="small"
              label="Status"
              value={status}
              onChange={(value) => changeFilter('status')({ target: { value } })}
              sx={{ minWidth: { sm: 180 } }}
              shrinkLabel
            >
              <option value="">All statuses</option>
              {ORDER_STATUSES.map((entry) => (
                <option key={entry.value} value={entry.value}>
                  {entry.label}
                </option>
              ))}
            </NativeSelectField>
            <OutlinedTextField
              type="date"
              size="small"
              label="Placed from"
              value={from}
              onChange={changeFilter('from')}
              shrinkLabel
            />
            <OutlinedTextField
              type="date"
              size="small"
              label="Placed to"
              value={to}
              onChange={changeFilter('to')}
              error={backwards}
              helperText={backwards ? 'The end date is before the start date' : undefined}
              shrinkLabel
            />
          </Stack>
          {orders.isLoading ? (
            <AdminLoading text="Loading orders..." />
          ) : orders.isError ? (
            <LoadError message="The orders could not be loaded." onRetry={() => void orders.refetch()} />
          ) : total === 0 ? (
            <AdminEmptyState title={hasFilters(filter) ? 'No orders match your search' : 'No orders yet'} />
          ) : (
            <>
              <OrdersTable orders={orders.data?.items ?? []} />
              <AdminPagination
                count={total}
                page={page}
                pageSize={pageSize}
                pageSizes={ORDER_PAGE_SIZES}
                onChange={(nextPage, nextSize) => setFilters({ page: String(nextPage + 1), rows: String(nextSize) })}
              />
            </>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}

import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import { ShopButton } from '../../../components/ShopButton';
import { PageContainer } from '../../../components/PageContainer';
import Stack from '@mui/material/Stack';
import Search from '@mui/icons-material/Search';
import { useState } from 'react';
import {
  AdminProductDto,
  ListAdminProductsApiArg,
  useDeleteProductMutation,
  useListAdminProductsQuery,
} from '../../../api/adminApi';
import { LoadError } from '../../../components/LoadError';
import { useToast } from '../../../store/toasts/useToast';
import { isLockError } from '../shared/adminErrors';
import { AdminEmptyState } from '../shared/AdminEmptyState';
import { AdminPagination } from '../shared/AdminPagination';
import { AdminGate } from '../shared/AdminGate';
import { AdminHead } from '../shared/AdminHead';
import { ADMIN_MAX_WIDTH } from '../shared/adminLayout';
import { AdminLoading } from '../shared/AdminLoading';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { DeleteProductDialog } from './DeleteProductDialog';
import { ProductForm } from './ProductForm';
import { productMatches } from './productSearch';
import { ProductsTable } from './ProductsTable';
import { useAddressFilters } from '../shared/useAddressFilters';
import { useAdminRealm } from '../shared/useAdminRealm';
import { NativeSelectField } from '../../../components/NativeSelectField';
import { OutlinedTextField } from '../../../components/OutlinedTextField';

const PATH = '/admin-products';
/**
 * Rows a page: the list is read whole (GET /api/admin/products, docs/product.md, Talking to the server) and paged here,
 * so a catalogue of thousands
 * draws one page of rows; the admin can choose more.
 */
export const PRODUCT_PAGE_SIZES = [25, 50, 100];
const STOCK_FILTERS: ReadonlyArray<NonNullable<ListAdminProductsApiArg['stock']>> = ['low', 'sold_out'];

/** /admin-products (docs/product.md, Screens): the gate, then the product form and table. */
export function AdminProductsPage() {
  const { password, lockMessage, unlock } = useAdminRealm('products', { screenOnly: true });
  return (
    <>
      <AdminHead path={PATH} title="Product Management" />
      {password ? (
        <ProductManagement />
      ) : (
        <AdminGate
          prompt="Enter password to manage products"
          feedback="toast"
          submitLabel="Unlock"
          lockMessage={lockMessage}
          onUnlock={unlock}
        />
      )}
    </>
  );
}

/** 'closed', a new product, or the product being edited. */
type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; product: AdminProductDto };

function ProductManagement() {
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<AdminProductDto | null>(null);
  const [filters, setFilters] = useAddressFilters({
    stock: '',
    search: '',
    page: '1',
    rows: String(PRODUCT_PAGE_SIZES[0]),
  });
  const stock = STOCK_FILTERS.find((value) => value === filters.stock);
  const products = useListAdminProductsQuery(stock ? { stock } : {}, { refetchOnMountOrArgChange: true });
  // The catalogue is loaded whole: the search filters it here, as the staff member types.
  const shown = products.data?.filter((product) => productMatches(product, filters.search)) ?? [];
  const page = Math.max(0, Math.floor(Number(filters.page)) - 1 || 0);
  const pageSize = PRODUCT_PAGE_SIZES.includes(Number(filters.rows)) ? Number(filters.rows) : PRODUCT_PAGE_SIZES[0];
  // A deletion or a narrower search can empty the page asked for: show the last one there is.
  const shownPage = Math.min(page, Math.max(0, Math.ceil(shown.length / pageSize) - 1));
  const [deleteProduct, deletion] = useDeleteProductMutation();
  const toast = useToast();
  const open = form.mode !== 'closed';

  async function confirmDelete(product: { id: number }) {
    const result = await deleteProduct({ id: product.id });
    setToDelete(null);
    if ('error' in result && result.error !== undefined) {
      if (!isLockError(result.error))
        toast({ title: 'Failed to delete product', description: 'Please try again.', variant: 'destructive' });
      return;
    }
    if (form.mode === 'edit' && form.product.id === product.id) setForm({ mode: 'closed' });
    toast({ title: 'Product deleted!', description: 'The product has been removed.' });
  }

  function edit(product: AdminProductDto) {
    setForm({ mode: 'edit', product });
    // The form opens above the table: bring it into view for whoever clicked Edit far down the list.
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  return (
    <PageContainer maxWidth={ADMIN_MAX_WIDTH} sx={{ py: { xs: 4, md: 6 } }}>
      <AdminPageHeader
        title="Product Management"
        actions={
          <ShopButton
            variant={open ? 'outlined' : 'contained'}
            startIcon={open ? <Close /> : <Add />}
            onClick={() => setForm(open ? { mode: 'closed' } : { mode: 'create' })}
            aria-expanded={open}
          >
            {open ? 'Cancel' : 'New Product'}
          </ShopButton>
        }
      />
      {form.mode !== 'closed' && (
        <ProductForm
          key={form.mode === 'edit' ? form.product.id : 'new'}
          product={form.mode === 'edit' ? form.product : undefined}
          onDone={() => setForm({ mode: 'closed' })}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <OutlinedTextField
          type="search"
          size="small"
          label="Search products"
          placeholder="Name, scent, category..."
          value={filters.search}
          onChange={(event) => setFilters({ search: event.target.value, page: '1' })}
          sx={{ minWidth: { sm: 300 } }}
          startAdornment={<Search fontSize="small" />}
        />
        <NativeSelectField
          size="small"
          label="Stock"
          value={stock ?? ''}
          onChange={(value) => setFilters({ stock: value, page: '1' })}
          shrinkLabel
          sx={{ minWidth: 180 }}
        >
          <option value="">All products</option>
          <option value="low">Low stock</option>
          <option value="sold_out">Sold out</option>
        </NativeSelectField>
      </Stack>
      {products.isLoading ? (
        <AdminLoading text="Loading products..." />
      ) : products.isError ? (
        <LoadError message="The products could not be loaded." onRetry={() => void products.refetch()} />
      ) : shown.length > 0 ? (
        <>
          <ProductsTable
            products={shown.slice(shownPage * pageSize, (shownPage + 1) * pageSize)}
            onEdit={edit}
            onDelete={setToDelete}
          />
          <AdminPagination
            count={shown.length}
            page={shownPage}
            pageSize={pageSize}
            pageSizes={PRODUCT_PAGE_SIZES}
            onChange={(nextPage, nextSize) => setFilters({ page: String(nextPage + 1), rows: String(nextSize) })}
          />
        </>
      ) : (
        <AdminEmptyState title={filters.search.trim() || stock ? 'No products match your search' : 'No products yet'} />
      )}
      <DeleteProductDialog
        product={toDelete}
        deleting={deletion.isLoading}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </PageContainer>
  );
}

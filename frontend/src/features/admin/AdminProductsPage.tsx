import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  AdminProductDto,
  ListAdminProductsApiArg,
  useDeleteProductMutation,
  useListAdminProductsQuery,
} from '../../api/adminApi';
import { LoadError } from '../../components/LoadError';
import { useToast } from '../../app/toasts/useToast';
import { isLockError } from './adminErrors';
import { AdminEmptyState } from './AdminEmptyState';
import { AdminPagination } from './AdminPagination';
import { AdminGate } from './AdminGate';
import { AdminHead } from './AdminHead';
import { ADMIN_MAX_WIDTH } from './adminLayout';
import { AdminLoading } from './AdminLoading';
import { AdminPageHeader } from './AdminPageHeader';
import { DeleteProductDialog } from './DeleteProductDialog';
import { ProductForm } from './ProductForm';
import { ProductsTable } from './ProductsTable';
import { useAdminRealm } from './useAdminRealm';

const PATH = '/admin-products';
/**
 * Rows a page: the list is read whole (GET /api/admin/products, spec 7) and paged here, so a catalogue of thousands
 * draws one page of rows; the admin can choose more.
 */
export const PRODUCT_PAGE_SIZES = [25, 50, 100];

/** /admin-products (spec 2): the gate, then the product form and table. */
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
  const [stock, setStock] = useState<ListAdminProductsApiArg['stock'] | ''>('');
  const products = useListAdminProductsQuery(stock ? { stock } : {}, { refetchOnMountOrArgChange: true });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PRODUCT_PAGE_SIZES[0]);
  const total = products.data?.length ?? 0;
  // A deletion can empty the last page: show the one before.
  const shownPage = Math.min(page, Math.max(0, Math.ceil(total / pageSize) - 1));
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
    <Container maxWidth={ADMIN_MAX_WIDTH} sx={{ py: { xs: 4, md: 6 } }}>
      <AdminPageHeader
        title="Product Management"
        actions={
          <Button
            variant={open ? 'outlined' : 'contained'}
            startIcon={open ? <Close /> : <Add />}
            onClick={() => setForm(open ? { mode: 'closed' } : { mode: 'create' })}
            aria-expanded={open}
          >
            {open ? 'Cancel' : 'New Product'}
          </Button>
        }
      />
      {form.mode !== 'closed' && (
        <ProductForm
          key={form.mode === 'edit' ? form.product.id : 'new'}
          product={form.mode === 'edit' ? form.product : undefined}
          onDone={() => setForm({ mode: 'closed' })}
        />
      )}
      <TextField
        select
        size="small"
        label="Stock"
        value={stock}
        onChange={(event) => {
          setStock(event.target.value as typeof stock);
          setPage(0);
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ mb: 2, minWidth: 180 }}
      >
        <option value="">All products</option>
        <option value="low">Low stock</option>
        <option value="sold_out">Sold out</option>
      </TextField>
      {products.isLoading ? (
        <AdminLoading text="Loading products..." />
      ) : products.isError ? (
        <LoadError message="The products could not be loaded." onRetry={() => void products.refetch()} />
      ) : products.data && products.data.length > 0 ? (
        <>
          <ProductsTable
            products={products.data.slice(shownPage * pageSize, (shownPage + 1) * pageSize)}
            onEdit={edit}
            onDelete={setToDelete}
          />
          <AdminPagination
            count={total}
            page={shownPage}
            pageSize={pageSize}
            pageSizes={PRODUCT_PAGE_SIZES}
            onChange={(nextPage, nextSize) => {
              setPage(nextPage);
              setPageSize(nextSize);
            }}
          />
        </>
      ) : (
        <AdminEmptyState title="No products yet" />
      )}
      <DeleteProductDialog
        product={toDelete}
        deleting={deletion.isLoading}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Container>
  );
}

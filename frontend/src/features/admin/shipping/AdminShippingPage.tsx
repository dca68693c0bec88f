import Add from '@mui/icons-material/Add';
import { useState } from 'react';
import { ShippingMethodDto, useListAdminShippingMethodsQuery } from '../../../api/adminApi';
import { LoadError } from '../../../components/LoadError';
import { PageContainer } from '../../../components/PageContainer';
import { ShopButton } from '../../../components/ShopButton';
import { AdminEmptyState } from '../shared/AdminEmptyState';
import { ADMIN_MAX_WIDTH } from '../shared/adminLayout';
import { AdminLoading } from '../shared/AdminLoading';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { ScreenRealmScreen } from '../shared/ScreenRealmScreen';
import { ShippingMethodDialog } from './ShippingMethodDialog';
import { ShippingMethodsTable } from './ShippingMethodsTable';

/** /admin-shipping (docs/shipping-and-tax.md): the gate, then the shipping methods in checkout order. */
export function AdminShippingPage() {
  return (
    <ScreenRealmScreen
      realm="shipping"
      path="/admin-shipping"
      title="Shipping Methods"
      prompt="Enter password to manage shipping"
    >
      <ShippingManagement />
    </ScreenRealmScreen>
  );
}

function ShippingManagement() {
  // null: closed; 'new': creating; a method: editing it.
  const [dialog, setDialog] = useState<ShippingMethodDto | 'new' | null>(null);
  const methods = useListAdminShippingMethodsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <PageContainer maxWidth={ADMIN_MAX_WIDTH} sx={{ py: { xs: 4, md: 6 } }}>
      <AdminPageHeader
        title="Shipping Methods"
        actions={
          <ShopButton variant="contained" startIcon={<Add />} onClick={() => setDialog('new')}>
            New Method
          </ShopButton>
        }
      />
      {methods.isLoading ? (
        <AdminLoading text="Loading shipping methods..." />
      ) : methods.isError ? (
        <LoadError message="The shipping methods could not be loaded." onRetry={() => void methods.refetch()} />
      ) : methods.data && methods.data.length > 0 ? (
        <ShippingMethodsTable methods={methods.data} onEdit={setDialog} />
      ) : (
        <AdminEmptyState title="No shipping methods yet" hint="Without one, checkout charges no shipping" />
      )}
      <ShippingMethodDialog
        open={dialog !== null}
        editing={dialog === 'new' ? null : dialog}
        onClose={() => setDialog(null)}
      />
    </PageContainer>
  );
}

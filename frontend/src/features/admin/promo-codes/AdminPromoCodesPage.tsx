import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import { ShopButton } from '../../../components/ShopButton';
import { PageContainer } from '../../../components/PageContainer';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { PromoCodeDto, useGetShopSettingsQuery, useListPromoCodesQuery } from '../../../api/adminApi';
import { LoadError } from '../../../components/LoadError';
import { AdminEmptyState } from '../shared/AdminEmptyState';
import { AdminGate } from '../shared/AdminGate';
import { AdminHead } from '../shared/AdminHead';
import { ADMIN_MAX_WIDTH } from '../shared/adminLayout';
import { AdminLoading } from '../shared/AdminLoading';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { PromoCodeForm } from './PromoCodeForm';
import { PromoCodesTable } from './PromoCodesTable';
import { useAddressFilters } from '../shared/useAddressFilters';
import { useAdminRealm } from '../shared/useAdminRealm';
import { NativeSelectField } from '../../../components/NativeSelectField';
import { OutlinedTextField } from '../../../components/OutlinedTextField';

const PATH = '/admin-promo-codes';

/** /admin-promo-codes (docs/product.md, Screens): the gate, then the create form and the table of codes. */
export function AdminPromoCodesPage() {
  const { password, lockMessage, unlock } = useAdminRealm('promoCodes', { screenOnly: true });
  return (
    <>
      <AdminHead path={PATH} title="Promo Code Management" />
      {password ? (
        <PromoCodeManagement />
      ) : (
        <AdminGate
          prompt="Enter password to manage promo codes"
          feedback="toast"
          submitLabel="Unlock"
          lockMessage={lockMessage}
          onUnlock={unlock}
        />
      )}
    </>
  );
}

function PromoCodeManagement() {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PromoCodeDto | null>(null);
  const codes = useListPromoCodesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [filters, setFilters] = useAddressFilters({ search: '', status: '' });
  const term = filters.search.trim().toUpperCase();
  const shown = codes.data?.filter(
    (code) =>
      code.code.includes(term) && (filters.status === '' || (filters.status === 'active') === (code.isActive === 1)),
  );
  // Dates are shown and typed on the shop's clock: SHOP_TIME_ZONE, as the server has it.
  const settings = useGetShopSettingsQuery();
  const timeZone = settings.data?.timeZone;
  return (
    <PageContainer maxWidth={ADMIN_MAX_WIDTH} sx={{ py: { xs: 4, md: 6 } }}>
      <AdminPageHeader
        title="Promo Code Management"
        actions={
          <ShopButton
            variant={creating ? 'outlined' : 'contained'}
            startIcon={creating ? <Close /> : <Add />}
            onClick={() => setCreating((open) => !open)}
            aria-expanded={creating}
          >
            {creating ? 'Cancel' : 'New Code'}
          </ShopButton>
        }
      />
      {creating && timeZone && <PromoCodeForm onCreated={() => setCreating(false)} timeZone={timeZone} />}
      {editing && timeZone && (
        <Box sx={{ mb: 3 }}>
          <PromoCodeForm key={editing.id} editing={editing} onCreated={() => setEditing(null)} timeZone={timeZone} />
          <ShopButton onClick={() => setEditing(null)}>Cancel editing</ShopButton>
        </Box>
      )}
      {codes.data && codes.data.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
          <OutlinedTextField
            type="search"
            size="small"
            label="Search codes"
            value={filters.search}
            onChange={(event) => setFilters({ search: event.target.value })}
            sx={{ minWidth: { sm: 240 } }}
          />
          <NativeSelectField
            size="small"
            label="Status"
            value={filters.status}
            onChange={(value) => setFilters({ status: value })}
            shrinkLabel
            sx={{ minWidth: 180 }}
          >
            <option value="">All codes</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </NativeSelectField>
        </Stack>
      )}
      {codes.isLoading || settings.isLoading ? (
        <AdminLoading text="Loading promo codes..." />
      ) : codes.isError || settings.isError ? (
        <LoadError
          message="The promo codes could not be loaded."
          onRetry={() => {
            void codes.refetch();
            void settings.refetch();
          }}
        />
      ) : shown && shown.length > 0 && timeZone ? (
        <PromoCodesTable
          codes={shown}
          timeZone={timeZone}
          onEdit={(code) => {
            setCreating(false);
            setEditing(code);
          }}
        />
      ) : codes.data && codes.data.length > 0 ? (
        <AdminEmptyState title="No promo codes match your search" />
      ) : (
        <AdminEmptyState title="No promo codes yet" hint="Create your first promo code to get started" />
      )}
    </PageContainer>
  );
}

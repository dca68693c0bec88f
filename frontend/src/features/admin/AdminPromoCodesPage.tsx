import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useState } from 'react';
import { PromoCodeDto, useListPromoCodesQuery } from '../../api/adminApi';
import { LoadError } from '../../components/LoadError';
import { AdminEmptyState } from './AdminEmptyState';
import { AdminGate } from './AdminGate';
import { AdminHead } from './AdminHead';
import { ADMIN_MAX_WIDTH } from './adminLayout';
import { AdminLoading } from './AdminLoading';
import { AdminPageHeader } from './AdminPageHeader';
import { PromoCodeForm } from './PromoCodeForm';
import { PromoCodesTable } from './PromoCodesTable';
import { useAdminRealm } from './useAdminRealm';

const PATH = '/admin-promo-codes';

/** /admin-promo-codes (spec 2): the gate, then the create form and the table of codes. */
export function AdminPromoCodesPage() {
  const { password, lockMessage, unlock } = useAdminRealm('promoCodes', { screenOnly: true });
  return (
    <>
      <AdminHead path={PATH} title="Promo Code Management" />
      {password ? (
        <PromoCodeManagement />
      ) : (
        <AdminGate prompt="Enter password to manage promo codes" feedback="toast" submitLabel="Unlock" lockMessage={lockMessage} onUnlock={unlock} />
      )}
    </>
  );
}

function PromoCodeManagement() {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PromoCodeDto | null>(null);
  const codes = useListPromoCodesQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Container maxWidth={ADMIN_MAX_WIDTH} sx={{ py: { xs: 4, md: 6 } }}>
      <AdminPageHeader
        title="Promo Code Management"
        actions={
          <Button
            variant={creating ? 'outlined' : 'contained'}
            startIcon={creating ? <Close /> : <Add />}
            onClick={() => setCreating((open) => !open)}
            aria-expanded={creating}
          >
            {creating ? 'Cancel' : 'New Code'}
          </Button>
        }
      />
      {creating && <PromoCodeForm onCreated={() => setCreating(false)} />}
      {editing && (
        <Box sx={{ mb: 3 }}>
          <PromoCodeForm key={editing.id} editing={editing} onCreated={() => setEditing(null)} />
          <Button onClick={() => setEditing(null)}>Cancel editing</Button>
        </Box>
      )}
      {codes.isLoading ? (
        <AdminLoading text="Loading promo codes..." />
      ) : codes.isError ? (
        <LoadError message="The promo codes could not be loaded." onRetry={() => void codes.refetch()} />
      ) : codes.data && codes.data.length > 0 ? (
        <PromoCodesTable
          codes={codes.data}
          onEdit={(code) => {
            setCreating(false);
            setEditing(code);
          }}
        />
      ) : (
        <AdminEmptyState title="No promo codes yet" hint="Create your first promo code to get started" />
      )}
    </Container>
  );
}

import { useState } from 'react';
import { PageContainer } from '../../../components/PageContainer';
import { ADMIN_MAX_WIDTH } from '../shared/adminLayout';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { ScreenRealmScreen } from '../shared/ScreenRealmScreen';
import { SubscriptionDetail } from './SubscriptionDetail';
import { SubscriptionSettingsCard } from './SubscriptionSettingsCard';
import { SubscriptionsList } from './SubscriptionsList';

/**
 * /admin-subscriptions (docs/subscriptions.md): the gate, then the subscriptions soonest renewal first (search, status
 * filter) and the settings; choosing one shows its detail, with the staff actions, in place of the list.
 */
export function AdminSubscriptionsPage() {
  return (
    <ScreenRealmScreen
      realm="subscriptions"
      path="/admin-subscriptions"
      title="Subscriptions"
      prompt="Enter password to manage subscriptions"
    >
      <SubscriptionsManagement />
    </ScreenRealmScreen>
  );
}

function SubscriptionsManagement() {
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <PageContainer maxWidth={ADMIN_MAX_WIDTH} sx={{ py: { xs: 4, md: 6 } }}>
      {selected === null ? (
        <>
          <AdminPageHeader title="Subscriptions" />
          <SubscriptionsList onOpen={setSelected} />
          <SubscriptionSettingsCard />
        </>
      ) : (
        <SubscriptionDetail id={selected} onBack={() => setSelected(null)} />
      )}
    </PageContainer>
  );
}

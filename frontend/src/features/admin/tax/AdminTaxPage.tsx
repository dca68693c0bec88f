import { useListTaxRatesQuery } from '../../../api/adminApi';
import { LoadError } from '../../../components/LoadError';
import { PageContainer } from '../../../components/PageContainer';
import { ADMIN_MAX_WIDTH } from '../shared/adminLayout';
import { AdminLoading } from '../shared/AdminLoading';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { ScreenRealmScreen } from '../shared/ScreenRealmScreen';
import { TaxRatesSection } from './TaxRatesSection';
import { TaxReportSection } from './TaxReportSection';

/** /admin-tax (docs/shipping-and-tax.md): the gate, then the rates by state and the tax report. */
export function AdminTaxPage() {
  return (
    <ScreenRealmScreen realm="tax" path="/admin-tax" title="Sales Tax" prompt="Enter password to manage sales tax">
      <TaxManagement />
    </ScreenRealmScreen>
  );
}

function TaxManagement() {
  const rates = useListTaxRatesQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <PageContainer maxWidth={ADMIN_MAX_WIDTH} sx={{ py: { xs: 4, md: 6 } }}>
      <AdminPageHeader title="Sales Tax" />
      {rates.isLoading ? (
        <AdminLoading text="Loading tax rates..." />
      ) : rates.isError || !rates.data ? (
        <LoadError message="The tax rates could not be loaded." onRetry={() => void rates.refetch()} />
      ) : (
        <TaxRatesSection rates={rates.data} />
      )}
      <TaxReportSection />
    </PageContainer>
  );
}

import { useParams } from 'react-router-dom';
import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Placeholder until issue 8 builds this screen. */
export function AdminOrderDetailPage() {
  const { id = '' } = useParams();
  return <PlaceholderScreen path={`/admin-orders/${id}`} title="Order Details" description="Admin Access" indexable={false} />;
}

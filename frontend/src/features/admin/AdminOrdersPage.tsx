import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Placeholder until issue 8 builds this screen. */
export function AdminOrdersPage() {
  return <PlaceholderScreen path="/admin-orders" title="Order Management" description="Admin Access" indexable={false} />;
}

import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Placeholder until issue 8 builds this screen. */
export function AdminProductsPage() {
  return <PlaceholderScreen path="/admin-products" title="Product Management" description="Enter password to manage products" indexable={false} />;
}

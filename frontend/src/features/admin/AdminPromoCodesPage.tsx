import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Placeholder until issue 8 builds this screen. */
export function AdminPromoCodesPage() {
  return <PlaceholderScreen path="/admin-promo-codes" title="Promo Code Management" description="Enter password to manage promo codes" indexable={false} />;
}

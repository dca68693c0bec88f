import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Placeholder until issue 7 builds this screen. */
export function CheckoutPage() {
  return <PlaceholderScreen path="/checkout" title="Checkout" description="Review your cart, add your details and pay securely." />;
}

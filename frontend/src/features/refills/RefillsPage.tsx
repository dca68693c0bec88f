import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Placeholder until issue 6 builds this screen. */
export function RefillsPage() {
  return <PlaceholderScreen path="/refills" title="Refill, Reuse, Rejoice" description="How our 3-liter refill boxes keep glass bottles in use for years." />;
}

import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Placeholder until issue 6 builds this screen. */
export function HolidayPage() {
  return <PlaceholderScreen path="/holiday" title="Winter Spice Collection" description="Our Winter Spice Collection is coming soon." indexable={false} />;
}

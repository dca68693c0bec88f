import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Placeholder until issue 6 builds this screen. */
export function JournalListPage() {
  return <PlaceholderScreen path="/journal" title="Journal" description="Notes on natural home care, refills and slow rituals." />;
}

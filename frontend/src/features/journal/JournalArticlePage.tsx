import { useParams } from 'react-router-dom';
import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Placeholder until issue 6 builds this screen (an unknown slug will show the not-found page). */
export function JournalArticlePage() {
  const { slug = '' } = useParams();
  return <PlaceholderScreen path={`/journal/${slug}`} title="Journal" description="This article is on its way." />;
}

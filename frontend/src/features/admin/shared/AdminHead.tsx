import { PageHead } from '../../../head/PageHead';
import { pageMeta } from '../../../head/pageMeta';

/** Back-office pages stay out of search results. */
export function AdminHead({ path, title }: { path: string; title: string }) {
  return (
    <PageHead
      meta={pageMeta({ path, title, description: 'Natural House back office.', robots: 'noindex, nofollow' })}
    />
  );
}

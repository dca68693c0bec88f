import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageMeta } from './pageMeta';
import { isServedHead } from './servedHead';

/** Only pages reached in the browser fetch their head: its own chunk, not the first page's. */
const FetchedPageHead = lazy(() => import('./FetchedPageHead').then((m) => ({ default: m.FetchedPageHead })));

/**
 * Puts the current page's head into document.head. On the first page the server's head is already in place and is
 * left alone (no request, no flash of the screen's fallback); on any other page FetchedPageHead asks for it. Screens of
 * static pages pass no `meta`: their fallback is the server's copy (staticPageMeta), loaded with FetchedPageHead.
 */
export function PageHead({ meta }: { meta?: PageMeta }) {
  const { pathname } = useLocation();
  if (isServedHead(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <FetchedPageHead key={pathname} path={pathname} fallback={meta} />
    </Suspense>
  );
}

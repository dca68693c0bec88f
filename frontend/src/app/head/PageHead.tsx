import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetPageMetaQuery } from '../../api/enhanced';
import { applyPageMeta } from './applyPageMeta';
import type { PageMeta } from './pageMeta';
import { isServedHead } from './servedHead';

/**
 * Puts the current page's head into document.head: the server's page meta (the same tags crawlers got), or the
 * screen's `meta` while that loads or if it fails. On the first page the server's head is already in place and is
 * left alone. Renders nothing.
 */
export function PageHead({ meta: fallback }: { meta: PageMeta }) {
  const { pathname } = useLocation();
  const served = isServedHead(pathname);
  // currentData, not data: while another path loads, `data` would still be the previous page's head.
  const { currentData } = useGetPageMetaQuery({ path: pathname }, { skip: served });
  const meta = currentData ?? (served ? null : fallback);
  // Serialised so that a new object with the same content does not rewrite the head on every render.
  const key = meta ? JSON.stringify(meta) : null;
  useEffect(() => {
    if (key === null) return;
    applyPageMeta(JSON.parse(key) as PageMeta);
  }, [key]);
  return null;
}

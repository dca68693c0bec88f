import { useEffect } from 'react';
import { useGetPageMetaQuery } from '../api/enhanced';
import { applyPageMeta } from './applyPageMeta';
import type { PageMeta } from './pageMeta';
import { staticPageMeta } from './staticPageMeta';

/**
 * The head of a page the server did not write the document for: the server's page meta (the same tags crawlers got),
 * or a fallback while that loads or if it fails: the screen's own (a product's, an article's), or else the static
 * page's head from the copy the server uses. Renders nothing.
 */
export function FetchedPageHead({ path, fallback }: { path: string; fallback?: PageMeta }) {
  // currentData, not data: while another path loads, `data` would still be the previous page's head.
  const { currentData } = useGetPageMetaQuery({ path });
  // Serialised so that a new object with the same content does not rewrite the head on every render.
  const key = JSON.stringify(currentData ?? fallback ?? staticPageMeta(path));
  useEffect(() => applyPageMeta(JSON.parse(key) as PageMeta), [key]);
  return null;
}

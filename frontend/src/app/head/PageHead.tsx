import { useEffect } from 'react';
import { applyPageMeta } from './applyPageMeta';
import type { PageMeta } from './pageMeta';

/** Puts a page's head tags into document.head while the page is shown. Renders nothing. */
export function PageHead({ meta }: { meta: PageMeta }) {
  // Serialised so that a new object with the same content does not rewrite the head on every render.
  const key = JSON.stringify(meta);
  useEffect(() => {
    applyPageMeta(JSON.parse(key) as PageMeta);
  }, [key]);
  return null;
}

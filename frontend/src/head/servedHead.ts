/** The canonical link as the server wrote it into index.html; applyPageMeta marks its own 'client'. */
const SERVED_CANONICAL = 'link[rel="canonical"][data-page-meta=""]';

/**
 * True while document.head still holds the head the server wrote for `path` (the first page loaded). That copy is
 * already right, so PageHead neither asks for it again nor overwrites it with a screen's fallback, which would flash
 * different head data on the first load. On the server it is always true.
 */
export function isServedHead(
  path: string,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): boolean {
  // Rendering on the server: the backend writes the head itself, from the same PageMetaService.
  if (!doc) return true;
  const link = doc.head.querySelector<HTMLLinkElement>(SERVED_CANONICAL);
  if (!link) return false;
  try {
    return new URL(link.href, doc.baseURI).pathname === path;
  } catch {
    return false;
  }
}

import { pageHeadTags, PAGE_META_ATTRIBUTE } from '@shop/site/page-head.js';
import type { PageMeta } from './pageMeta';

/**
 * Writes a page's head into the document after a client-side navigation: the title and the tags written from the
 * meta (the server's, or the ones written before) are replaced by the same function's tags (@shop/site page-head.js),
 * marked 'client' (see servedHead.ts); other tags are left alone.
 */
export function applyPageMeta(meta: PageMeta, doc: Document = document): void {
  doc.head.querySelectorAll(`title, [${PAGE_META_ATTRIBUTE}]`).forEach((tag) => tag.remove());
  doc.head.insertAdjacentHTML('beforeend', pageHeadTags(meta, 'client'));
}

import { SITE_NAME } from '@shop/site/page-head.js';
import type { PageMetaDto } from '../api/generated';

/** The head of one page: the server's GET /api/page-meta answer, or a screen's own fallback built by `pageMeta()`. */
export type PageMeta = PageMetaDto;

export { SITE_NAME };
export const TAGLINE = 'Premium home care essentials for mindful living';
export const DEFAULT_SHARE_IMAGE = '/public-objects/brand/og-default.png';

type PageMetaFields = Pick<PageMeta, 'path' | 'title' | 'description'> &
  Partial<Omit<PageMeta, 'robots'>> & {
    // Both spellings are accepted because screens written before the generated type used 'noindex, nofollow'.
    robots?: PageMeta['robots'] | 'index, follow' | 'noindex, nofollow';
  };

/**
 * A screen's fallback head, used until (or if) the server's page meta arrives; absolute URLs are made against the
 * current origin.
 */
export function pageMeta(fields: PageMetaFields): PageMeta {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const image = fields.imageUrl === undefined ? DEFAULT_SHARE_IMAGE : fields.imageUrl;
  return {
    status: 200,
    ogType: 'website',
    jsonLd: [],
    ...fields,
    robots: fields.robots?.startsWith('noindex') ? 'noindex,nofollow' : 'index,follow',
    title: fields.path === '/' ? fields.title : `${fields.title} | ${SITE_NAME}`,
    canonicalUrl: fields.canonicalUrl ?? `${origin}${fields.path}`,
    imageUrl: image && image.startsWith('/') ? `${origin}${image}` : image,
  };
}

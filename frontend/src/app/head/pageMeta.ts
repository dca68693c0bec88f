/**
 * The head of one page, as GET /api/page-meta?path=... (PageMetaDto) will answer it. Until that endpoint is in the
 * generated client, screens build this object themselves with `pageMeta()`; afterwards this becomes an alias of
 * the generated PageMetaDto.
 */
export interface PageMeta {
  path: string;
  status: number;
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl: string | null;
  robots: string;
  ogType: 'website' | 'product' | 'article';
  jsonLd: object[];
}

export const SITE_NAME = 'Natural House';
export const TAGLINE = 'Premium home care essentials for mindful living';
export const DEFAULT_SHARE_IMAGE = '/public-objects/brand/og-default.png';

/** A page's head from the few fields a screen knows; absolute URLs are made against the current origin. */
export function pageMeta(fields: Pick<PageMeta, 'path' | 'title' | 'description'> & Partial<PageMeta>): PageMeta {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const image = fields.imageUrl === undefined ? DEFAULT_SHARE_IMAGE : fields.imageUrl;
  return {
    status: 200,
    robots: 'index, follow',
    ogType: 'website',
    jsonLd: [],
    ...fields,
    title: fields.path === '/' ? fields.title : `${fields.title} | ${SITE_NAME}`,
    canonicalUrl: fields.canonicalUrl ?? `${origin}${fields.path}`,
    imageUrl: image && image.startsWith('/') ? `${origin}${image}` : image,
  };
}

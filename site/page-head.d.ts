/** The head of one page, as PageMetaService writes it (GET /api/page-meta answers it). */
export interface PageHeadMeta {
  path: string;
  status: number;
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl: string | null;
  imageWidth?: number;
  robots: string;
  ogType: string;
  jsonLd: object[];
}
export const SITE_NAME: 'Natural House';
export const PAGE_META_ATTRIBUTE: 'data-page-meta';
export function escapeHtml(text: string): string;
/** JSON safe inside a <script> element. */
export function scriptSafeJson(value: unknown): string;
/** The page's title, and its other head tags each marked data-page-meta (with the value `mark`). */
export function pageHeadTags(page: PageHeadMeta, mark?: string): string;
export const HERO: string;
export const PRODUCT_IMAGE_SIZES: string;
export function ownArtworkPath(imageUrl: string, canonicalUrl: string, folder?: string): string | null;
export function lcpPreloadTag(page: PageHeadMeta): string | null;
/** index.html with the page's head tags and, after the viewport, its largest paint's preload. */
export function injectPageMeta(indexHtml: string, page: PageHeadMeta): string;

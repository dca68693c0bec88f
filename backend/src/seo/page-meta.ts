export const PAGE_STATUSES = [200, 404] as const;
export const ROBOTS_DIRECTIVES = ['index,follow', 'noindex,nofollow'] as const;
export const OG_TYPES = ['website', 'product', 'article'] as const;

/** A JSON-LD object (schema.org vocabulary), emitted as-is in a <script type="application/ld+json">. */
export type JsonLd = Record<string, unknown>;

/** Everything the head of one storefront page carries: the server injects it into index.html, the storefront reads it on navigation. */
export interface PageMeta {
  /** The path the meta is for, without query string. */
  path: string;
  /** 404 for unknown routes, unknown product slugs and unknown articles. */
  status: (typeof PAGE_STATUSES)[number];
  title: string;
  description: string;
  canonicalUrl: string;
  /** Absolute social-share image URL, or null for pages without one. */
  imageUrl: string | null;
  /** The stored width of an uploaded photo at imageUrl, so its preload offers every stored size. */
  imageWidth?: number;
  robots: (typeof ROBOTS_DIRECTIVES)[number];
  ogType: (typeof OG_TYPES)[number];
  jsonLd: JsonLd[];
}

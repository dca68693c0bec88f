/** The brand facts every page, article and structured-data block repeats (docs/product.md, Who it is for). */
export const BRAND = {
  name: 'Natural House',
  tagline: 'Premium home care essentials for mindful living',
  foundingYear: '2007',
  foundingRegion: 'Indiana',
  logoPath: '/public-objects/brand/logo.svg',
  /** Social-share picture for pages without their own (1200×630). */
  shareImagePath: '/public-objects/brand/og-default.png',
} as const;

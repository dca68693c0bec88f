import { Faq } from '../common/faq';

export interface JournalSection {
  heading: string;
  paragraphs: string[];
}

export interface JournalLink {
  /** A storefront path: a product page or /refills. */
  url: string;
  anchor: string;
}

export interface JournalCta {
  /** The sentence above the button. */
  text: string;
  url: string;
  /** The button's label. */
  label: string;
}

/**
 * A journal article: fixed content shipped with the site (docs/product.md, What the shop keeps). Dates are YYYY-MM-DD.
 */
export interface JournalArticle {
  slug: string;
  title: string;
  datePublished: string;
  dateModified: string;
  metaTitle: string;
  metaDescription: string;
  heroImage: string;
  heroImageAlt: string;
  quickReadSummary: string;
  sections: JournalSection[];
  faq: Faq[];
  internalLinks: JournalLink[];
  cta: JournalCta;
}

/**
 * The only storefront paths articles may link to (docs/product.md, Screens); each must resolve to a seeded product or
 * /refills.
 */
export const JOURNAL_LINK_TARGETS = [
  '/products/room-mist-no-42',
  '/products/soy-wax-candle-no-42',
  '/products/hand-soap-no-42',
  '/products/surface-spray-no-42',
  '/products/dish-soap-no-42',
  '/refills',
] as const;

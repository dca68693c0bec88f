import { BRAND } from '../common/brand';
import { PageMeta } from './page-meta';

export interface StaticPage {
  title: string;
  description: string;
  robots: PageMeta['robots'];
  /** Name in breadcrumbs (indexable pages only). */
  crumb?: string;
}

const INDEX = 'index,follow' as const;
const NOINDEX = 'noindex,nofollow' as const;

export function pageTitle(name: string): string {
  return `${name} | ${BRAND.name}`;
}

/** The head copy of every page route whose content is not in the database or the journal (spec section 2). */
export const STATIC_PAGES: Record<string, StaticPage> = {
  '/': {
    title: `${BRAND.name} | ${BRAND.tagline}`,
    description:
      'Hand-poured soy candles, room mists and plant-based soaps in four signature scents, with 3-liter refills. Home care essentials since 2007, founded in Indiana.',
    robots: INDEX,
  },
  '/products': {
    title: pageTitle('Our Products'),
    description:
      'Hand soap, dish soap, surface spray, room mist and soy wax candles in four scents: Pumpkin Spice, Herbal Sanctuary, Lemon Verbena and Lavender Vanilla.',
    robots: INDEX,
    crumb: 'Products',
  },
  '/journal': {
    title: pageTitle('Journal'),
    description: 'Practical guides from Natural House: refills, plant-based cleaning, home fragrance and simple swaps for a low-waste home.',
    robots: INDEX,
    crumb: 'Journal',
  },
  '/refills': {
    title: pageTitle('Refill, Reuse, Rejoice'),
    description:
      'One 3-liter refill box refills six 16 oz bottles: 75% less plastic, $8 saved on average per refill, and about 270 g less plastic per household a year.',
    robots: INDEX,
    crumb: 'Refills',
  },
  '/holiday': {
    title: pageTitle('Winter Spice Collection: Coming Soon'),
    description: 'The Winter Spice Collection is coming soon. Leave your email address and we will tell you the moment it arrives.',
    robots: NOINDEX,
  },
  '/checkout': { title: pageTitle('Checkout'), description: 'Review your cart, add your shipping details and pay securely.', robots: NOINDEX },
  '/orders/status': {
    title: pageTitle('Track Your Order'),
    description: 'Look up your Natural House order with its number and your email to see its status, items and tracking.',
    robots: NOINDEX,
  },
  '/admin': { title: pageTitle('Sales Dashboard'), description: 'Back office: sales dashboard.', robots: NOINDEX },
  '/admin-promo-codes': { title: pageTitle('Promo Code Management'), description: 'Back office: promo codes.', robots: NOINDEX },
  '/admin-products': { title: pageTitle('Product Management'), description: 'Back office: products.', robots: NOINDEX },
  '/admin-orders': { title: pageTitle('Order Management'), description: 'Back office: orders.', robots: NOINDEX },
};

/** /admin-orders/{id}: one order of the back office. */
export const ADMIN_ORDER_PAGE: StaticPage = { title: pageTitle('Order Details'), description: 'Back office: one order.', robots: NOINDEX };

export const NOT_FOUND_PAGE: StaticPage = {
  title: pageTitle('Page Not Found'),
  description: 'The page you are looking for does not exist. Browse our products or read the journal.',
  robots: NOINDEX,
};

/** /products/{slug} for a slug the catalogue does not hold: the screen says 'Product not found', so does the title. */
export const PRODUCT_NOT_FOUND_PAGE: StaticPage = {
  title: pageTitle('Product not found'),
  description: 'This product is not in our catalogue. Browse our products to find its successor.',
  robots: NOINDEX,
};

/** Paths crawlers are asked to stay away from (robots.txt); they also carry noindex. */
export const DISALLOWED_PATHS = ['/admin', '/admin-promo-codes', '/admin-products', '/admin-orders', '/holiday', '/checkout', '/orders/status'];

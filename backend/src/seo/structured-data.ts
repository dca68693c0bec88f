import { Product } from '../catalog/product.entity';
import { REFILL_BOX_SIZE } from '../catalog/refill-box';
import { BRAND } from '../common/brand';
import { Faq } from '../common/faq';
import { toCents } from '../common/money';
import { SHOP_POLICIES } from '../common/site';
import { JournalArticle } from '../journal/journal-article';
import { JsonLd } from './page-meta';

const CONTEXT = 'https://schema.org';

/** docs/product.md, Constants, Structured data: every product shows this fixed rating. */
export const AGGREGATE_RATING = { ratingValue: '4.9', reviewCount: 82 } as const;

/** Resolves site paths against the public base URL; absolute URLs pass through. */
export type AbsoluteUrl = (pathOrUrl: string) => string;

export interface Crumb {
  name: string;
  url: string;
}

/**
 * docs/product.md, Constants, Structured data: the first two letters of the category upper-cased plus the scent number,
 * else the id.
 */
export function productSku(product: Pick<Product, 'id' | 'category' | 'scentNumber'>): string {
  const letters = product.category
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase();
  return product.scentNumber && letters.length === 2 ? `${letters}${product.scentNumber}` : String(product.id);
}

export function organizationLd(absolute: AbsoluteUrl): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: BRAND.name,
    url: absolute('/'),
    logo: absolute(BRAND.logoPath),
    slogan: BRAND.tagline,
    foundingDate: BRAND.foundingYear,
    foundingLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressRegion: BRAND.foundingRegion, addressCountry: 'US' },
    },
  };
}

export function websiteLd(absolute: AbsoluteUrl): JsonLd {
  return { '@context': CONTEXT, '@type': 'WebSite', name: BRAND.name, url: absolute('/'), description: BRAND.tagline };
}

/** One size's stock as the catalogue tells shoppers (ProductDto.availability). */
export interface OfferAvailability {
  size: string;
  status: 'in_stock' | 'low' | 'sold_out';
}

const SCHEMA_AVAILABILITY = {
  in_stock: 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  sold_out: 'https://schema.org/OutOfStock',
} as const;

/** An active shipping method as the offers describe it (shipping/shipping-method.entity.ts). */
export interface ShippingLdMethod {
  price: string;
  freeFrom: string | null;
  estimateDaysMin: number;
  estimateDaysMax: number;
}

/** What one unit at `price` ships for by each method: free when the price alone reaches the method's free-from. */
function shippingDetailsOf(price: string, methods: readonly ShippingLdMethod[]): JsonLd[] {
  return methods.map((method) => ({
    '@type': 'OfferShippingDetails',
    shippingRate: {
      '@type': 'MonetaryAmount',
      value: method.freeFrom !== null && toCents(price) >= toCents(method.freeFrom) ? '0.00' : method.price,
      currency: 'USD',
    },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'US' },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      transitTime: {
        '@type': 'QuantitativeValue',
        minValue: method.estimateDaysMin,
        maxValue: method.estimateDaysMax,
        unitCode: 'DAY',
      },
    },
  }));
}

/** The return policy of site/shop-policies.json, as schema.org's MerchantReturnPolicy. */
function returnPolicyLd(): JsonLd {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: 'US',
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: SHOP_POLICIES.returns.days,
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: `https://schema.org/${SHOP_POLICIES.returns.fees}`,
  };
}

/**
 * One Offer per size the product is sold in (a Refill Box at its own price), each with its availability, its
 * shipping by each active method and the return policy.
 */
function offersOf(
  product: Product,
  url: string,
  availability: readonly OfferAvailability[],
  shipping: readonly ShippingLdMethod[],
): JsonLd[] {
  const sizes = availability.length ? availability : [{ size: '', status: 'in_stock' as const }];
  return sizes
    .map(({ size, status }) => ({
      size,
      status,
      price: size === REFILL_BOX_SIZE ? product.refillPrice : product.price,
    }))
    .filter((offer) => offer.price)
    .map((offer) => ({
      '@type': 'Offer',
      ...(offer.size ? { name: offer.size } : {}),
      url,
      price: offer.price,
      priceCurrency: 'USD',
      availability: SCHEMA_AVAILABILITY[offer.status],
      itemCondition: 'https://schema.org/NewCondition',
      ...(shipping.length ? { shippingDetails: shippingDetailsOf(offer.price ?? '0', shipping) } : {}),
      hasMerchantReturnPolicy: returnPolicyLd(),
    }));
}

export function productLd(
  product: Product,
  url: string,
  absolute: AbsoluteUrl,
  availability: readonly OfferAvailability[] = [],
  shipping: readonly ShippingLdMethod[] = [],
): JsonLd {
  const images = product.images.length > 0 ? product.images : [product.imageUrl ?? product.image];
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    image: images.map(absolute),
    description: product.description,
    sku: productSku(product),
    category: product.category,
    brand: { '@type': 'Brand', name: BRAND.name },
    offers: offersOf(product, url, availability, shipping),
    aggregateRating: { '@type': 'AggregateRating', ...AGGREGATE_RATING },
  };
}

export function faqPageLd(faqs: readonly Faq[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export function breadcrumbLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** A summary page's list of its entries (product list, journal list). */
export function itemListLd(entries: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      url: entry.url,
    })),
  };
}

export function articleLd(article: JournalArticle, url: string, absolute: AbsoluteUrl): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: article.title,
    description: article.metaDescription,
    image: [absolute(article.heroImage)],
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: { '@type': 'Organization', name: BRAND.name, url: absolute('/') },
    publisher: {
      '@type': 'Organization',
      name: BRAND.name,
      logo: { '@type': 'ImageObject', url: absolute(BRAND.logoPath) },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}

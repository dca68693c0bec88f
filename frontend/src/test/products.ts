import type { ProductCardPageDto, ProductDto } from '../api/enhanced';
import { baseSlug } from '../lib/scents';

const FORMATS = [
  {
    key: 'hand-soap',
    label: 'Hand Soap',
    category: 'Hand Soap',
    price: '18.00',
    refillPrice: '60.00' as string | null,
    sizes: ['16 oz', 'Refill Box'],
  },
  {
    key: 'dish-soap',
    label: 'Dish Soap',
    category: 'Dish Soap',
    price: '16.00',
    refillPrice: '48.00',
    sizes: ['16 oz', 'Refill Box'],
  },
  {
    key: 'surface-spray',
    label: 'Surface Spray',
    category: 'Surface Spray',
    price: '14.00',
    refillPrice: '36.00',
    sizes: ['16 oz', 'Refill Box'],
  },
  {
    key: 'room-mist',
    label: 'Room Mist',
    category: 'Room Mist',
    price: '22.00',
    refillPrice: '84.00',
    sizes: ['16 oz', 'Refill Box'],
  },
  {
    key: 'soy-wax-candle',
    label: 'Soy Wax Candle',
    category: 'Candle',
    price: '34.00',
    refillPrice: null,
    sizes: ['8 oz'],
  },
];
const SCENT_NUMBERS = ['09', '42', '62', '92'];

/** A product shaped like the API's, with overrides. */
export function product(overrides: Partial<ProductDto> = {}): ProductDto {
  const sizes = overrides.sizes ?? ['16 oz', 'Refill Box'];
  return {
    id: 1,
    name: 'Hand Soap No. 42',
    slug: 'hand-soap-no-42',
    description: 'A gentle plant-based liquid hand soap.',
    price: '18.00',
    refillPrice: '60.00',
    category: 'Hand Soap',
    image: '/public-objects/products/hand-soap-42.webp',
    imageUrl: null,
    images: ['/public-objects/products/hand-soap-42.webp', '/public-objects/lifestyle/hand-soap-42.webp'],
    imageAlts: [],
    imageSizes: [],
    sizes: ['16 oz', 'Refill Box'],
    fragranceFamily: 'Green Herbal',
    topNotes: 'Eucalyptus, Spearmint',
    heartNotes: 'Rosemary, Clary sage',
    baseNotes: 'Cedarwood, Vetiver',
    ritual: 'Wet hands, press the pump.',
    ingredients: 'Water, potassium cocoate.',
    sustainability: 'Amber glass bottle.',
    safety: 'For external use only.',
    scentNumber: '42',
    availableScents: SCENT_NUMBERS,
    burnTime: null,
    wickType: null,
    availability: sizes.map((size) => ({ size, status: 'in_stock' as const, available: null })),
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The demo catalogue's shape: five formats in four scents (20 products). */
export function catalogue(): ProductDto[] {
  let id = 0;
  return FORMATS.flatMap((format) =>
    SCENT_NUMBERS.map((scent) =>
      product({
        id: ++id,
        name: `${format.label} No. ${scent}`,
        slug: `${format.key}-no-${scent}`,
        category: format.category,
        price: format.price,
        refillPrice: format.refillPrice,
        sizes: format.sizes,
        scentNumber: scent,
        image: `/public-objects/products/${format.key}-${scent}.webp`,
        images: [`/public-objects/products/${format.key}-${scent}.webp`],
        burnTime: format.category === 'Candle' ? 'Approximately 45-50 hours' : null,
        wickType: format.category === 'Candle' ? 'Lead-free cotton wick' : null,
      }),
    ),
  );
}

/** An answer of GET /api/product-cards: the products grouped into cards by base slug, as one page. */
export function cardPage(
  products: ProductDto[],
  page: Partial<Omit<ProductCardPageDto, 'items'>> = {},
): ProductCardPageDto {
  const cards = new Map<string, ProductDto[]>();
  for (const item of products) cards.set(baseSlug(item.slug), [...(cards.get(baseSlug(item.slug)) ?? []), item]);
  const items = [...cards].map(([key, variants]) => ({ baseSlug: key, variants }));
  return { items, total: items.length, page: 1, pageSize: 24, ...page };
}

import type { ProductDto } from './dto/product.dto';
import { productCardPage } from './product-cards';

const product = (slug: string, category: string, sizes = ['16 oz']): ProductDto =>
  ({ slug, category, sizes, scentNumber: /-no-(\d+)$/.exec(slug)?.[1] ?? null }) as ProductDto;

const CATALOGUE = [
  product('hand-soap-no-92', 'Hand Soap', ['16 oz', 'Refill Box']),
  product('hand-soap-no-42', 'Hand Soap', ['16 oz', 'Refill Box']),
  product('counter-spray-no-42', 'Home Care'),
  product('pillow-mist-no-09', 'Aromatherapy'),
  product('candle-no-42', 'Candle', ['8 oz']),
];
const slugs = (page: ReturnType<typeof productCardPage>) => page.items.map((card) => card.variants.map((v) => v.slug));

describe('productCardPage', () => {
  it('groups scent variants into one card in the catalogue order, scents sorted', () => {
    const page = productCardPage(CATALOGUE, { page: 1, filter: 'all' });
    expect(page.items.map((card) => card.baseSlug)).toEqual(['hand-soap', 'counter-spray', 'pillow-mist', 'candle']);
    expect(slugs(page)[0]).toEqual(['hand-soap-no-42', 'hand-soap-no-92']);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 24 });
  });

  it('counts Home Care as surface spray and Aromatherapy as room mist; the refill view keeps Refill Box sizes', () => {
    expect(slugs(productCardPage(CATALOGUE, { page: 1, filter: 'surface-spray' }))).toEqual([['counter-spray-no-42']]);
    expect(slugs(productCardPage(CATALOGUE, { page: 1, filter: 'room-mist' }))).toEqual([['pillow-mist-no-09']]);
    expect(slugs(productCardPage(CATALOGUE, { page: 1, filter: 'refill' }))).toEqual([
      ['hand-soap-no-42', 'hand-soap-no-92'],
    ]);
  });

  it('keeps only the matching scent in each card, and can match nothing', () => {
    expect(slugs(productCardPage(CATALOGUE, { page: 1, filter: 'all', scent: '92' }))).toEqual([['hand-soap-no-92']]);
    expect(productCardPage(CATALOGUE, { page: 3, filter: 'candle', scent: '09' })).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 24,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { product } from '../../../test/products';
import {
  altSuggestion,
  categoryOptions,
  EMPTY_PRODUCT,
  productFormValues,
  productPayload,
  validateProduct,
} from './productForm';

const filled = {
  ...EMPTY_PRODUCT,
  name: 'Test Soap',
  price: '18.00',
  images: '/public-objects/products/hand-soap-42.webp',
  imageAlts: {
    '/public-objects/products/hand-soap-42.webp': 'Test Soap bottle',
    'https://cdn.example/a.webp': 'A',
    '/b.webp': 'B',
  },
};

describe('product form rules (docs/product.md, Input rules)', () => {
  it('requires a price and at least one image path', () => {
    const errors = validateProduct({ ...filled, price: ' ', images: ' , ,' });
    expect(errors.price).toBe('Price is required');
    expect(errors.images).toBe('At least one image path required');
    expect(validateProduct(filled)).toEqual({});
  });

  it('refuses a price that is not an amount and image paths that are not paths or URLs', () => {
    expect(validateProduct({ ...filled, price: '18.999' }).price).toBeDefined();
    expect(validateProduct({ ...filled, refillPrice: 'sixty' }).refillPrice).toBeDefined();
    expect(validateProduct({ ...filled, images: 'hand-soap.webp' }).images).toBeDefined();
    expect(validateProduct({ ...filled, images: 'https://cdn.example/a.webp, /b.webp' })).toEqual({});
  });

  it('defaults the category to Home Care', () => {
    expect(EMPTY_PRODUCT.category).toBe('Home Care');
  });

  it('splits images on commas and trims them; sizes become a list, empty when blank', () => {
    const payload = productPayload({ ...filled, images: ' /a.webp ,/b.webp, ', sizes: '' });
    expect(payload.images).toEqual(['/a.webp', '/b.webp']);
    expect(payload.sizes).toEqual([]);
    expect(productPayload({ ...filled, sizes: '16 oz, Refill Box' }).sizes).toEqual(['16 oz', 'Refill Box']);
  });

  it('sends availableScents as a list, or null when blank, and empty optional texts as null', () => {
    expect(productPayload({ ...filled, availableScents: '09, 42 ,62' }).availableScents).toEqual(['09', '42', '62']);
    const blank = productPayload({ ...filled, availableScents: '  ' });
    expect(blank.availableScents).toBeNull();
    expect(blank.burnTime).toBeNull();
    expect(blank.refillPrice).toBeNull();
  });

  it('shows an existing product with its lists joined and keeps a category outside the four', () => {
    const values = productFormValues(product({ category: 'Room Mist', availableScents: null, burnTime: null }));
    expect(values.images).toBe(
      '/public-objects/products/hand-soap-42.webp, /public-objects/lifestyle/hand-soap-42.webp',
    );
    expect(values.sizes).toBe('16 oz, Refill Box');
    expect(values.availableScents).toBe('');
    expect(values.burnTime).toBe('');
    expect(categoryOptions('Room Mist')).toEqual(['Home Care', 'Dish Soap', 'Hand Soap', 'Candle', 'Room Mist']);
    expect(categoryOptions('Candle')).toEqual(['Home Care', 'Dish Soap', 'Hand Soap', 'Candle']);
    expect(productPayload(values).category).toBe('Room Mist');
  });

  it('requires alt text for every picture and sends it in the order of the pictures', () => {
    const two = { ...filled, images: '/b.webp, /public-objects/products/hand-soap-42.webp' };
    expect(validateProduct(two)).toEqual({});
    expect(productPayload(two).imageAlts).toEqual(['B', 'Test Soap bottle']);
    expect(validateProduct({ ...two, imageAlts: { ...filled.imageAlts, '/b.webp': '  ' } }).imageAlts).toBe(
      'Give every picture its alt text',
    );
    expect(productFormValues(product({ images: ['/x.webp'], imageAlts: ['X bottle'] })).imageAlts).toEqual({
      '/x.webp': 'X bottle',
    });
    // Saved without alt texts: the ones the storefront draws.
    expect(productFormValues(product({ name: 'Y', images: ['/y.webp', '/z.webp'] })).imageAlts).toEqual({
      '/y.webp': 'Y',
      '/z.webp': 'Y in a home setting',
    });
  });

  it("suggests an alt text from the product's name and scent", () => {
    const values = { ...EMPTY_PRODUCT, name: 'Hand Soap No. 42', scentNumber: '42', fragranceFamily: 'Green Herbal' };
    expect(altSuggestion(values)).toBe('Hand Soap No. 42, Green Herbal scent');
    expect(altSuggestion({ ...values, name: 'Hand Soap', fragranceFamily: '' })).toBe('Hand Soap, scent No. 42');
  });
});

import type { CreateProductDto, ProductDto } from '../../../api/adminApi';
import { pictureAlt } from '../../../lib/images';
import { isMoneyString } from '../../../lib/money';
import { splitList } from '../shared/adminFormat';
import { ADMIN_CATEGORIES } from '@shop/site/rules.js';

/**
 * docs/product.md,  and Constants: the admin form offers four categories, Home Care first (the default); the API
 * accepts the same.
 */
export { ADMIN_CATEGORIES };
export type AdminCategory = (typeof ADMIN_CATEGORIES)[number];

const TEXT_FIELDS = [
  'fragranceFamily',
  'topNotes',
  'heartNotes',
  'baseNotes',
  'ritual',
  'ingredients',
  'sustainability',
  'safety',
  'scentNumber',
  'burnTime',
  'wickType',
] as const;
type OptionalTextField = (typeof TEXT_FIELDS)[number];

/** Every input of the form as the admin types it; lists are comma-separated text (docs/product.md, Input rules). */
export type ProductFormValues = Record<OptionalTextField, string> & {
  name: string;
  description: string;
  price: string;
  refillPrice: string;
  category: string;
  images: string;
  /** Alt text per picture path; every picture needs one. */
  imageAlts: Record<string, string>;
  sizes: string;
  availableScents: string;
};

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  refillPrice: '',
  category: 'Home Care',
  images: '',
  imageAlts: {},
  sizes: '',
  availableScents: '',
  fragranceFamily: '',
  topNotes: '',
  heartNotes: '',
  baseNotes: '',
  ritual: '',
  ingredients: '',
  sustainability: '',
  safety: '',
  scentNumber: '',
  burnTime: '',
  wickType: '',
};

/** An existing product in the form, its lists joined with ", ". */
export function productFormValues(product: ProductDto): ProductFormValues {
  const values: ProductFormValues = {
    ...EMPTY_PRODUCT,
    name: product.name,
    description: product.description ?? '',
    price: product.price,
    refillPrice: product.refillPrice ?? '',
    category: product.category,
    images: product.images.join(', '),
    // A picture saved without alt text starts from the one the storefront draws for it.
    imageAlts: Object.fromEntries(product.images.map((path, index) => [path, pictureAlt(product, index)])),
    sizes: product.sizes.join(', '),
    availableScents: (product.availableScents ?? []).join(', '),
  };
  for (const field of TEXT_FIELDS) values[field] = product[field] ?? '';
  return values;
}

/** The categories the select offers: the four, plus an existing product's other category so an edit keeps it. */
export function categoryOptions(current: string): string[] {
  return (ADMIN_CATEGORIES as readonly string[]).includes(current) || current === ''
    ? [...ADMIN_CATEGORIES]
    : [...ADMIN_CATEGORIES, current];
}

/**
 * docs/product.md, Input rules: 'Price is required', 'At least one image path required'; the rest mirrors the server's
 * rules.
 */
export function validateProduct(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (values.name.trim() === '') errors.name = 'Name is required';
  if (values.price.trim() === '') errors.price = 'Price is required';
  else if (!isMoneyString(values.price)) errors.price = 'Enter a price such as 18.00';
  if (values.refillPrice.trim() !== '' && !isMoneyString(values.refillPrice))
    errors.refillPrice = 'Enter a price such as 60.00, or leave it empty';
  const images = splitList(values.images);
  if (images.length === 0) errors.images = 'At least one image path required';
  else if (images.some((path) => !/^(\/|https?:\/\/)/.test(path)))
    errors.images = 'Each image path must start with / or http(s)://';
  if (images.some((path) => (values.imageAlts[path] ?? '').trim() === ''))
    errors.imageAlts = 'Give every picture its alt text';
  return errors;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The save rules of docs/product.md, Input rules: images split on commas and trimmed, sizes a list (empty when blank),
 * availableScents a
 * list or null when blank. Empty optional text is null; `image` is left to the server (it follows the first image).
 */
export function productPayload(values: ProductFormValues): CreateProductDto {
  const availableScents = splitList(values.availableScents);
  const payload: CreateProductDto = {
    name: values.name.trim(),
    description: values.description.trim(),
    price: values.price.trim(),
    refillPrice: orNull(values.refillPrice),
    category: values.category as AdminCategory,
    images: splitList(values.images),
    imageAlts: splitList(values.images).map((path) => (values.imageAlts[path] ?? '').trim()),
    sizes: splitList(values.sizes),
    availableScents: availableScents.length > 0 ? availableScents : null,
  };
  for (const field of TEXT_FIELDS) payload[field] = orNull(values[field]);
  return payload;
}

/** The alt text offered for a picture: the product's name, with its scent number and family when the name lacks them. */
export function altSuggestion(values: Pick<ProductFormValues, 'name' | 'scentNumber' | 'fragranceFamily'>): string {
  const name = values.name.trim();
  const scent = values.scentNumber.trim();
  const family = values.fragranceFamily.trim();
  const parts = [name, scent && !name.includes(scent) ? `scent No. ${scent}` : '', family ? `${family} scent` : ''];
  return parts.filter(Boolean).join(', ');
}

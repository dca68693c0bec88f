/**
 * The categories the admin form offers (docs/product.md, What the shop keeps and Constants); the seed also uses others,
 * such as Surface Spray.
 */
import { ADMIN_CATEGORIES } from '@shop/site/rules.js';

export { ADMIN_CATEGORIES };
export type AdminCategory = (typeof ADMIN_CATEGORIES)[number];
export const DEFAULT_ADMIN_CATEGORY: AdminCategory = ADMIN_CATEGORIES[0];

export function isAdminCategory(value: string): value is AdminCategory {
  return (ADMIN_CATEGORIES as readonly string[]).includes(value);
}

export const CATEGORY_RULE = `category must be one of ${ADMIN_CATEGORIES.join(', ')}`;

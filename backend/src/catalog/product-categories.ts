/** The categories the admin form offers (spec sections 3 and 9); the seed also uses others, such as Surface Spray. */
export const ADMIN_CATEGORIES = ['Home Care', 'Dish Soap', 'Hand Soap', 'Candle'] as const;
export type AdminCategory = (typeof ADMIN_CATEGORIES)[number];
export const DEFAULT_ADMIN_CATEGORY: AdminCategory = 'Home Care';

export function isAdminCategory(value: string): value is AdminCategory {
  return (ADMIN_CATEGORIES as readonly string[]).includes(value);
}

export const CATEGORY_RULE = `category must be one of ${ADMIN_CATEGORIES.join(', ')}`;

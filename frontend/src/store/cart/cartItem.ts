import { MAX_LINE_QUANTITY } from '@shop/site/rules.js';
import { isMoneyString } from '../../lib/money';
import { isLineSubscription, type LineSubscription } from './subscription';

/**
 * A cart line (docs/product.md, What the shop keeps), stored in the browser only. `price` is the unit price for this
 * size as a decimal string.
 */
export interface CartItem {
  productId: number;
  productName: string;
  size: string;
  quantity: number;
  price: string;
  image: string;
  /** Bought by subscription ('Subscribe & save'); absent for a one-time purchase. */
  subscription?: LineSubscription;
}

/** Upper bound per line (the API's too): keeps a hand-edited value from producing absurd totals. */
export { MAX_LINE_QUANTITY };

/** 'Hand Soap No. 42, 16 oz': names a line for icon buttons and announcements. */
export function lineName(item: Pick<CartItem, 'productName' | 'size'>): string {
  return item.size ? `${item.productName}, ${item.size}` : item.productName;
}

export function sameLine(a: Pick<CartItem, 'productId' | 'size'>, b: Pick<CartItem, 'productId' | 'size'>): boolean {
  return a.productId === b.productId && a.size === b.size;
}

/** True when a value read back from storage has every field of a cart line with a sane type and range. */
export function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(v.productId) &&
    (v.productId as number) > 0 &&
    typeof v.productName === 'string' &&
    v.productName.trim() !== '' &&
    typeof v.size === 'string' &&
    Number.isSafeInteger(v.quantity) &&
    (v.quantity as number) >= 1 &&
    (v.quantity as number) <= MAX_LINE_QUANTITY &&
    isMoneyString(v.price) &&
    typeof v.image === 'string' &&
    (v.subscription === undefined || isLineSubscription(v.subscription))
  );
}

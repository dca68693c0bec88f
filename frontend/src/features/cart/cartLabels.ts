import type { CartItem } from '../../app/cart/cartItem';

/** 'Hand Soap No. 42, 16 oz': names a line for icon buttons and announcements. */
export function lineName(item: Pick<CartItem, 'productName' | 'size'>): string {
  return item.size ? `${item.productName}, ${item.size}` : item.productName;
}

/** The drawer's subtitle, worded exactly as spec 2 gives it ('N item(s) in your cart'). */
export function itemCountText(count: number): string {
  return count === 0 ? 'Your cart is empty' : `${count} item(s) in your cart`;
}

import { writeCartCookie } from './cartCookie';
import { CartItem, isCartItem, sameLine } from './cartItem';

/** The localStorage key of the cart (docs/product.md, States). */
export const CART_STORAGE_KEY = 'cart';

/**
 * Reads a stored cart value. A value that is not JSON or not a list is discarded whole; inside a list, every line
 * that is not a valid cart item is dropped and duplicate lines are merged, so a hand-edited value cannot break a page.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const items: CartItem[] = [];
  for (const candidate of parsed) {
    // A cart is a subscription or a one-time order (docs/product.md): a line of the other kind than the first is dropped.
    if (!isCartItem(candidate) || (items.length > 0 && !items[0].subscription !== !candidate.subscription)) continue;
    const item: CartItem = {
      productId: candidate.productId,
      productName: candidate.productName,
      size: candidate.size,
      quantity: candidate.quantity,
      price: candidate.price,
      image: candidate.image,
      ...(candidate.subscription && { subscription: candidate.subscription }),
    };
    const existing = items.find((line) => sameLine(line, item));
    if (existing) existing.quantity += item.quantity;
    else items.push(item);
  }
  return items;
}

/** Storage can be missing or refuse access (private modes, quotas): the cart then lives for the visit only. */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function loadCart(): CartItem[] {
  try {
    return parseStoredCart(storage()?.getItem(CART_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Saves the cart, and mirrors it in the cart cookie the server paints /checkout's lines from (cartCookie.ts). */
export function saveCart(items: CartItem[]): void {
  writeCartCookie(items);
  try {
    storage()?.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Quota exceeded or storage disabled: keeping the in-memory cart is the best we can do.
  }
}

import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { toCents } from '../../lib/money';
import { CartItem, MAX_LINE_QUANTITY, sameLine } from './cartItem';
import { mixRefusal } from './subscription';

type LineKey = Pick<CartItem, 'productId' | 'size'>;

export interface CartState {
  items: CartItem[];
  drawerOpen: boolean;
  /** The line the shopper has just added: the mini-cart confirmation shows it until dismissed. */
  justAdded: LineKey | null;
  /**
   * False until the saved cart is read from localStorage, which only the browser has and only after hydration (the
   * server's HTML and the first client render show no cart): the badge shows nothing and /checkout keeps the cart's
   * space until then.
   */
  restored: boolean;
  /**
   * True when `items` are the lines the server read from the cart cookie and painted in /checkout's HTML (cartCookie.ts):
   * the page shows them before localStorage is read, and the saved cart replaces them after hydration.
   */
  fromServer: boolean;
}

export const initialCartState: CartState = {
  items: [],
  drawerOpen: false,
  justAdded: null,
  restored: false,
  fromServer: false,
};

/*
 * Action creators and a plain reducer rather than createSlice: createSlice runs every case through immer,
 * and a first-load module using it keeps immer and createSlice's code in the home page's first load;
 * without it they load with RTK Query. The toasts' slice does the same. The
 * action types are the ones createSlice gave ('cart/addItem'...); updates copy what they change, never mutate.
 */

/**
 * Same productId and size: the quantities add up; otherwise a new line is appended (docs/product.md, States). A cart is
 * a subscription or a one-time order: a line of the other kind is refused (the product page says so before), and a
 * subscribed line sets the frequency of the whole cart.
 */
export const addItem = createAction<CartItem>('cart/addItem');
/** Quantities below 1 are ignored: the minus button stops at 1, removing is its own action. */
export const updateQuantity = createAction<LineKey & { quantity: number }>('cart/updateQuantity');
export const removeItem = createAction<LineKey>('cart/removeItem');
export const clearCart = createAction('cart/clearCart');
/** The cart saved in this browser, read once after hydration. */
export const cartRestored = createAction<CartItem[]>('cart/cartRestored');
/** Another tab changed the stored cart. */
export const replaceItems = createAction<CartItem[]>('cart/replaceItems');
export const openCart = createAction('cart/openCart');
export const dismissAdded = createAction('cart/dismissAdded');
export const closeCart = createAction('cart/closeCart');

const capped = (quantity: number) => Math.min(MAX_LINE_QUANTITY, quantity);

const FIELDS = ['productId', 'productName', 'size', 'quantity', 'price', 'image'] as const;
function sameItems(a: CartItem[], b: CartItem[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (line, i) =>
        FIELDS.every((field) => line[field] === b[i][field]) &&
        line.subscription?.frequencyMonths === b[i].subscription?.frequencyMonths &&
        line.subscription?.discountPercent === b[i].subscription?.discountPercent,
    )
  );
}

export function cartReducer(state: CartState = initialCartState, action: UnknownAction): CartState {
  if (addItem.match(action)) {
    const added = action.payload;
    if (mixRefusal(state.items, Boolean(added.subscription))) return state;
    const justAdded = { productId: added.productId, size: added.size };
    const current = added.subscription
      ? state.items.map((line) => ({ ...line, subscription: added.subscription }))
      : state.items;
    const items = current.some((line) => sameLine(line, added))
      ? current.map((line) =>
          sameLine(line, added) ? { ...line, quantity: capped(line.quantity + added.quantity) } : line,
        )
      : [...current, { ...added, quantity: capped(added.quantity) }];
    return { ...state, items, justAdded };
  }
  if (updateQuantity.match(action)) {
    const { quantity } = action.payload;
    if (!Number.isSafeInteger(quantity) || quantity < 1 || !state.items.some((line) => sameLine(line, action.payload)))
      return state;
    const items = state.items.map((line) =>
      sameLine(line, action.payload) ? { ...line, quantity: capped(quantity) } : line,
    );
    return { ...state, items };
  }
  if (removeItem.match(action))
    return { ...state, items: state.items.filter((item) => !sameLine(item, action.payload)) };
  if (clearCart.match(action)) return { ...state, items: [] };
  if (cartRestored.match(action)) {
    // The saved cart is usually the one the server painted from the cart cookie: the same lines keep their
    // reference, so what reads only the lines does not render again right after hydration.
    const items = sameItems(state.items, action.payload) ? state.items : action.payload;
    return { ...state, items, restored: true, fromServer: false };
  }
  if (replaceItems.match(action)) return { ...state, items: action.payload };
  if (openCart.match(action)) return { ...state, drawerOpen: true, justAdded: null };
  if (dismissAdded.match(action)) return { ...state, justAdded: null };
  if (closeCart.match(action)) return { ...state, drawerOpen: false };
  return state;
}

/** Whether the cart's lines are known (restored, or painted by the server from the cart cookie) rather than still to come. */
export function cartKnown(state: CartState): boolean {
  return state.restored || state.fromServer;
}

/**
 * Derived values of docs/product.md, What the shop keeps: itemCount = sum of quantities; subtotal = sum of price ×
 * quantity, in cents.
 */
export function cartItemCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function cartSubtotalCents(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + toCents(item.price) * item.quantity, 0);
}

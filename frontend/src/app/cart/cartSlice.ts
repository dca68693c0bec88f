import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import { toCents } from '../../lib/money';
import { CartItem, MAX_LINE_QUANTITY, sameLine } from './cartItem';

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
}

export const initialCartState: CartState = { items: [], drawerOpen: false, justAdded: null, restored: false };

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** Same productId and size: the quantities add up; otherwise a new line is appended (spec 4). */
    addItem(state, action: PayloadAction<CartItem>) {
      state.justAdded = { productId: action.payload.productId, size: action.payload.size };
      const existing = state.items.find((line) => sameLine(line, action.payload));
      if (existing) existing.quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + action.payload.quantity);
      else state.items.push({ ...action.payload, quantity: Math.min(MAX_LINE_QUANTITY, action.payload.quantity) });
    },
    /** Quantities below 1 are ignored: the minus button stops at 1, removing is its own action. */
    updateQuantity(state, action: PayloadAction<LineKey & { quantity: number }>) {
      const { quantity } = action.payload;
      if (!Number.isSafeInteger(quantity) || quantity < 1) return;
      const line = state.items.find((item) => sameLine(item, action.payload));
      if (line) line.quantity = Math.min(MAX_LINE_QUANTITY, quantity);
    },
    removeItem(state, action: PayloadAction<LineKey>) {
      state.items = state.items.filter((item) => !sameLine(item, action.payload));
    },
    clearCart(state) {
      state.items = [];
    },
    /** The cart saved in this browser, read once after hydration. */
    cartRestored(state, action: PayloadAction<CartItem[]>) {
      state.items = action.payload;
      state.restored = true;
    },
    /** Another tab changed the stored cart. */
    replaceItems(state, action: PayloadAction<CartItem[]>) {
      state.items = action.payload;
    },
    openCart(state) {
      state.drawerOpen = true;
      state.justAdded = null;
    },
    dismissAdded(state) {
      state.justAdded = null;
    },
    closeCart(state) {
      state.drawerOpen = false;
    },
  },
});

export const { cartRestored, addItem, updateQuantity, removeItem, clearCart, replaceItems, openCart, closeCart, dismissAdded } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

/** Derived values of spec 3: itemCount = sum of quantities; subtotal = sum of price × quantity, in cents. */
export function cartItemCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function cartSubtotalCents(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + toCents(item.price) * item.quantity, 0);
}

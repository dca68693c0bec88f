import { describe, expect, it } from 'vitest';
import type { CartItem } from './cartItem';
import {
  addItem,
  cartItemCount,
  cartReducer,
  cartRestored,
  cartSubtotalCents,
  clearCart,
  closeCart,
  dismissAdded,
  initialCartState,
  openCart,
  removeItem,
  replaceItems,
  updateQuantity,
  type CartState,
} from './cartSlice';
import { freeShippingStatus } from '../../features/cart/freeShipping';
import { soapLine } from '../../test/cartLines';

const soap = soapLine();
const refill: CartItem = { ...soap, size: 'Refill Box', price: '60.00' };

const reduce = (...actions: Parameters<typeof cartReducer>[1][]) => actions.reduce(cartReducer, initialCartState);

describe('cart', () => {
  it('merges lines with the same product and size, and appends a different size', () => {
    const state = reduce(addItem(soap), addItem({ ...soap, quantity: 2 }), addItem(refill));
    expect(state.items).toEqual([
      { ...soap, quantity: 3 },
      { ...refill, quantity: 1 },
    ]);
  });

  it('derives the item count and subtotal in cents', () => {
    const state = reduce(addItem({ ...soap, quantity: 3 }), addItem(refill));
    expect(cartItemCount(state.items)).toBe(4);
    expect(cartSubtotalCents(state.items)).toBe(3 * 1800 + 6000);
  });

  it('never lets the quantity go below 1', () => {
    const state = reduce(
      addItem(soap),
      updateQuantity({ productId: 1, size: '16 oz', quantity: 0 }),
      updateQuantity({ productId: 1, size: '16 oz', quantity: -3 }),
    );
    expect(state.items[0].quantity).toBe(1);
  });

  it('changes the quantity of the right line only', () => {
    const state = reduce(
      addItem(soap),
      addItem(refill),
      updateQuantity({ productId: 1, size: 'Refill Box', quantity: 4 }),
    );
    expect(state.items.map((i) => i.quantity)).toEqual([1, 4]);
  });

  it('removes one line and clears the cart', () => {
    const removed = reduce(addItem(soap), addItem(refill), removeItem({ productId: 1, size: '16 oz' }));
    expect(removed.items).toEqual([refill]);
    expect(cartReducer(removed, clearCart()).items).toEqual([]);
  });

  it('never changes the state it is given (a plain reducer: no immer to copy on write)', () => {
    const deepFreeze = (state: CartState): CartState => {
      state.items.forEach((line) => Object.freeze(line));
      Object.freeze(state.items);
      if (state.justAdded) Object.freeze(state.justAdded);
      return Object.freeze(state);
    };
    const before = deepFreeze(reduce(addItem(soap), addItem(refill)));
    const snapshot = structuredClone(before);
    const actions = [
      addItem(soap),
      updateQuantity({ productId: 1, size: '16 oz', quantity: 5 }),
      removeItem({ productId: 1, size: '16 oz' }),
      clearCart(),
      cartRestored([soap]),
      replaceItems([refill]),
      openCart(),
      dismissAdded(),
      closeCart(),
    ];
    for (const action of actions) expect(() => cartReducer(before, action)).not.toThrow();
    expect(before).toEqual(snapshot);
    expect(cartReducer(before, addItem(soap)).items[0].quantity).toBe(2);
    expect(
      cartReducer(before, updateQuantity({ productId: 1, size: '16 oz', quantity: 5 })).items.map((i) => i.quantity),
    ).toEqual([5, 1]);
  });

  it('keeps the lines the server painted when the saved cart restored is the same, and takes the saved one otherwise', () => {
    const painted = [soap, refill];
    const fromServer: CartState = { ...initialCartState, items: painted, fromServer: true };
    const same = cartReducer(fromServer, cartRestored([{ ...soap }, { ...refill }]));
    expect(same.items).toBe(painted);
    expect(same).toMatchObject({ restored: true, fromServer: false });
    const saved = [{ ...soap, price: '19.00' }, refill];
    expect(cartReducer(fromServer, cartRestored(saved)).items).toBe(saved);
    expect(cartReducer(fromServer, cartRestored([refill, soap])).items).toEqual([refill, soap]);
  });

  it('keeps the state as it is for an update of a line that is not in the cart', () => {
    const state = reduce(addItem(soap));
    expect(cartReducer(state, updateQuantity({ productId: 2, size: '16 oz', quantity: 3 }))).toBe(state);
  });

  it('says how far the cart is from free shipping', () => {
    expect(freeShippingStatus(2200)).toEqual({
      qualifies: false,
      percent: 22,
      message: 'Add $78.00 more for free shipping',
    });
    expect(freeShippingStatus(9999).message).toBe('Add $0.01 more for free shipping');
    expect(freeShippingStatus(10000)).toEqual({
      qualifies: true,
      percent: 100,
      message: 'You qualify for free shipping!',
    });
    expect(freeShippingStatus(25000).percent).toBe(100);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../store';
import type { CartItem } from './cartItem';
import { CART_STORAGE_KEY, loadCart, parseStoredCart } from './cartStorage';
import { addItem } from './cartSlice';
import { persistCart } from './persistCart';

const line: CartItem = {
  productId: 7,
  productName: 'Room Mist No. 42',
  size: '16 oz',
  quantity: 2,
  price: '22.00',
  image: '/public-objects/products/room-mist-42.webp',
};

describe('stored cart', () => {
  afterEach(() => localStorage.clear());

  it('reads back a saved cart', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]));
    expect(loadCart()).toEqual([line]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"productId":1}'],
    ['null', 'null'],
    ['a string', '"cart"'],
  ])('discards a value that is %s', (_name, raw) => {
    expect(parseStoredCart(raw)).toEqual([]);
  });

  it.each([
    ['a negative quantity', { quantity: -1 }],
    ['a fractional quantity', { quantity: 1.5 }],
    ['a huge quantity', { quantity: 1e9 }],
    ['a numeric price', { price: 22 }],
    ['a price that is not money', { price: 'free' }],
    ['a missing name', { productName: '' }],
    ['a string product id', { productId: '7' }],
    ['no image', { image: undefined }],
  ])('drops a hand-edited line with %s and keeps the valid ones', (_name, change) => {
    const raw = JSON.stringify([
      { ...line, ...change },
      { ...line, productId: 8 },
    ]);
    expect(parseStoredCart(raw)).toEqual([{ ...line, productId: 8 }]);
  });

  it('strips unknown fields and merges duplicate lines', () => {
    const raw = JSON.stringify([{ ...line, admin: true }, line]);
    expect(parseStoredCart(raw)).toEqual([{ ...line, quantity: 4 }]);
  });

  it('saves every change under the key "cart"', () => {
    const store = makeStore();
    const stop = persistCart(store);
    store.dispatch(addItem(line));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '')).toEqual([line]);
    stop();
  });

  it('follows a change made in another tab', () => {
    const store = makeStore();
    const stop = persistCart(store);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: JSON.stringify([line]) }));
    expect(store.getState().cart.items).toEqual([line]);
    stop();
  });
});

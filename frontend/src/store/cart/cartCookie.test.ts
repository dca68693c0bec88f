import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../store';
import { CART_COOKIE_MAX_LENGTH, cartCookieAssignment, cartCookieValue, parseCartCookie } from './cartCookie';
import type { CartItem } from './cartItem';
import { addItem, clearCart } from './cartSlice';
import { persistCart } from './persistCart';
import { soapLine } from '../../test/cartLines';

const soap = soapLine({ quantity: 2 });
const refill: CartItem = { ...soap, productId: 12, size: 'Refill Box', quantity: 1, price: '60.00' };

describe('cart cookie', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('carries product, size and quantity of each line, never a name or a price', () => {
    expect(cartCookieValue([soap, refill])).toBe('1~16%20oz~2|12~Refill%20Box~1');
  });

  it('reads back what it writes, sizes with separators included', () => {
    const lines = [
      { productId: 1, size: '16 oz', quantity: 2 },
      { productId: 7, size: 'odd~size|50% ; "x"', quantity: 99 },
    ];
    expect(parseCartCookie(cartCookieValue(lines))).toEqual(lines);
  });

  it('mirrors nothing for an empty cart, or one too long for a cookie', () => {
    expect(cartCookieValue([])).toBeNull();
    const many = Array.from({ length: 60 }, (_, i) => ({ productId: i + 1, size: 'Refill Box', quantity: 1 }));
    expect(cartCookieValue(many)).toBeNull();
    const long = Array.from({ length: 40 }, (_, i) => ({
      productId: 100_000 + i,
      size: 'Refill Box (limited)',
      quantity: 10,
    }));
    expect(cartCookieValue(long)).toBeNull();
  });

  it.each([
    ['garbage', 'hello'],
    ['a price field', '1~16%20oz~2~0.01'],
    ['a missing quantity', '1~16%20oz'],
    ['a negative quantity', '1~16%20oz~-2'],
    ['a zero quantity', '1~16%20oz~0'],
    ['a fractional quantity', '1~16%20oz~1.5'],
    ['a zero product id', '0~16%20oz~1'],
    ['a product id that is not a number', 'abc~16%20oz~1'],
    ['an empty size', '1~~1'],
    ['a size that does not decode', '1~%E0%A4%A~1'],
    ['an oversize value', `1~16%20oz~1|${'2~16%20oz~1|'.repeat(200)}`],
    ['too many lines', Array.from({ length: 51 }, (_, i) => `${i + 1}~a~1`).join('|')],
    ['an empty line', '1~16%20oz~1|'],
  ])('discards the whole value for %s', (_name, value) => {
    expect(parseCartCookie(value)).toEqual([]);
  });

  it('caps quantities like the cart and merges duplicate lines', () => {
    expect(parseCartCookie('1~16%20oz~500|1~16%20oz~3|2~8%20oz~60|2~8%20oz~60')).toEqual([
      { productId: 1, size: '16 oz', quantity: 99 },
      { productId: 2, size: '8 oz', quantity: 99 },
    ]);
  });

  it('is a Lax cookie of /checkout, deleted when there is nothing to mirror', () => {
    expect(cartCookieAssignment([soap], false)).toBe('cart=1~16%20oz~2; Path=/checkout; SameSite=Lax; Max-Age=7776000');
    expect(cartCookieAssignment([soap], true)).toContain('; Secure');
    expect(cartCookieAssignment([], false)).toBe('cart=; Path=/checkout; SameSite=Lax; Max-Age=0');
    expect(CART_COOKIE_MAX_LENGTH).toBeLessThan(4096);
  });

  it('is written wherever the cart is saved, and deleted when the cart is cleared', () => {
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    const store = makeStore();
    const stop = persistCart(store);
    store.dispatch(addItem(soap));
    store.dispatch(addItem(refill));
    store.dispatch(clearCart());
    stop();
    expect(written).toEqual([
      expect.stringMatching(/^cart=1~16%20oz~2; Path=\/checkout;/),
      expect.stringMatching(/^cart=1~16%20oz~2\|12~Refill%20Box~1; Path=\/checkout;/),
      expect.stringMatching(/^cart=; Path=\/checkout; SameSite=Lax; Max-Age=0$/),
    ]);
  });
});

import { CART_COOKIE_MAX_LENGTH, cartCookieFor } from './cart-cookie';

describe('the cart cookie of a page request', () => {
  it('is passed on for /checkout only, with or without a query', () => {
    expect(cartCookieFor('/checkout', 'theme=dark; cart=1~16%20oz~2|5~Refill%20Box~1; other=x')).toBe(
      '1~16%20oz~2|5~Refill%20Box~1',
    );
    expect(cartCookieFor('/checkout?utm_source=mail', 'cart=1~16%20oz~2')).toBe('1~16%20oz~2');
    for (const path of ['/', '/products', '/products/hand-soap-no-42', '/checkoutx', '/journal'])
      expect(cartCookieFor(path, 'cart=1~16%20oz~2')).toBeUndefined();
  });

  it('is not passed on when missing, empty or longer than the storefront ever writes', () => {
    expect(cartCookieFor('/checkout', undefined)).toBeUndefined();
    expect(cartCookieFor('/checkout', 'carts=1~a~1; xcart=1~a~1')).toBeUndefined();
    expect(cartCookieFor('/checkout', 'cart=')).toBeUndefined();
    expect(cartCookieFor('/checkout', `cart=${'1'.repeat(CART_COOKIE_MAX_LENGTH + 1)}`)).toBeUndefined();
    expect(cartCookieFor('/checkout', `cart=${'1'.repeat(CART_COOKIE_MAX_LENGTH)}`)).toHaveLength(
      CART_COOKIE_MAX_LENGTH,
    );
  });
});

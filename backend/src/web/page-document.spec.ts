import { createHash } from 'node:crypto';
import {
  APP_HEAD,
  APP_HTML,
  CART_COOKIE_MAX_LENGTH,
  cartCookieFor,
  EARLY_ACTIONS,
  fillTemplate,
  scriptSafeJson,
} from '@shop/site/page-document.js';
import { EARLY_ACTIONS_CSP_SOURCE } from './page-csp';

const TEMPLATE = `<!doctype html><html><head><title>T</title>${APP_HEAD}</head><body><div id="root">${APP_HTML}</div></body></html>`;

describe('the server-rendered page (@shop/site page-document.js)', () => {
  it("puts the render's head into the head and its HTML into the root", () => {
    expect(fillTemplate(TEMPLATE, { head: '<style>a{}</style>', html: '<main>Hand Soap</main>' })).toBe(
      '<!doctype html><html><head><title>T</title><style>a{}</style></head><body><div id="root"><main>Hand Soap</main></div></body></html>',
    );
    expect(fillTemplate(TEMPLATE, { head: '', html: '' })).toContain('<div id="root"></div>');
  });

  it('keeps `$` sequences of the app as they are (no replacement patterns)', () => {
    expect(fillTemplate(TEMPLATE, { head: '', html: "<p>$18.00 $& $'</p>" })).toContain("<p>$18.00 $& $'</p>");
  });

  it("gives the page's CSP the hash of exactly the early-actions script's text", () => {
    expect(EARLY_ACTIONS).not.toContain('<');
    expect(EARLY_ACTIONS_CSP_SOURCE).toBe(`'sha256-${createHash('sha256').update(EARLY_ACTIONS).digest('base64')}'`);
  });

  it('escapes JSON data so no string in it can close the script element or start a comment', () => {
    const json = scriptSafeJson({ name: '</script><script>alert(1)</script><!--' });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('<!--');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script><!--' });
  });
});

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

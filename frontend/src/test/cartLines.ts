import type { CartItem } from '../store/cart/cartItem';

/** The tests' usual cart line: Hand Soap No. 42, 16 oz at $18.00, with what a test needs changed. */
export function soapLine(changes: Partial<CartItem> = {}): CartItem {
  return {
    productId: 1,
    productName: 'Hand Soap No. 42',
    size: '16 oz',
    quantity: 1,
    price: '18.00',
    image: '/public-objects/products/hand-soap-42.webp',
    ...changes,
  };
}

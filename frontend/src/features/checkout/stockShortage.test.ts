import { describe, expect, it } from 'vitest';
import { withAvailableQuantities } from './checkoutRequest';
import { unavailableLines } from './paymentErrors';

const line = (productId: number, size: string, quantity: number) => ({
  productId,
  productName: `P${productId}`,
  size,
  quantity,
  price: '18.00',
  image: '/x.webp',
});

describe('a 409 for lines the stock cannot fill', () => {
  const error = {
    status: 409,
    data: {
      statusCode: 409,
      error: 'Only 2 of P1 (16 oz) left.',
      message: '…',
      unavailable: [
        { productId: 1, size: '16 oz', productName: 'P1', requested: 3, available: 2 },
        { productId: 2, size: '8 oz', productName: 'P2', requested: 1, available: 0 },
      ],
    },
  };

  it('is read from the body, and only from a 409 that carries it', () => {
    expect(unavailableLines(error)).toHaveLength(2);
    expect(unavailableLines({ status: 409, data: { statusCode: 409, error: 'x', message: 'y' } })).toBeUndefined();
    expect(unavailableLines({ ...error, status: 400 })).toBeUndefined();
  });

  it('lowers each short line to what is left and drops a sold-out one', () => {
    const cart = [line(1, '16 oz', 3), line(2, '8 oz', 1), line(1, 'Refill Box', 1)];
    expect(withAvailableQuantities(cart, unavailableLines(error) ?? [])).toEqual([
      line(1, '16 oz', 2),
      line(1, 'Refill Box', 1),
    ]);
  });
});

import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import type { CartItem } from '../../store/cart/cartItem';
import { addItem } from '../../store/cart/cartSlice';
import { MiniCart } from './MiniCart';
import { soapLine } from '../../test/cartLines';

const soap = soapLine();
const refill: CartItem = {
  productId: 2,
  productName: 'Dish Soap No. 42',
  size: 'Refill Box',
  quantity: 1,
  price: '60.00',
  image: '/public-objects/products/refill-box-42.webp',
};

describe('MiniCart', () => {
  it('leaves a phone to the toast alone', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 599.95px)' }));
    try {
      const { store } = renderWithProviders(<MiniCart />, { cart: [soap] });
      act(() => void store.dispatch(addItem(refill)));
      expect(screen.queryByTestId('mini-cart')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('stays hidden until something is added', () => {
    renderWithProviders(<MiniCart />, { cart: [soap] });
    expect(screen.queryByTestId('mini-cart')).toBeNull();
  });

  it('shows the line just added and the subtotal; View cart opens the drawer', async () => {
    const { store, user } = renderWithProviders(<MiniCart />, { cart: [soap] });
    store.dispatch(addItem(refill));
    const panel = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(panel).toHaveTextContent('Dish Soap No. 42');
    expect(panel).toHaveTextContent('Size: Refill Box (3 Liters) · Qty: 1');
    expect(within(panel).getByTestId('mini-cart-subtotal')).toHaveTextContent('$78.00');
    await user.click(within(panel).getByRole('button', { name: 'View cart' }));
    expect(store.getState().cart.drawerOpen).toBe(true);
    expect(screen.queryByTestId('mini-cart')).toBeNull();
  });

  it('Checkout goes to /checkout; Escape dismisses', async () => {
    const { store, user } = renderWithProviders(<MiniCart />);
    store.dispatch(addItem(soap));
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    store.dispatch(addItem(soap));
    await screen.findByTestId('mini-cart');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('mini-cart')).toBeNull();
  });

  it('closes on a tap outside it and on a scroll, not on a tap inside', async () => {
    const { store, user } = renderWithProviders(<MiniCart />);
    store.dispatch(addItem(soap));
    const panel = await screen.findByTestId('mini-cart');
    await user.click(within(panel).getByRole('heading', { name: 'Added to your cart' }));
    expect(screen.getByTestId('mini-cart')).toBeInTheDocument();
    await user.click(screen.getByTestId('location'));
    expect(screen.queryByTestId('mini-cart')).toBeNull();

    store.dispatch(addItem(soap));
    await screen.findByTestId('mini-cart');
    act(() => {
      window.scrollY = 200;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByTestId('mini-cart')).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import type { CartItem } from '../../store/cart/cartItem';
import { CartAnnouncer } from './CartAnnouncer';
import { CartDrawer } from './CartDrawer';
import { openCart } from '../../store/cart/cartSlice';
import { soapLine } from '../../test/cartLines';

const soap = soapLine({ quantity: 2 });
const refill: CartItem = { ...soap, size: 'Refill Box', quantity: 1, price: '60.00' };

function renderOpen(cart: CartItem[]) {
  const view = renderWithProviders(
    <>
      <CartDrawer />
      <CartAnnouncer />
    </>,
    { cart },
  );
  view.store.dispatch(openCart());
  return view;
}

describe('CartDrawer', () => {
  it('shows the empty state', async () => {
    const { user } = renderOpen([]);
    const dialog = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(within(dialog).getAllByText('Your cart is empty')).toHaveLength(2); // subtitle and heading
    expect(within(dialog).getByText('Add some products to get started')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue Shopping' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
  });

  it('lists the lines with their size, quantity and line price, and the subtotal', async () => {
    renderOpen([soap, refill]);
    const dialog = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(within(dialog).getByText('3 item(s) in your cart')).toBeInTheDocument();
    expect(within(dialog).getByText('Size: 16 oz')).toBeInTheDocument();
    // Worded as the product page's size option, so the shopper recognises what they chose.
    expect(within(dialog).getByText('Size: Refill Box (3 Liters)')).toBeInTheDocument();
    expect(within(dialog).getByText('$36.00')).toBeInTheDocument();
    expect(within(dialog).getByText('$60.00')).toBeInTheDocument();
    expect(within(dialog).getByTestId('cart-subtotal')).toHaveTextContent('$96.00');
    expect(within(dialog).getByText('Add $4.00 more for free shipping')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Progress toward free shipping' })).toHaveAttribute(
      'aria-valuenow',
      '96',
    );
    expect(within(dialog).getByText('Shipping calculated at checkout')).toBeInTheDocument();
  });

  it('changes quantities with buttons named after the product, stops at 1, removes and announces', async () => {
    const { user, store } = renderOpen([{ ...soap, quantity: 1 }]);
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Decrease quantity of Hand Soap No. 42, 16 oz' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Hand Soap No. 42, 16 oz' }));
    expect(store.getState().cart.items[0].quantity).toBe(2);
    expect(
      screen.getByText('Cart updated: 2 item(s) in your cart, subtotal $36.00. Add $64.00 more for free shipping.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Hand Soap No. 42, 16 oz' }));
    expect(store.getState().cart.items[0].quantity).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Remove Hand Soap No. 42, 16 oz' }));
    expect(store.getState().cart.items).toEqual([]);
    expect(screen.getAllByText('Your cart is empty').length).toBeGreaterThan(0);
  });

  it('says when the cart qualifies for free shipping', async () => {
    renderOpen([{ ...refill, quantity: 2 }]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('You qualify for free shipping!')).toBeInTheDocument();
  });

  it('goes to checkout and closes', async () => {
    const { user, store } = renderOpen([soap]);
    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    expect(store.getState().cart.drawerOpen).toBe(false);
  });

  it('closes on Escape', async () => {
    const { user, store } = renderOpen([soap]);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(store.getState().cart.drawerOpen).toBe(false);
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../App';
import { preloadScreen } from '../routes';
import { Providers } from '../Providers';
import { makeStore } from '../../store/store';
import { fakeApi, pending } from '../../test/fakeApi';
import type { CartItem } from '../../store/cart/cartItem';
import { soapLine } from '../../test/cartLines';

const soap = soapLine({ quantity: 3 });

function renderApp(route: string, cart: CartItem[] = []) {
  fakeApi({ 'GET /api/products': pending });
  return render(
    <Providers store={makeStore(cart)}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
}

describe('the app shell', () => {
  it("shows 'Page Not Found' for an unknown route, inside the header and footer", async () => {
    renderApp('/no-such-page');
    // Lazy chunks compile on first import under jsdom, and on a busy machine that can outlast the default second.
    expect(await screen.findByRole('heading', { name: 'Page Not Found' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Natural House');
  });

  it('lazy-loads each placeholder screen at its route', async () => {
    renderApp('/admin-orders');
    // The back office is one chunk with its charts: slower to import under jsdom than a storefront screen (it took
    // more than 10 s once on the 2-core machine at load average 16).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Access' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex,nofollow');
  }, 40_000);

  it('renders a preloaded screen at once, without the loading spinner over the first paint', async () => {
    await preloadScreen('/refills');
    renderApp('/refills');
    // Synchronously after the first render: no Suspense fallback, the screen itself.
    expect(screen.queryByLabelText('Loading page')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Refill, Reuse, Rejoice' })).toBeInTheDocument();
  });

  it('highlights the active nav link and hides the cart badge when the cart is empty', async () => {
    renderApp('/products');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Products', 'Refills', 'Journal']);
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Open cart' })).toBeInTheDocument();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('shows the item count on the cart button and opens the drawer as a dialog', async () => {
    renderApp('/', [soap]);
    const button = screen.getByRole('button', { name: 'Open cart, 3 items' });
    expect(within(button).getByText('3')).toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Shopping Cart' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('opens the mobile menu as a dialog with the four links', async () => {
    renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Products', 'Refills', 'Journal']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('has the footer of docs/product.md', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('Premium home care essentials for mindful living')).toBeInTheDocument();
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Natural House. All rights reserved.`),
    ).toBeInTheDocument();
    const learn = within(footer).getByRole('navigation', { name: 'Learn & Explore' });
    expect(
      within(learn)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/products', '/refills', '/journal', '/orders/status']);
    expect(within(learn).getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/orders/status');
    const sisters = within(
      within(footer).getByRole('navigation', { name: 'Sister Brands' }).querySelector('ul')!,
    ).getAllByRole('link');
    expect(sisters).toHaveLength(3);
    for (const link of sisters) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(within(footer).getAllByRole('link', { name: /^Natural House on / })).toHaveLength(4);
    const staff = within(within(footer).getByRole('navigation', { name: 'Staff' })).getAllByRole('link');
    expect(staff.map((l) => [l.getAttribute('href'), l.textContent])).toEqual([
      ['/admin-promo-codes', ''],
      ['/admin-products', ''],
      ['/admin-orders', ''],
      ['/admin', ''],
    ]);
    expect(staff.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Staff: promo codes',
      'Staff: products',
      'Staff: orders',
      'Staff: sales dashboard',
    ]);
    expect(await within(footer).findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('survives a corrupt stored cart', async () => {
    localStorage.setItem('cart', '{"not":"a list"');
    const { loadCart } = await import('../../store/cart/cartStorage');
    renderApp('/', loadCart());
    expect(screen.getByRole('button', { name: 'Open cart' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '../../api/enhanced';
import { fakeApi, pending } from '../../test/fakeApi';
import { cardPage, catalogue } from '../../test/products';
import { renderWithProviders } from '../../test/renderWithProviders';
import { rememberStatusToken } from '../../lib/placedOrderState';
import { HomePage } from './HomePage';

/** GET /api/product-cards as the server answers it: only the asked scent's variants. */
const signatureCards = (products: ProductDto[]) => async (url: URL) => ({
  body: cardPage(products.filter((p) => p.scentNumber === url.searchParams.get('scent'))),
});

describe('HomePage', () => {
  // The collection's cards, the sections below it and the head are lazy chunks: compiled once here, so that on a busy
  // machine their first compilation does not eat into a test's wait.
  beforeAll(() =>
    Promise.all([import('./CollectionGrid'), import('./LowerSections'), import('../../head/FetchedPageHead')]),
  );

  it('shows the hero and four placeholders while the collection loads, then the sections below', async () => {
    fakeApi({ 'GET /api/product-cards': pending });
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Where Home Care Meets Self-Care' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Collection' })).toHaveAttribute('href', '/products');
    expect(screen.getAllByRole('link', { name: 'Explore Refills' })[0]).toHaveAttribute('href', '/refills');
    expect(screen.getAllByTestId('product-placeholder')).toHaveLength(4);
    expect(await screen.findByRole('heading', { name: 'The Natural House Difference' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Refill, Reuse, Rejoice' })).toBeInTheDocument();
  });

  it('shows four scent-42 products, one per chosen category', async () => {
    const calls = fakeApi({ 'GET /api/product-cards': signatureCards(catalogue()) });
    renderWithProviders(<HomePage />);
    const section = screen.getByRole('region', { name: 'Our Collection' });
    const links = await within(section).findAllByRole('link', { name: /Explore Details/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/products/room-mist-no-42',
      '/products/soy-wax-candle-no-42',
      '/products/hand-soap-no-42',
      '/products/dish-soap-no-42',
    ]);
    expect(within(section).getByText('$34.00')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/product-cards?scent=42']);
  });

  it('shows a retry when the collection fails', async () => {
    fakeApi({ 'GET /api/product-cards': { status: 500 } });
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the empty text when no product is in scent 42', async () => {
    fakeApi({ 'GET /api/product-cards': signatureCards(catalogue().filter((p) => p.scentNumber !== '42')) });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('No products available at the moment.')).toBeInTheDocument();
  });

  it('keeps one Why Refillable answer open at a time, and closes it again', async () => {
    fakeApi({ 'GET /api/product-cards': pending });
    const { user } = renderWithProviders(<HomePage />);
    const section = await screen.findByRole('region', { name: 'Why Refillable' });
    const questions = within(section).getAllByRole('button');
    expect(questions).toHaveLength(4);
    await user.click(questions[0]);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    await user.click(questions[1]);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
    expect(questions[1]).toHaveAttribute('aria-expanded', 'true');
    await user.click(questions[1]);
    expect(questions[1]).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the placed order in a banner from the history state until it is closed', async () => {
    fakeApi({ 'GET /api/product-cards': pending });
    const placedOrder = { orderNumber: 1042, totalCents: 3600, email: 'ada@example.com' };
    const { user } = renderWithProviders(<HomePage />, { route: { pathname: '/', state: { placedOrder } } });
    const banner = await screen.findByRole('region', { name: 'Order confirmation' });
    expect(within(banner).getByRole('heading', { name: 'Thank you! Order #1042 is placed.' })).toBeInTheDocument();
    expect(banner).toHaveTextContent('Total $36.00. We sent a confirmation to ada@example.com.');
    expect(within(banner).getByRole('status')).toHaveTextContent('Thank you! Order #1042 is placed.Total $36.00.');
    expect(within(banner).getByRole('link', { name: 'View your order' })).toHaveAttribute('href', '/orders/status');
    await user.click(within(banner).getByRole('button', { name: 'Close order confirmation' }));
    expect(screen.queryByRole('region', { name: 'Order confirmation' })).not.toBeInTheDocument();
  });

  it("links the banner to the order's signed status page when this tab placed the order", async () => {
    fakeApi({ 'GET /api/product-cards': pending });
    rememberStatusToken(1043, '1043.signed');
    const placedOrder = { orderNumber: 1043, totalCents: 3600, email: 'ada@example.com' };
    renderWithProviders(<HomePage />, { route: { pathname: '/', state: { placedOrder } } });
    const banner = await screen.findByRole('region', { name: 'Order confirmation' });
    expect(within(banner).getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      '/orders/status?token=1043.signed',
    );
  });

  it('shows no banner without a placed order, or with a state it does not recognise', () => {
    fakeApi({ 'GET /api/product-cards': pending });
    renderWithProviders(<HomePage />, { route: { pathname: '/', state: { placedOrder: { orderNumber: 'x' } } } });
    expect(screen.queryByRole('region', { name: 'Order confirmation' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, pending } from '../../test/fakeApi';
import { cardPage, catalogue } from '../../test/products';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProductListPage } from './ProductListPage';

const cardNames = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('ProductListPage', () => {
  it('shows five placeholders while loading', () => {
    fakeApi({ 'GET /api/product-cards': pending });
    renderWithProviders(<ProductListPage />, { route: '/products' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Products' })).toBeInTheDocument();
    expect(screen.getAllByTestId('product-placeholder')).toHaveLength(5);
  });

  it('says so when there are no products', async () => {
    fakeApi({ 'GET /api/product-cards': { body: cardPage([]) } });
    renderWithProviders(<ProductListPage />, { route: '/products' });
    expect(await screen.findByText('No products available at the moment.')).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    let fail = true;
    fakeApi({
      'GET /api/product-cards': async () =>
        fail ? { status: 500, body: { statusCode: 500, error: 'x', message: 'y' } } : { body: cardPage(catalogue()) },
    });
    const { user } = renderWithProviders(<ProductListPage />, { route: '/products' });
    expect(await screen.findByText(/couldn't load our products/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(5);
  });

  it('shows one card per product, scent 42 selected, and switches scent on the card', async () => {
    fakeApi({ 'GET /api/product-cards': { body: cardPage(catalogue()) } });
    const { user } = renderWithProviders(<ProductListPage />, { route: '/products' });
    expect(await screen.findAllByRole('article')).toHaveLength(5);
    expect(cardNames()).toContain('Hand Soap No. 42');
    const card = screen.getByRole('article', { name: 'Hand Soap No. 42' });
    expect(within(card).getByRole('button', { name: 'No. 42 Herbal Sanctuary' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(card).getByRole('button', { name: 'No. 92 Lavender Vanilla' }));
    const switched = screen.getByRole('article', { name: 'Hand Soap No. 92' });
    expect(within(switched).getByRole('link', { name: /View Product/ })).toHaveAttribute(
      'href',
      '/products/hand-soap-no-92',
    );
  });

  it('asks the API for the filters chosen, from page 1, and keeps them in the address', async () => {
    const byScent = (url: URL) => {
      const scent = url.searchParams.get('scent');
      const category = url.searchParams.get('filter') === 'candle' ? 'Candle' : undefined;
      const products = catalogue().filter(
        (p) => (!scent || p.scentNumber === scent) && (!category || p.category === category),
      );
      return Promise.resolve({ body: cardPage(products) });
    };
    const calls = fakeApi({ 'GET /api/product-cards': byScent });
    const { user } = renderWithProviders(<ProductListPage />, { route: '/products?page=2&utm_source=x' });
    await screen.findAllByRole('article');
    await user.selectOptions(screen.getByLabelText('Fragrance'), '62');
    await screen.findByRole('article', { name: 'Hand Soap No. 62' });
    expect(cardNames()).toEqual([
      'Hand Soap No. 62',
      'Dish Soap No. 62',
      'Surface Spray No. 62',
      'Room Mist No. 62',
      'Soy Wax Candle No. 62',
    ]);
    await user.selectOptions(screen.getByLabelText('Format'), 'candle');
    await waitFor(() => expect(cardNames()).toEqual(['Soy Wax Candle No. 62']));
    expect(screen.getByTestId('location')).toHaveTextContent('/products?utm_source=x&scent=62&filter=candle');
    expect(calls.map((call) => call.path)).toEqual([
      '/api/product-cards?page=2',
      '/api/product-cards?scent=62',
      '/api/product-cards?filter=candle&scent=62',
    ]);
  });

  it('links every page with the filters kept, marks the current one and says how many there are', async () => {
    fakeApi({
      'GET /api/product-cards': { body: cardPage(catalogue().slice(0, 4), { total: 50, page: 2 }) },
    });
    renderWithProviders(<ProductListPage />, { route: '/products?scent=42&page=2' });
    const pages = await screen.findByRole('navigation', { name: 'Product pages' });
    const link = (name: string) => within(pages).getByRole('link', { name });
    expect(link('Go to page 1')).toHaveAttribute('href', '/products?scent=42');
    expect(link('Go to page 3')).toHaveAttribute('href', '/products?scent=42&page=3');
    expect(link('Go to next page')).toHaveAttribute('href', '/products?scent=42&page=3');
    expect(link('page 2')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('status')).toHaveTextContent('50 products · page 2 of 3');
  });

  it('shows no page links when one page holds the list', async () => {
    fakeApi({ 'GET /api/product-cards': { body: cardPage(catalogue()) } });
    renderWithProviders(<ProductListPage />, { route: '/products' });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('navigation', { name: 'Product pages' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^5 products$/);
  });

  it.each([
    ['room-mist', 'Room Mist (Aromatherapy)', 'room-mist'],
    ['aromatherapy', 'Room Mist (Aromatherapy)', 'room-mist'],
    ['Dish-Soap', 'Dish Soap', 'dish-soap'],
  ])('preselects the format from ?filter=%s and asks the API for it', async (filter, optionLabel, sent) => {
    const calls = fakeApi({ 'GET /api/product-cards': { body: cardPage(catalogue().slice(0, 1)) } });
    renderWithProviders(<ProductListPage />, { route: `/products?filter=${filter}` });
    await screen.findAllByRole('article');
    expect(calls.map((call) => call.path)).toEqual([`/api/product-cards?filter=${sent}`]);
    const format = screen.getByLabelText<HTMLSelectElement>('Format');
    expect(format.selectedOptions[0].textContent).toBe(optionLabel);
  });

  it('lists the filter options of docs/product.md', () => {
    fakeApi({ 'GET /api/product-cards': pending });
    renderWithProviders(<ProductListPage />, { route: '/products' });
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('Format')).toEqual([
      'All Formats',
      'Surface Spray (Home Care)',
      'Dish Soap',
      'Hand Soap',
      'Candle',
      'Room Mist (Aromatherapy)',
      'Refill Boxes (3 Liters)',
    ]);
    expect(options('Fragrance').map((o) => o?.slice(0, 3))).toEqual(['All', '09 ', '42 ', '62 ', '92 ']);
  });

  it("titles the refill view's cards 'Refill' and shows each scent's own refill box", async () => {
    fakeApi({
      'GET /api/product-cards': { body: cardPage(catalogue().filter((p) => p.sizes.includes('Refill Box'))) },
    });
    const { user } = renderWithProviders(<ProductListPage />, { route: '/products?filter=refill' });
    const cards = await screen.findAllByRole('article');
    for (const card of cards) expect(within(card).getByRole('heading', { level: 2 }).textContent).toMatch(/ Refill$/);
    const card = cards[0];
    expect(within(card).getByRole('img')).toHaveAttribute('src', expect.stringMatching(/refill-box-42\.webp$/));
    const other = within(card).queryByRole('button', { name: 'No. 09 Pumpkin Spice' });
    if (other) {
      await user.click(other);
      expect(within(card).getByRole('img')).toHaveAttribute('src', expect.stringMatching(/refill-box-09\.webp$/));
    }
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, pending } from '../../test/fakeApi';
import { catalogue } from '../../test/products';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProductListPage } from './ProductListPage';

const cardNames = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('ProductListPage', () => {
  it('shows five placeholders while loading', () => {
    fakeApi({ 'GET /api/products': pending });
    renderWithProviders(<ProductListPage />, { route: '/products' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Products' })).toBeInTheDocument();
    expect(screen.getAllByTestId('product-placeholder')).toHaveLength(5);
  });

  it('says so when there are no products', async () => {
    fakeApi({ 'GET /api/products': { body: [] } });
    renderWithProviders(<ProductListPage />, { route: '/products' });
    expect(await screen.findByText('No products available at the moment.')).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    let fail = true;
    fakeApi({
      'GET /api/products': async () =>
        fail ? { status: 500, body: { statusCode: 500, error: 'x', message: 'y' } } : { body: catalogue() },
    });
    const { user } = renderWithProviders(<ProductListPage />, { route: '/products' });
    expect(await screen.findByText(/couldn't load our products/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(5);
  });

  it('shows one card per product, scent 42 selected, and switches scent on the card', async () => {
    fakeApi({ 'GET /api/products': { body: catalogue() } });
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

  it('filters by fragrance and format', async () => {
    fakeApi({ 'GET /api/products': { body: catalogue() } });
    const { user } = renderWithProviders(<ProductListPage />, { route: '/products' });
    await screen.findAllByRole('article');
    await user.selectOptions(screen.getByLabelText('Fragrance'), '62');
    expect(cardNames()).toEqual([
      'Hand Soap No. 62',
      'Dish Soap No. 62',
      'Surface Spray No. 62',
      'Room Mist No. 62',
      'Soy Wax Candle No. 62',
    ]);
    await user.selectOptions(screen.getByLabelText('Format'), 'candle');
    expect(cardNames()).toEqual(['Soy Wax Candle No. 62']);
    expect(screen.getByTestId('location')).toHaveTextContent('/products?scent=62&filter=candle');
    await user.selectOptions(screen.getByLabelText('Format'), 'all');
    await user.selectOptions(screen.getByLabelText('Fragrance'), 'all');
    expect(cardNames()).toHaveLength(5);
  });

  it.each([
    ['room-mist', 'Room Mist (Aromatherapy)', 'Room Mist No. 42'],
    ['dish-soap', 'Dish Soap', 'Dish Soap No. 42'],
  ])('preselects the format from ?filter=%s', async (filter, optionLabel, card) => {
    fakeApi({ 'GET /api/products': { body: catalogue() } });
    renderWithProviders(<ProductListPage />, { route: `/products?filter=${filter}` });
    await screen.findAllByRole('article');
    expect(cardNames()).toEqual([card]);
    const format = screen.getByLabelText<HTMLSelectElement>('Format');
    expect(format.selectedOptions[0].textContent).toBe(optionLabel);
  });

  it('lists the filter options of the spec', () => {
    fakeApi({ 'GET /api/products': pending });
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
    fakeApi({ 'GET /api/products': { body: catalogue() } });
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

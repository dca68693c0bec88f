import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SearchPage } from './SearchPage';

const RESULTS = {
  query: 'lavender',
  products: [
    {
      slug: 'room-mist-no-92',
      name: 'Room Mist No. 92',
      category: 'Room Mist',
      scentName: 'Lavender Vanilla',
      price: '22.00',
      image: '/public-objects/products/room-mist-92.webp',
    },
  ],
  articles: [{ slug: 'refills-101', title: 'Refills 101: How Our Refill Boxes Work' }],
  productTotal: 1,
  articleTotal: 1,
};

describe('SearchPage', () => {
  it('shows the products and articles found for ?q=, with the count, in a plain GET form', async () => {
    fakeApi({ 'GET /api/search': { body: RESULTS } });
    renderWithProviders(<SearchPage />, { route: '/search?q=lavender' });
    expect(await screen.findByRole('link', { name: 'Room Mist No. 92' })).toHaveAttribute(
      'href',
      '/products/room-mist-no-92',
    );
    expect(screen.getByText('Lavender Vanilla · Room Mist · from $22.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refills 101: How Our Refill Boxes Work' })).toHaveAttribute(
      'href',
      '/journal/refills-101',
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 results for “lavender”');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: 'Search products and articles' })).toHaveAttribute('name', 'q');
  });

  it('asks nothing without a query and says what to type', () => {
    renderWithProviders(<SearchPage />, { route: '/search' });
    expect(screen.getByText(/Type a product, a scent/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

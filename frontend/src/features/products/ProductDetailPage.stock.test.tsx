import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { product } from '../../test/products';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProductDetailPage } from './ProductDetailPage';

function renderSoap(availability: ReturnType<typeof product>['availability'], route = '/products/hand-soap-no-42') {
  fakeApi({
    'GET /api/products/hand-soap-no-42': { body: product({ availability }) },
    'GET /api/products/hand-soap-no-42/faqs': { body: [] },
  });
  return renderWithProviders(<ProductDetailPage />, { route, path: '/products/:slug' });
}

describe('ProductDetailPage stock', () => {
  it("greys a sold-out size and says 'Sold out' on a disabled button when it is chosen", async () => {
    renderSoap(
      [
        { size: '16 oz', status: 'sold_out', available: 0 },
        { size: 'Refill Box', status: 'in_stock', available: null },
      ],
      '/products/hand-soap-no-42?size=16%20oz',
    );
    expect(await screen.findByRole('option', { name: '16 oz (Sold out)' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Refill Box (3 Liters)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  });

  it("says 'Only 2 left' at or below the threshold, and adds normally", async () => {
    const { user } = renderSoap([
      { size: '16 oz', status: 'low', available: 2 },
      { size: 'Refill Box', status: 'in_stock', available: null },
    ]);
    expect(await screen.findByTestId('stock-note')).toHaveTextContent('Only 2 left');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Hand Soap No. 42 (16 oz) added to your cart')).toBeInTheDocument();
  });

  it('uses the first size still in stock when none is chosen', async () => {
    const { user } = renderSoap([
      { size: '16 oz', status: 'sold_out', available: 0 },
      { size: 'Refill Box', status: 'in_stock', available: null },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Hand Soap No. 42 (Refill Box) added to your cart')).toBeInTheDocument();
  });
});

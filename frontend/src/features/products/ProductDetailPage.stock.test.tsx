import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { product } from '../../test/products';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProductDetailPage } from './ProductDetailPage';

function renderSoap(
  availability: ReturnType<typeof product>['availability'],
  route = '/products/hand-soap-no-42',
  routes: Parameters<typeof fakeApi>[0] = {},
) {
  const calls = fakeApi({
    'GET /api/products/hand-soap-no-42': { body: product({ availability }) },
    'GET /api/products/hand-soap-no-42/faqs': { body: [] },
    ...routes,
  });
  return { calls, ...renderWithProviders(<ProductDetailPage />, { route, path: '/products/:slug' }) };
}

describe('ProductDetailPage stock', () => {
  it("lets a sold-out size be chosen and offers 'Notify me when it's back' in place of Add to Cart", async () => {
    const { user } = renderSoap(
      [
        { size: '16 oz', status: 'sold_out', available: 0 },
        { size: 'Refill Box', status: 'in_stock', available: null },
      ],
      '/products/hand-soap-no-42?size=16%20oz',
    );
    expect(await screen.findByRole('option', { name: '16 oz (Sold out)' })).toBeEnabled();
    expect(screen.getByRole('option', { name: 'Refill Box (3 Liters)' })).toBeEnabled();
    expect(screen.getByTestId('stock-note')).toHaveTextContent('Sold out');
    expect(screen.getByRole('button', { name: "Notify me when it's back" })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Size'), 'Refill Box');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.queryByTestId('back-in-stock')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Size'), '16 oz');
    expect(screen.getByLabelText('Size')).toHaveValue('16 oz');
    expect(screen.getByRole('button', { name: "Notify me when it's back" })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
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

  it("offers 'Notify me when it's back' on a sold-out size and says the answer beside the field and in a toast", async () => {
    const message = "We'll e-mail you once when Hand Soap No. 42 (16 oz) is back in stock.";
    const { user, calls } = renderSoap(
      [
        { size: '16 oz', status: 'sold_out', available: 0 },
        { size: 'Refill Box', status: 'in_stock', available: null },
      ],
      '/products/hand-soap-no-42?size=16%20oz',
      {
        'POST /api/products/hand-soap-no-42/back-in-stock': {
          status: 201,
          body: { email: 'ada@example.com', size: '16 oz', message },
        },
      },
    );
    await user.type(await screen.findByLabelText('Email address'), ' Ada@Example.com');
    await user.click(screen.getByRole('button', { name: "Notify me when it's back" }));
    expect(await screen.findByTestId('signup-feedback')).toHaveTextContent(message);
    expect(await screen.findByTestId('toast')).toHaveTextContent(message);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/products/hand-soap-no-42/back-in-stock',
        body: { email: 'ada@example.com', size: '16 oz' },
      },
    ]);
  });

  it('shows a refused sign-up beside the field too, and offers none on a size in stock', async () => {
    const { user } = renderSoap(
      [
        { size: '16 oz', status: 'sold_out', available: 0 },
        { size: 'Refill Box', status: 'in_stock', available: null },
      ],
      '/products/hand-soap-no-42?size=16%20oz',
      {
        'POST /api/products/hand-soap-no-42/back-in-stock': {
          status: 409,
          body: { statusCode: 409, error: 'Hand Soap No. 42 (16 oz) is in stock.', message: 'It can be added now.' },
        },
      },
    );
    await user.type(await screen.findByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: "Notify me when it's back" }));
    expect(await screen.findByTestId('signup-feedback')).toHaveTextContent('Hand Soap No. 42 (16 oz) is in stock.');
    await user.selectOptions(screen.getByLabelText('Size'), 'Refill Box');
    expect(screen.queryByTestId('back-in-stock')).not.toBeInTheDocument();
  });
});

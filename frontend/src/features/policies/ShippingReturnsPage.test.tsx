import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ShippingReturnsPage } from './ShippingReturnsPage';

const STANDARD = {
  id: 1,
  name: 'Standard',
  price: '7.95',
  freeFrom: '100.00',
  estimateDaysMin: 3,
  estimateDaysMax: 5,
  taxable: true,
  position: 0,
  isActive: true,
};
const EXPRESS = {
  ...STANDARD,
  id: 2,
  name: 'Express',
  price: '19.95',
  freeFrom: null,
  estimateDaysMin: 1,
  estimateDaysMax: 2,
};
const RETURNS = {
  days: 30,
  fees: 'ReturnShippingFees',
  statement:
    'Unopened items can be returned within 30 days of delivery for a refund to the original payment; return postage is paid by the shopper.',
};

describe('/shipping-returns', () => {
  it('lists the methods staff set, the free-shipping sentence and the return policy', async () => {
    fakeApi({
      'GET /api/shipping-policy': {
        body: {
          methods: [STANDARD, EXPRESS],
          freeShipping: {
            threshold: '100.00',
            methodName: 'Standard',
            statement: 'Free Standard shipping on orders of $100.00 or more, after discounts.',
          },
          returns: RETURNS,
          shipsFrom: 'Indiana',
        },
      },
      'GET /api/contact': { body: { email: 'care@shop.example' } },
    });
    renderWithProviders(<ShippingReturnsPage />, { route: '/shipping-returns' });
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping & Returns' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Shipping methods' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Standard$7.95, free from $100.003–5 business days',
      'Express$19.951–2 business days',
    ]);
    expect(
      screen.getByText('Free Standard shipping on orders of $100.00 or more, after discounts.'),
    ).toBeInTheDocument();
    expect(screen.getByText(RETURNS.statement)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'care@shop.example' })).toHaveAttribute(
      'href',
      'mailto:care@shop.example',
    );
  });

  it('says shipping is free when no method is offered, and says so when the methods cannot be loaded', async () => {
    fakeApi({
      'GET /api/shipping-policy': { body: { methods: [], freeShipping: null, returns: RETURNS, shipsFrom: 'Indiana' } },
    });
    const first = renderWithProviders(<ShippingReturnsPage />, { route: '/shipping-returns' });
    expect(await screen.findByText('Shipping is free on every order.')).toBeInTheDocument();
    first.unmount();

    fakeApi({ 'GET /api/shipping-policy': { status: 500, body: { message: 'down' } } });
    renderWithProviders(<ShippingReturnsPage />, { route: '/shipping-returns' });
    expect(
      await screen.findByText('The shipping methods could not be loaded. Please reload the page.'),
    ).toBeInTheDocument();
  });
});

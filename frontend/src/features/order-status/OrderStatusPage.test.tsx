import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderStatusDto } from '../../api/enhanced';
import { fakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { OrderStatusPage } from './OrderStatusPage';

const NOT_FOUND = 'We could not find an order with that number and email';

const shipped: OrderStatusDto = {
  orderNumber: 1042,
  placedAt: '2025-10-01T15:00:00.000Z',
  status: 'shipped',
  timeline: [
    { step: 'placed', reached: true, at: '2025-10-01T15:00:00.000Z' },
    { step: 'processing', reached: true, at: null },
    { step: 'shipped', reached: true, at: '2025-10-03T15:00:00.000Z' },
    { step: 'delivered', reached: false, at: null },
  ],
  items: [
    {
      productName: 'Dish Soap No. 62',
      scent: '62',
      size: '16 oz',
      quantity: 2,
      price: '16.00',
      lineTotal: '32.00',
      tax: '0.00',
      image: '/public-objects/products/dish-soap-62.webp',
    },
  ],
  subtotal: '32.00',
  promoCode: 'WELCOME15',
  discountAmount: '4.80',
  shippingMethodName: null,
  shippingAmount: '0.00',
  taxAmount: '0.00',
  taxState: null,
  taxRate: null,
  total: '27.20',
  shipping: {
    name: 'Ada Lovelace',
    address: '12 Garden Lane',
    address2: null,
    city: 'Indianapolis',
    state: 'IN',
    zip: '46204',
  },
  carrier: 'UPS',
  trackingNumber: '1Z999AA10123456784',
  trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  shippedAt: '2025-10-03T15:00:00.000Z',
  deliveredAt: null,
  refunds: [],
  refunded: '0.00',
};

const notFound = { status: 404, body: { statusCode: 404, error: NOT_FOUND, message: `${NOT_FOUND}.` } };

describe('/orders/status', () => {
  it('finds an order by number and email and shows its progress, lines, totals, address and tracking link', async () => {
    const calls = fakeApi({ 'POST /api/orders/lookup': { body: shipped } });
    const { user } = renderWithProviders(<OrderStatusPage />, { route: '/orders/status' });
    expect(screen.getByRole('heading', { level: 1, name: 'Track Your Order' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Order number/), '#1042');
    await user.type(screen.getByLabelText(/Email/), 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Find My Order' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1042' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      orderNumber: '#1042',
      email: 'Ada@Example.com',
    });
    const progress = screen.getByRole('list', { name: 'Order progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
    expect(steps[3]).toHaveTextContent('Delivered (not yet)');
    expect(screen.getByText('Discount (WELCOME15)')).toBeInTheDocument();
    expect(screen.getByText('$27.20')).toBeInTheDocument();
    expect(screen.getByText('12 Garden Lane')).toBeInTheDocument();
    const tracking = screen.getByRole('link', { name: /1Z999AA10123456784/ });
    expect(tracking).toHaveAttribute('href', shipped.trackingUrl);
    expect(tracking).toHaveAttribute('rel', 'noopener noreferrer');
    const items = screen.getByRole('region', { name: 'Items' });
    expect(items.querySelector('img')?.getAttribute('src')).toBe('/public-objects/products/dish-soap-62.webp');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  }, 20_000);

  it('lists the refunds: when, how much, and whether the money is back yet', async () => {
    const refunded: OrderStatusDto = {
      ...shipped,
      refunds: [
        { amount: '15.30', status: 'completed', at: '2025-10-05T15:00:00.000Z' },
        { amount: '4.00', status: 'pending', at: '2025-10-06T15:00:00.000Z' },
      ],
      refunded: '15.30',
    };
    fakeApi({ 'POST /api/orders/lookup': { body: refunded } });
    const { user } = renderWithProviders(<OrderStatusPage />, { route: '/orders/status' });
    await user.type(screen.getByLabelText(/Order number/), '1042');
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Find My Order' }));
    const refunds = await screen.findByRole('list', { name: 'Refunds' });
    const rows = within(refunds).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/Refunded\s*\$15\.30/);
    expect(rows[1]).toHaveTextContent(/Refund on its way\s*\$4\.00/);
  }, 20_000);

  it('says the same sentence for any mismatch, and asks for both fields first', async () => {
    const calls = fakeApi({ 'POST /api/orders/lookup': notFound });
    const { user } = renderWithProviders(<OrderStatusPage />, { route: '/orders/status' });
    await user.click(screen.getByRole('button', { name: 'Find My Order' }));
    expect(screen.getByText('Enter the order number from your confirmation')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText(/Order number/), '9999');
    await user.type(screen.getByLabelText(/Email/), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Find My Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND);
  }, 20_000);

  it('opens the order straight from the signed link', async () => {
    const calls = fakeApi({ 'GET /api/orders/status/41.abc': { body: shipped } });
    renderWithProviders(<OrderStatusPage />, { route: '/orders/status?token=41.abc' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1042' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/orders/status/41.abc');
  });

  it('offers the form when the link is not valid', async () => {
    fakeApi({ 'GET /api/orders/status/41.tampered': notFound });
    renderWithProviders(<OrderStatusPage />, { route: '/orders/status?token=41.tampered' });
    expect(await screen.findByText(/This link does not open an order any more/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find My Order' })).toBeInTheDocument();
  });

  it("looks the order up at once when the home page's confirmation hands over its number and e-mail", async () => {
    const calls = fakeApi({ 'POST /api/orders/lookup': { body: shipped } });
    renderWithProviders(<OrderStatusPage />, {
      route: { pathname: '/orders/status', state: { lookup: { orderNumber: '1042', email: 'ada@example.com' } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1042' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { orderNumber: '1042', email: 'ada@example.com' },
    ]);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordAdminHeaders } from '../../../test/adminTestFetch';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { OrdersRealmScreen } from '../shared/OrdersRealmScreen';
import { AwaitingFulfilmentCard } from './AwaitingFulfilmentCard';

const order = (id: number, orderNumber: number, orderStatus: string, createdAt: string) => ({
  id,
  orderNumber,
  orderStatus,
  createdAt,
  customerName: `Customer ${orderNumber}`,
});

async function renderUnlocked(body: unknown) {
  fakeApi({
    'POST /api/admin/verify-password': { body: { ok: true } },
    'GET /api/admin/orders/awaiting-fulfilment': { body },
  });
  const sent = recordAdminHeaders();
  const view = renderWithProviders(
    <OrdersRealmScreen path="/admin" title="Sales Dashboard" prompt="Enter password to view the sales dashboard">
      <AwaitingFulfilmentCard />
    </OrdersRealmScreen>,
    { route: '/admin' },
  );
  await view.user.type(screen.getByLabelText('Password'), 'secret');
  await view.user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
  return sent;
}

describe('the dashboard card of orders waiting to be fulfilled', () => {
  it('lists them as the server orders them (oldest first), each linking to its order, and links to the rest', async () => {
    const sent = await renderUnlocked({
      items: [order(4, 1004, 'pending', '2025-10-01T12:00:00Z'), order(9, 1009, 'processing', '2025-10-03T12:00:00Z')],
      total: 12,
      page: 1,
      pageSize: 10,
    });
    const table = await screen.findByRole('table', { name: 'Orders waiting to be fulfilled, oldest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['#1004', '#1009']);
    expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', '/admin-orders/4');
    expect(screen.getByRole('heading', { name: /Waiting to be fulfilled \(12\)/ })).toBeVisible();
    expect(screen.getByRole('link', { name: '10 more in Orders' })).toHaveAttribute('href', '/admin-orders');
    expect(sent.find((c) => c.path === '/api/admin/orders/awaiting-fulfilment')).toMatchObject({
      authorization: 'Bearer secret',
    });
  });

  it('says so when every paid order has shipped', async () => {
    await renderUnlocked({ items: [], total: 0, page: 1, pageSize: 10 });
    expect(await screen.findByText('Every paid order has been shipped.')).toBeVisible();
  });
});

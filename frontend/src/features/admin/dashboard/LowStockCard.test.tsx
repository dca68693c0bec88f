import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordAdminHeaders } from '../../../test/adminTestFetch';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { OrdersRealmScreen } from '../shared/OrdersRealmScreen';
import { LowStockCard } from './LowStockCard';

/** The card behind the dashboard's gate, as /admin shows it. */
async function renderUnlocked(lowStock: unknown) {
  fakeApi({
    'POST /api/admin/verify-password': { body: { ok: true } },
    'GET /api/admin/inventory/low-stock': { body: lowStock },
  });
  const sent = recordAdminHeaders();
  const view = renderWithProviders(
    <OrdersRealmScreen path="/admin" title="Sales Dashboard" prompt="Enter password to view the sales dashboard">
      <LowStockCard />
    </OrdersRealmScreen>,
    { route: '/admin' },
  );
  await view.user.type(screen.getByLabelText('Password'), 'secret');
  await view.user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
  return sent;
}

describe('the dashboard low-stock card', () => {
  it("lists sizes at or below their threshold with the dashboard's bearer password, 'Sold out' at 0", async () => {
    const sent = await renderUnlocked([
      { productId: 1, productName: 'Hand Soap No. 42', size: '16 oz', quantity: 0, lowStockThreshold: null },
      { productId: 2, productName: 'Dish Soap No. 09', size: 'Refill Box', quantity: 2, lowStockThreshold: 3 },
    ]);
    const table = await screen.findByRole('table', { name: 'Sizes low on stock' });
    expect(within(within(table).getByRole('row', { name: /Hand Soap No. 42/ })).getByText('Sold out')).toBeVisible();
    expect(within(within(table).getByRole('row', { name: /Dish Soap No. 09/ })).getByText('2')).toBeVisible();
    const call = sent.find((c) => c.path === '/api/admin/inventory/low-stock');
    expect(call).toMatchObject({ authorization: 'Bearer secret', adminPassword: null });
  });

  it('says so when no size is low', async () => {
    await renderUnlocked([]);
    expect(await screen.findByText('No size is at or below its low-stock threshold.')).toBeVisible();
  });
});

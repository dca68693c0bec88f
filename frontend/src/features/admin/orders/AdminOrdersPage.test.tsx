import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminOrderDto } from '../../../api/adminApi';
import { adminOrder } from '../../../test/adminOrderFixture';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { recordAdminHeaders } from '../../../test/adminTestFetch';
import { AdminOrdersPage } from './AdminOrdersPage';

const order = adminOrder;

const page = (items: AdminOrderDto[], total = items.length, pageNumber = 1) => ({
  body: { items, total, page: pageNumber, pageSize: 20 },
});

async function unlock(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
}

describe('/admin-orders', () => {
  it('shows a wrong password inline and goes back to the site', async () => {
    fakeApi({
      'POST /api/admin/verify-password': {
        status: 401,
        body: { statusCode: 401, error: 'Authentication failed', message: 'x' },
      },
    });
    const { user } = renderWithProviders(<AdminOrdersPage />, { route: '/admin-orders' });
    await unlock(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid password');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('lists orders with the bearer header, their columns and raw unknown statuses', async () => {
    fakeApi({
      'POST /api/admin/verify-password': { body: { ok: true } },
      'GET /api/admin/orders': page(
        [order(), order({ id: 8, orderNumber: 1008, orderStatus: 'on-hold' as AdminOrderDto['orderStatus'] })],
        45,
      ),
    });
    const sent = recordAdminHeaders();
    const { user } = renderWithProviders(<AdminOrdersPage />, { route: '/admin-orders' });
    await unlock(user);
    const row = await screen.findByRole('row', { name: /#1007/ });
    expect(within(row).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(row).getByText('South Bend, IN')).toBeInTheDocument();
    expect(within(row).getByText('$36.00')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View order #1007' })).toHaveAttribute('href', '/admin-orders/7');
    expect(within(screen.getByRole('row', { name: /#1008/ })).getByText('on-hold')).toBeInTheDocument();
    expect(screen.getByText('45 orders')).toBeInTheDocument();
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    const listCall = sent.find((call) => call.path.startsWith('/api/admin/orders'));
    expect(listCall?.authorization).toBe('Bearer secret');
    expect(listCall?.adminPassword).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(sent.some((call) => call.path === '/api/admin/orders?page=2&pageSize=20')).toBe(true));
  });

  it('searches on the server once typing pauses, and says when nothing matches', async () => {
    const calls = fakeApi({
      'POST /api/admin/verify-password': { body: { ok: true } },
      'GET /api/admin/orders': page([]),
    });
    const { user } = renderWithProviders(<AdminOrdersPage />, { route: '/admin-orders' });
    await unlock(user);
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const search = screen.getByLabelText('Search orders');
    for (const text of ['S', 'So', 'South Bend']) fireEvent.change(search, { target: { value: text } });
    await act(async () => vi.advanceTimersByTime(299));
    expect(calls.filter((call) => call.path.includes('search='))).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(calls.filter((call) => call.path.includes('search='))).toHaveLength(1));
    expect(calls.find((call) => call.path.includes('search='))?.path).toBe(
      '/api/admin/orders?page=1&pageSize=20&search=South+Bend',
    );
    expect(await screen.findByText('No orders match your search')).toBeInTheDocument();
  });

  it('downloads the CSV under the server file name, with the byte-order mark', async () => {
    fakeApi({ 'POST /api/admin/verify-password': { body: { ok: true } }, 'GET /api/admin/orders': page([order()]) });
    const sent = recordAdminHeaders({
      'GET /api/admin/orders/export': () =>
        new Response('\uFEFForderNumber,customerName\r\n1007,Ada Lovelace\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="orders-2025-10-20.csv"',
          },
        }),
    });
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:csv'),
        revokeObjectURL: () => undefined,
      }),
    );
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = renderWithProviders(<AdminOrdersPage />, { route: '/admin-orders' });
    await unlock(user);
    await screen.findByRole('row', { name: /#1007/ });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('orders-2025-10-20.csv');
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('1007,Ada Lovelace');
    expect(sent.find((call) => call.path === '/api/admin/orders/export')?.authorization).toBe('Bearer secret');
    click.mockRestore();
  });

  it('filters by status and placed dates on the server, and exports the same filter', async () => {
    const calls = fakeApi({
      'POST /api/admin/verify-password': { body: { ok: true } },
      'GET /api/admin/orders': page([]),
    });
    const sent = recordAdminHeaders({
      'GET /api/admin/orders/export': () => new Response('\uFEFFx\r\n', { headers: { 'content-type': 'text/csv' } }),
      'GET /api/admin/orders/export/lines': () =>
        new Response('\uFEFFx\r\n', { headers: { 'content-type': 'text/csv' } }),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<AdminOrdersPage />, { route: '/admin-orders' });
    await unlock(user);
    await screen.findByText('No orders yet');
    await user.selectOptions(screen.getByLabelText('Status'), 'shipped');
    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2025-10-02' } });
    fireEvent.change(screen.getByLabelText('Placed to'), { target: { value: '2025-10-03' } });
    await screen.findByText('No orders match your search');
    const from = new Date(2025, 9, 2).toISOString();
    const to = new Date(2025, 9, 4, 0, 0, 0, -1).toISOString();
    const expected = `status=shipped&placedFrom=${encodeURIComponent(from)}&placedTo=${encodeURIComponent(to)}`;
    await waitFor(() =>
      expect(calls.some((call) => call.path === `/api/admin/orders?page=1&pageSize=20&${expected}`)).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(sent.some((call) => call.path === `/api/admin/orders/export?${expected}`)).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Export Line Items' }));
    await waitFor(() =>
      expect(sent.some((call) => call.path === `/api/admin/orders/export/lines?${expected}`)).toBe(true),
    );

    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2025-10-05' } });
    expect(await screen.findByText('The end date is before the start date')).toBeInTheDocument();
    click.mockRestore();
  }, 20_000);

  it('keeps the filters and the page in the address, and opens an address with them', async () => {
    const calls = fakeApi({
      'POST /api/admin/verify-password': { body: { ok: true } },
      'GET /api/admin/orders': page([order()], 45),
    });
    const { user } = renderWithProviders(<AdminOrdersPage />, {
      route: '/admin-orders?status=shipped&search=ada&page=2',
    });
    await unlock(user);
    await screen.findByRole('row', { name: /#1007/ });
    expect(screen.getByLabelText('Status')).toHaveValue('shipped');
    expect(screen.getByLabelText('Search orders')).toHaveValue('ada');
    expect(calls.some((call) => call.path === '/api/admin/orders?page=2&pageSize=20&search=ada&status=shipped')).toBe(
      true,
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'delivered');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin-orders?status=delivered&search=ada'),
    );
  });

  it('only logs a failed export', async () => {
    fakeApi({
      'POST /api/admin/verify-password': { body: { ok: true } },
      'GET /api/admin/orders': page([order()]),
      'GET /api/admin/orders/export': { status: 500, body: { statusCode: 500, error: 'Oops', message: 'Oops' } },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<AdminOrdersPage />, { route: '/admin-orders' });
    await unlock(user);
    await screen.findByRole('row', { name: /#1007/ });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('CSV export failed', expect.anything()));
    expect(screen.queryByTestId('toast')).toBeNull();
    logged.mockRestore();
  });

  it('returns to the gate when the password stops working (401)', async () => {
    fakeApi({
      'POST /api/admin/verify-password': { body: { ok: true } },
      'GET /api/admin/orders': { status: 401, body: { statusCode: 401, error: 'Authentication failed', message: 'x' } },
    });
    const { user, store } = renderWithProviders(<AdminOrdersPage />, { route: '/admin-orders' });
    await unlock(user);
    expect(await screen.findByText('The admin password was not accepted. Please enter it again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Access Dashboard' })).toBeInTheDocument();
    expect(store.getState().adminSession?.passwords).toEqual({});
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordAdminHeaders } from '../../../test/adminTestFetch';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AdminTaxPage } from './AdminTaxPage';

const INDIANA = {
  state: 'IN',
  stateName: 'Indiana',
  rate: '7.000',
  shippingTaxable: true,
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const REPORT = {
  from: '2026-11',
  to: '2026-11',
  rows: [
    {
      month: '2026-11',
      state: 'IN',
      orders: 2,
      taxableSales: '43.95',
      taxCollected: '3.08',
      taxRefunded: '1.26',
    },
  ],
  totals: { orders: 2, taxableSales: '43.95', taxCollected: '3.08', taxRefunded: '1.26' },
};

async function unlock(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Unlock' }));
}

const TYPING = { timeout: 20_000 };

describe('/admin-tax', () => {
  it('lists the rates and the report with the password, adds a rate and removes one', TYPING, async () => {
    const calls = fakeApi({
      'POST /api/admin/verify-password': { body: { ok: true } },
      'GET /api/admin/tax-rates': { body: [INDIANA] },
      'GET /api/admin/tax-report': { body: REPORT },
      'PUT /api/admin/tax-rates/TN': { body: { ...INDIANA, state: 'TN', stateName: 'Tennessee', rate: '9.550' } },
      'DELETE /api/admin/tax-rates/IN': { status: 204 },
    });
    const sent = recordAdminHeaders();
    const { user } = renderWithProviders(<AdminTaxPage />);
    expect(screen.getByText('Enter password to manage sales tax')).toBeInTheDocument();
    await unlock(user);
    const indiana = await screen.findByRole('row', { name: /Indiana/ });
    expect(within(indiana).getByText('7%')).toBeInTheDocument();
    expect(within(indiana).getByText('Yes')).toBeInTheDocument();
    const report = await screen.findByLabelText('Tax report by state and month');
    const row = within(report).getByRole('row', { name: /2026-11/ });
    expect(within(row).getByText('$43.95')).toBeInTheDocument();
    expect(within(row).getByText('$3.08')).toBeInTheDocument();
    expect(within(row).getByText('$1.26')).toBeInTheDocument();
    expect(within(report).getByRole('row', { name: /Total/ })).toHaveTextContent('$3.08');
    expect(sent.find((call) => call.path === '/api/admin/tax-rates')?.adminPassword).toBe('secret');
    expect(sent.find((call) => call.path.startsWith('/api/admin/tax-report'))?.adminPassword).toBe('secret');

    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a state');
    await user.selectOptions(screen.getByLabelText('State'), 'TN');
    await user.type(screen.getByLabelText('Rate (%)'), '31');
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a rate in percent');
    await user.clear(screen.getByLabelText('Rate (%)'));
    await user.type(screen.getByLabelText('Rate (%)'), '9.55');
    await user.click(screen.getByLabelText('Shipping taxable'));
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText('Tax rate saved!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ rate: '9.55', shippingTaxable: false });

    await user.click(screen.getByRole('button', { name: 'Remove Indiana' }));
    expect(await screen.findByText('Tax rate removed')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/admin/tax-rates/IN',
    ]);
    // The rates are fetched again after each change (cache tags).
    await waitFor(() =>
      expect(sent.filter((call) => call.path === '/api/admin/tax-rates').length).toBeGreaterThanOrEqual(3),
    );
  });

  it('asks for the chosen months', async () => {
    const asked: string[] = [];
    fakeApi({
      'POST /api/admin/verify-password': { body: { ok: true } },
      'GET /api/admin/tax-rates': { body: [] },
      'GET /api/admin/tax-report': (url) => {
        asked.push(url.search);
        return Promise.resolve({ body: { ...REPORT, rows: [] } });
      },
    });
    const { user } = renderWithProviders(<AdminTaxPage />);
    await unlock(user);
    expect(await screen.findByText('No state has a rate: no order owes tax.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From month'), { target: { value: '2026-01' } });
    await waitFor(() => expect(asked).toContain('?from=2026-01'));
  });
});

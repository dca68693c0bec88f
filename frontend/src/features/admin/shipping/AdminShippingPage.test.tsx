import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordAdminHeaders } from '../../../test/adminTestFetch';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AdminShippingPage } from './AdminShippingPage';

const STANDARD = {
  id: 1,
  name: 'Standard',
  price: '7.95',
  freeFrom: '100.00',
  estimateDaysMin: 3,
  estimateDaysMax: 5,
  taxable: true,
  position: 1,
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
  position: 2,
};

async function unlock(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Unlock' }));
}

// The form is typed key by key; on a busy machine that outlasts the default 5 s.
const TYPING = { timeout: 20_000 };

describe('/admin-shipping', () => {
  it('lists the methods with the password, moves one down and deactivates one', async () => {
    const calls = fakeApi({
      'POST /api/admin/verify-password': { body: { ok: true } },
      'GET /api/admin/shipping-methods': { body: [STANDARD, EXPRESS] },
      'PUT /api/admin/shipping-methods/order': { body: [EXPRESS, STANDARD] },
      'PATCH /api/admin/shipping-methods/2': { body: { ...EXPRESS, isActive: false } },
    });
    const sent = recordAdminHeaders();
    const { user } = renderWithProviders(<AdminShippingPage />);
    expect(screen.getByText('Enter password to manage shipping')).toBeInTheDocument();
    await unlock(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping Methods' })).toBeInTheDocument();
    const standard = await screen.findByRole('row', { name: /Standard/ });
    expect(within(standard).getByText('$7.95')).toBeInTheDocument();
    expect(within(standard).getByText('$100.00')).toBeInTheDocument();
    expect(within(standard).getByText('3–5 days')).toBeInTheDocument();
    const express = screen.getByRole('row', { name: /Express/ });
    expect(within(express).getByText('Never')).toBeInTheDocument();
    expect(within(express).getByText('1–2 days')).toBeInTheDocument();
    expect(sent.find((call) => call.path === '/api/admin/shipping-methods')?.adminPassword).toBe('secret');
    expect(screen.getByRole('button', { name: 'Move Standard up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Express down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Standard down' }));
    expect(await screen.findByText('Order saved!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ids: [2, 1] });

    await user.click(screen.getByRole('button', { name: 'Deactivate Express' }));
    expect(await screen.findByText('Shipping method deactivated!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ isActive: false });
    // The list is fetched again after each change (cache tags).
    await waitFor(() =>
      expect(sent.filter((call) => call.path === '/api/admin/shipping-methods').length).toBeGreaterThanOrEqual(3),
    );
  });

  it('validates the form, then creates a method never free', TYPING, async () => {
    const calls = fakeApi({
      'POST /api/admin/verify-password': { body: { ok: true } },
      'GET /api/admin/shipping-methods': { body: [] },
      'POST /api/admin/shipping-methods': { status: 201, body: { ...EXPRESS, id: 3, name: 'Overnight' } },
    });
    const { user } = renderWithProviders(<AdminShippingPage />);
    await unlock(user);
    expect(await screen.findByText('No shipping methods yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Method' }));
    const dialog = await screen.findByRole('dialog', { name: 'New shipping method' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Overnight');
    await user.type(within(dialog).getByLabelText(/^Price/), 'abc');
    await user.type(within(dialog).getByLabelText(/^Estimate from/), '2');
    await user.type(within(dialog).getByLabelText(/^Estimate to/), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Enter a price in dollars, e.g. 7.95')).toBeInTheDocument();
    expect(within(dialog).getByText('At least the minimum')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/admin/shipping-methods')).toHaveLength(
      0,
    );

    await user.clear(within(dialog).getByLabelText(/^Price/));
    await user.type(within(dialog).getByLabelText(/^Price/), '24.5');
    await user.clear(within(dialog).getByLabelText(/^Estimate to/));
    await user.type(within(dialog).getByLabelText(/^Estimate to/), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Shipping method created!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/admin/shipping-methods')?.body).toEqual({
      name: 'Overnight',
      price: '24.5',
      freeFrom: null,
      estimateDaysMin: 2,
      estimateDaysMax: 2,
      taxable: true,
      isActive: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a method in the dialog with only its values', TYPING, async () => {
    const calls = fakeApi({
      'POST /api/admin/verify-password': { body: { ok: true } },
      'GET /api/admin/shipping-methods': { body: [STANDARD] },
      'PATCH /api/admin/shipping-methods/1': { body: { ...STANDARD, freeFrom: null } },
    });
    const { user } = renderWithProviders(<AdminShippingPage />);
    await unlock(user);
    await user.click(await screen.findByRole('button', { name: 'Edit Standard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Standard' });
    expect(within(dialog).getByLabelText(/^Price/)).toHaveValue('7.95');
    await user.clear(within(dialog).getByLabelText(/^Free from/));
    await user.click(within(dialog).getByLabelText(/^Taxable/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Shipping method updated!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ freeFrom: null, taxable: false });
  });
});

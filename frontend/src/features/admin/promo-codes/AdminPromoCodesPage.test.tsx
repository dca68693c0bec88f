import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { recordAdminHeaders } from '../../../test/adminTestFetch';
import { AdminPromoCodesPage } from './AdminPromoCodesPage';

const NO_RULES = {
  startsAt: null,
  endsAt: null,
  minimumSubtotal: null,
  usageLimit: null,
  usageLimitPerCustomer: null,
  redemptionCount: 0,
};
const SAVE15 = {
  id: 1,
  code: 'SAVE15',
  discountType: 'percentage',
  discountValue: '15.00',
  isActive: 1,
  createdAt: '2025-10-20T10:00:00.000Z',
  ...NO_RULES,
  redemptionCount: 4,
};
const TENOFF = {
  id: 2,
  code: 'TENOFF',
  discountType: 'fixed',
  discountValue: '10.00',
  isActive: 0,
  createdAt: '2025-10-19T10:00:00.000Z',
  ...NO_RULES,
};
const WINTER = {
  ...SAVE15,
  id: 3,
  code: 'WINTER',
  startsAt: '2026-12-01T05:00:00.000Z',
  endsAt: '2027-01-01T05:00:00.000Z',
  minimumSubtotal: '50.00',
  usageLimit: 100,
  usageLimitPerCustomer: 1,
  redemptionCount: 3,
};

async function unlock(user: ReturnType<typeof renderWithProviders>['user'], password = 'secret') {
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Unlock' }));
}

// The forms below are typed key by key; on a busy machine that outlasts the default 5 s.
const TYPING = { timeout: 20_000 };

describe('/admin-promo-codes', () => {
  it('does nothing with an empty password', async () => {
    const calls = fakeApi({});
    const { user } = renderWithProviders(<AdminPromoCodesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.getByText('Enter password to manage promo codes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(calls).toEqual([]);
  });

  it('says a wrong password and a network failure apart', async () => {
    fakeApi({
      'POST /api/admin/verify-password': {
        status: 401,
        body: { statusCode: 401, error: 'Authentication failed', message: 'x' },
      },
    });
    const { user } = renderWithProviders(<AdminPromoCodesPage />);
    await unlock(user, 'wrong');
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Authentication failed');
    expect(toast).toHaveTextContent('Invalid admin password. Please try again.');

    fakeApi({ 'POST /api/admin/verify-password': () => Promise.reject(new TypeError('Failed to fetch')) });
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast')).toHaveTextContent('Failed to verify password. Please try again.'),
    );
    expect(screen.getByTestId('toast')).toHaveTextContent('Error');
  });

  it('lists the codes with the password in x-admin-password, and toggles one', async () => {
    fakeApi({
      'POST /api/admin/verify-password': { body: { ok: true } },
      'GET /api/admin/shop-settings': { body: { timeZone: 'America/Indiana/Indianapolis' } },
      'GET /api/promo-codes': { body: [SAVE15, TENOFF] },
      'PATCH /api/promo-codes/1/toggle': { body: { ...SAVE15, isActive: 0 } },
    });
    const sent = recordAdminHeaders();
    const { user } = renderWithProviders(<AdminPromoCodesPage />);
    await unlock(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Promo Code Management' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /SAVE15/ });
    expect(within(row).getByText('15%')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /TENOFF/ })).getByText('$10.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate TENOFF' })).toBeInTheDocument();
    expect(sent.find((call) => call.path === '/api/promo-codes')?.adminPassword).toBe('secret');
    expect(sent.find((call) => call.path === '/api/admin/shop-settings')?.adminPassword).toBe('secret');

    await user.click(screen.getByRole('button', { name: 'Deactivate SAVE15' }));
    // It asks first; Cancel changes nothing.
    let dialog = await screen.findByRole('dialog', { name: 'Deactivate SAVE15?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.filter((call) => call.path.endsWith('/toggle'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Deactivate SAVE15' }));
    dialog = await screen.findByRole('dialog', { name: 'Deactivate SAVE15?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Promo code updated!')).toBeInTheDocument();
    expect(screen.getByText('Status has been changed.')).toBeInTheDocument();
    // The list is fetched again after the change (cache tags).
    await waitFor(() => expect(sent.filter((call) => call.path === '/api/promo-codes')).toHaveLength(2));
  });

  it('validates the create form, upper-cases the code and shows a duplicate in the form', TYPING, async () => {
    const calls = fakeApi({
      'POST /api/admin/verify-password': { body: { ok: true } },
      'GET /api/admin/shop-settings': { body: { timeZone: 'America/Indiana/Indianapolis' } },
      'GET /api/promo-codes': { body: [] },
      'POST /api/promo-codes': {
        status: 409,
        body: { statusCode: 409, error: 'The promo code SAVE15 already exists.', message: 'x' },
      },
    });
    const { user } = renderWithProviders(<AdminPromoCodesPage />);
    await unlock(user);
    expect(await screen.findByText('No promo codes yet')).toBeInTheDocument();
    expect(screen.getByText('Create your first promo code to get started')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Code' }));
    await user.type(screen.getByLabelText(/^Code/), 'save15');
    expect(screen.getByLabelText(/^Code/)).toHaveValue('SAVE15');
    await user.click(screen.getByRole('button', { name: 'Create Code' }));
    expect(screen.getByText('Discount value is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/promo-codes')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Discount type'), 'fixed');
    expect(screen.getByLabelText(/^Amount \(\$\)/)).not.toHaveAttribute('max');
    await user.selectOptions(screen.getByLabelText('Discount type'), 'percentage');
    expect(screen.getByLabelText(/^Percentage \(0-100\)/)).toHaveAttribute('max', '100');
    await user.type(screen.getByLabelText(/^Percentage \(0-100\)/), '15');
    await user.click(screen.getByRole('button', { name: 'Create Code' }));
    // Named in the toast and under the form, not 'Please try again'.
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Failed to create promo codeThe promo code SAVE15 already exists.',
    );
    expect(screen.getAllByText('The promo code SAVE15 already exists.')).toHaveLength(2);
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/promo-codes')?.body).toEqual({
      code: 'SAVE15',
      discountType: 'percentage',
      discountValue: '15',
      isActive: 1,
    });
  });

  it(
    "reads the shop's time zone from the API: another SHOP_TIME_ZONE moves the window and the form's dates",
    TYPING,
    async () => {
      fakeApi({
        'POST /api/admin/verify-password': { body: { ok: true } },
        'GET /api/admin/shop-settings': { body: { timeZone: 'Europe/Paris' } },
        'GET /api/promo-codes': { body: [WINTER] },
      });
      const { user } = renderWithProviders(<AdminPromoCodesPage />);
      await unlock(user);
      const winter = await screen.findByRole('row', { name: /WINTER/ });
      expect(within(winter).getByText('Dec 1, 2026, 6:00 AM – Jan 1, 2027, 6:00 AM')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Edit WINTER' }));
      expect(screen.getByLabelText('Valid from')).toHaveValue('2026-12-01T06:00');
      expect(screen.getByText(/Dates are in the shop's time zone \(Paris\)/)).toBeInTheDocument();
    },
  );

  it(
    "shows 'Used' out of the limit and the window on the shop's clock, and edits a code's rules with PATCH",
    TYPING,
    async () => {
      const calls = fakeApi({
        'POST /api/admin/verify-password': { body: { ok: true } },
        'GET /api/admin/shop-settings': { body: { timeZone: 'America/Indiana/Indianapolis' } },
        'GET /api/promo-codes': { body: [WINTER, SAVE15] },
        'PATCH /api/promo-codes/3': { body: { ...WINTER, usageLimit: 150, endsAt: null } },
      });
      const { user } = renderWithProviders(<AdminPromoCodesPage />);
      await unlock(user);
      const winter = await screen.findByRole('row', { name: /WINTER/ });
      expect(within(winter).getByTestId('promo-used')).toHaveTextContent('3 / 100');
      expect(within(winter).getByText('Dec 1, 2026, 12:00 AM – Jan 1, 2027, 12:00 AM')).toBeInTheDocument();
      const save15 = screen.getByRole('row', { name: /SAVE15/ });
      expect(within(save15).getByTestId('promo-used')).toHaveTextContent(/^4$/);
      expect(within(save15).getByText('Always')).toBeInTheDocument();
      // The minimum shows in the list, not only in the edit form.
      expect(within(winter).getByTestId('promo-minimum')).toHaveTextContent('Min. order $50.00');
      expect(within(save15).queryByTestId('promo-minimum')).not.toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'Used' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Edit WINTER' }));
      expect(screen.getByRole('heading', { name: 'Edit WINTER' })).toBeInTheDocument();
      expect(screen.getByLabelText(/^Code/)).toBeDisabled();
      expect(screen.getByLabelText('Valid from')).toHaveValue('2026-12-01T00:00');
      expect(screen.getByLabelText('Minimum subtotal ($)')).toHaveValue(50);
      await user.clear(screen.getByLabelText('Total uses'));
      await user.type(screen.getByLabelText('Total uses'), '150');
      await user.clear(screen.getByLabelText('Valid until'));
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Promo code updated!')).toBeInTheDocument();
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        discountType: 'percentage',
        discountValue: '15.00',
        startsAt: '2026-12-01T05:00:00.000Z',
        endsAt: null,
        minimumSubtotal: '50.00',
        usageLimit: 150,
        usageLimitPerCustomer: 1,
      });
      expect(screen.queryByRole('heading', { name: 'Edit WINTER' })).not.toBeInTheDocument();
    },
  );

  it('creates a single-use code with a window entered on the shop clock', TYPING, async () => {
    const calls = fakeApi({
      'POST /api/admin/verify-password': { body: { ok: true } },
      'GET /api/admin/shop-settings': { body: { timeZone: 'America/Indiana/Indianapolis' } },
      'GET /api/promo-codes': { body: [] },
      'POST /api/promo-codes': { status: 201, body: { ...WINTER, code: 'ONCE' } },
    });
    const { user } = renderWithProviders(<AdminPromoCodesPage />);
    await unlock(user);
    await user.click(await screen.findByRole('button', { name: 'New Code' }));
    await user.type(screen.getByLabelText(/^Code/), 'once');
    await user.type(screen.getByLabelText(/^Percentage \(0-100\)/), '100');
    await user.type(screen.getByLabelText('Valid until'), '2026-07-04T09:30');
    await user.type(screen.getByLabelText('Total uses'), '1');
    await user.click(screen.getByRole('button', { name: 'Create Code' }));
    expect(await screen.findByText('Promo code created!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/promo-codes')?.body).toEqual({
      code: 'ONCE',
      discountType: 'percentage',
      discountValue: '100',
      isActive: 1,
      endsAt: '2026-07-04T13:30:00.000Z',
      usageLimit: 1,
    });
  });

  it('goes back to the gate when an admin call answers 429, saying how long to wait', async () => {
    fakeApi({ 'POST /api/admin/verify-password': { body: { ok: true } } });
    recordAdminHeaders({
      'GET /api/admin/shop-settings': () => Response.json({ timeZone: 'America/Indiana/Indianapolis' }),
      'GET /api/promo-codes': () =>
        new Response(JSON.stringify({ statusCode: 429, error: 'Too many', message: 'x' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'Retry-After': '42' },
        }),
    });
    const { user } = renderWithProviders(<AdminPromoCodesPage />);
    await unlock(user);
    expect(
      await screen.findByText('Too many failed password attempts. Please wait 42 seconds and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Access' })).toBeInTheDocument();
  });

  it('forgets the password when the screen closes', async () => {
    fakeApi({
      'POST /api/admin/verify-password': { body: { ok: true } },
      'GET /api/admin/shop-settings': { body: { timeZone: 'America/Indiana/Indianapolis' } },
      'GET /api/promo-codes': { body: [] },
    });
    const { user, store, unmount } = renderWithProviders(<AdminPromoCodesPage />);
    await unlock(user);
    await screen.findByText('No promo codes yet');
    expect(store.getState().adminSession?.passwords.promoCodes).toBe('secret');
    unmount();
    expect(store.getState().adminSession?.passwords).toEqual({});
  });
});

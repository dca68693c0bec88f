import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { product } from '../../../test/products';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AdminProductsPage } from './AdminProductsPage';

const PRODUCTS = Array.from({ length: 60 }, (_, i) => ({
  ...product({ id: i + 1, name: `Product ${i + 1}`, slug: `product-${i + 1}` }),
  inventory: [],
}));

describe('/admin-products', () => {
  it('draws the list 25 rows a page, with the page arrows and a choice of more rows', async () => {
    fakeApi({
      'POST /api/admin/verify-password': { body: { ok: true } },
      'GET /api/admin/products': { body: PRODUCTS },
    });
    const { user } = renderWithProviders(<AdminProductsPage />, { route: '/admin-products' });
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    const table = await screen.findByRole('table');
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(names()).toHaveLength(25);
    expect(names()[0]).toBe('Product 1');
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(names()[0]).toBe('Product 26');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(names()).toEqual(PRODUCTS.slice(50).map((p) => p.name));
    expect(screen.getByText('51–60 of 60')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Rows' }));
    await user.click(screen.getByRole('option', { name: '100' }));
    expect(names()).toHaveLength(60);
  });
});

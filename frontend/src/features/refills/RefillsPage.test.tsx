import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { RefillsPage } from './RefillsPage';

describe('RefillsPage', () => {
  it('shows the title, how refills work, the three statistics and a button to the products', async () => {
    fakeApi({});
    const { user } = renderWithProviders(<RefillsPage />, { route: '/refills' });
    expect(screen.getByRole('heading', { level: 1, name: 'Refill, Reuse, Rejoice' })).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'How refills work' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    const impact = within(screen.getByRole('region', { name: 'Small pours, big difference' })).getAllByRole('listitem');
    expect(impact.map((item) => item.textContent)).toEqual([
      '75%less plastic',
      '$8average saving per refill',
      '12K+bottles saved',
    ]);
    expect(screen.getByRole('img', { name: /Refill boxes in every scent/ })).toHaveAttribute(
      'src',
      '/public-objects/refills/refill-station.webp',
    );
    await user.click(screen.getByRole('link', { name: 'Shop Refill Boxes' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
  });

  it('never claims 80% less plastic (docs/content.md: 75% everywhere)', () => {
    fakeApi({});
    const { container } = renderWithProviders(<RefillsPage />, { route: '/refills' });
    expect(container.textContent).not.toContain('80%');
  });
});

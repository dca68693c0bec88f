import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SalesFiguresDto } from '../../../api/adminApi';
import { FigureCards } from './FigureCards';

const CURRENT: SalesFiguresDto = {
  revenue: '117.61',
  refunds: '0.00',
  orders: 2,
  averageOrderValue: '58.81',
  discounts: '0.00',
  shipping: '7.95',
  taxCollected: '7.68',
  newSubscribers: 0,
};
const PREVIOUS: SalesFiguresDto = {
  ...CURRENT,
  revenue: '0.00',
  orders: 0,
  averageOrderValue: '0.00',
  shipping: '0.00',
  taxCollected: '0.00',
};

describe('the dashboard figure cards', () => {
  it('shows tax collected as its own figure, and says what each revenue figure includes', () => {
    render(<FigureCards current={CURRENT} previous={PREVIOUS} periodLabel="previous 30 days" />);
    expect(screen.getByTestId('figure-taxCollected')).toHaveTextContent('$7.68');
    expect(screen.getByTestId('figure-shipping')).toHaveTextContent('$7.95');
    const card = (heading: string) => screen.getByRole('heading', { name: heading }).closest('li')!;
    expect(
      within(card('Tax collected')).getByText('Sales tax charged, owed to the states; included in revenue'),
    ).toBeVisible();
    expect(
      within(card('Revenue')).getByText(
        'Order totals: goods after discounts, plus shipping and sales tax, less refunds',
      ),
    ).toBeVisible();
    expect(within(card('Average order value')).getByText('Revenue ÷ orders')).toBeVisible();
    expect(within(card('Orders')).queryByTestId('includes-orders')).toBeNull();
  });
});

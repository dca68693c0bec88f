import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DemoWallet } from './DemoWallet';
import type { PaymentFlow } from './usePaymentFlow';

/** A payment flow whose POST /order answered with this breakdown (the server's, as PayPal receives it). */
function flowWith(breakdown: PaymentFlow['breakdown']): PaymentFlow {
  return {
    busy: false,
    priceChange: null,
    breakdown,
    createOrder: vi.fn().mockResolvedValue('DEMO-1'),
    approveDemo: vi.fn().mockResolvedValue(undefined),
    completePayment: vi.fn(),
    cancel: vi.fn(),
    walletError: vi.fn(),
    placeFree: vi.fn(),
  };
}

describe('DemoWallet', () => {
  it('shows the breakdown the wallet received in its approval window: items, discount, shipping, tax, total', async () => {
    const flow = flowWith({
      items: [
        { name: 'Hand Soap No. 42 (16 oz)', quantity: 3, unitAmount: '9.99' },
        { name: 'Soy Wax Candle No. 42 (8 oz)', quantity: 1, unitAmount: '34.00' },
      ],
      itemTotal: '63.97',
      discount: '6.40',
      shipping: '7.95',
      taxTotal: '4.59',
      total: '70.11',
    });
    const { user } = renderWithProviders(<DemoWallet flow={flow} totalCents={7011} />);
    await user.click(screen.getByRole('button', { name: 'Pay $70.11 with Demo wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve payment' });
    const breakdown = within(dialog).getByRole('region', { name: 'Payment breakdown' });
    const items = within(breakdown)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Hand Soap No. 42 (16 oz) × 3$9.99 each', 'Soy Wax Candle No. 42 (8 oz) × 1$34.00 each']);
    const figures = within(breakdown)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(figures).toEqual(['Item total $63.97', 'Discount -$6.40', 'Shipping $7.95', 'Tax $4.59', 'Total $70.11']);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(flow.approveDemo).toHaveBeenCalledWith('DEMO-1', 'approve');
  });

  it('shows no discount row without a discount, and no breakdown before the server sent one', async () => {
    const flow = flowWith({
      items: [{ name: 'Hand Soap No. 42 (16 oz)', quantity: 1, unitAmount: '18.00' }],
      itemTotal: '18.00',
      discount: '0.00',
      shipping: '0.00',
      taxTotal: '0.00',
      total: '18.00',
    });
    const { user, unmount } = renderWithProviders(<DemoWallet flow={flow} totalCents={1800} />);
    await user.click(screen.getByRole('button', { name: 'Pay $18.00 with Demo wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve payment' });
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Item total', 'Shipping', 'Tax', 'Total']);
    unmount();
    const { user: again } = renderWithProviders(<DemoWallet flow={flowWith(null)} totalCents={1800} />);
    await again.click(screen.getByRole('button', { name: 'Pay $18.00 with Demo wallet' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Approve payment' })).queryByRole('region', {
        name: 'Payment breakdown',
      }),
    ).not.toBeInTheDocument();
  });
});

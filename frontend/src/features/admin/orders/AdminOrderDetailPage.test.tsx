import { screen, waitFor, within } from '@testing-library/react';
import { ReactNode, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useAppDispatch } from '../../../store/store';
import type { AdminOrderDetailDto, OrderEventDto } from '../../../api/adminApi';
import { adminUnlocked } from '../../../api/adminSession';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AdminOrderDetailPage } from './AdminOrderDetailPage';
import { adminOrder } from '../../../test/adminOrderFixture';

const detail = {
  ...adminOrder({
    customerPhone: '+1 555 0100',
    customerNotes: 'Leave at the door',
    total: '30.60',
    promoCode: 'SAVE15',
    discountAmount: '5.40',
  }),
  storeCode: null,
  items: [
    {
      id: 1,
      orderId: 7,
      productId: 3,
      productName: 'Hand Soap No. 42',
      scent: '42',
      size: '16 oz',
      quantity: 2,
      price: '18.00',
    },
  ],
};

/** The tab's order password, as the list's gate leaves it, before the detail screen first renders. */
function WithOrderPassword({ password, children }: { password: string; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    dispatch(adminUnlocked({ realm: 'orders', password }));
    setReady(true);
  }, [dispatch, password]);
  return ready ? children : null;
}

function renderDetail(id = '7', password: string | null = 'secret') {
  const ui = password ? (
    <WithOrderPassword password={password}>
      <AdminOrderDetailPage />
    </WithOrderPassword>
  ) : (
    <AdminOrderDetailPage />
  );
  return renderWithProviders(ui, { route: `/admin-orders/${id}`, path: '/admin-orders/:id' });
}

/** A PayPal capture of the whole order, nothing refunded yet. */
type PaymentCard = NonNullable<AdminOrderDetailDto['payment']>;
const capturedPayment: PaymentCard = {
  provider: 'PayPal',
  paymentId: 'PAY-7',
  captureId: 'CAP-7',
  captured: '30.60',
  refunded: '0.00',
  refundPending: '0.00',
  remaining: '30.60',
  refunds: [],
};

describe('/admin-orders/{id}', () => {
  it('sends a visitor without the password to the order list', () => {
    fakeApi({});
    renderDetail('7', null);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin-orders');
    expect(screen.getByTestId('location')).not.toHaveTextContent('/admin-orders/7');
  });

  it('shows every card, NHA for a missing store code and the discount with its code', async () => {
    fakeApi({ 'GET /api/admin/orders/7': { body: detail } });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1007' })).toBeInTheDocument();
    expect(screen.getByText('NHA')).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Order Items' });
    expect(within(items).getAllByText('$36.00')).toHaveLength(2); // the line total (2 × $18.00) and the subtotal
    expect(within(items).getByText('Discount (SAVE15)')).toBeInTheDocument();
    expect(within(items).getByText('-$5.40')).toBeInTheDocument();
    expect(within(items).getByText('$30.60')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Customer Information' })).getByText('Leave at the door'),
    ).toBeInTheDocument();
    // The shipping card names whom the parcel is for, as a label would.
    expect(screen.getByRole('region', { name: 'Shipping Address' })).toHaveTextContent(
      /^Shipping AddressAda Lovelace12 Meadow Lane/,
    );
    expect(
      within(screen.getByRole('region', { name: 'Billing Address' })).getByText('Same as shipping address'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Fulfillment & Tracking' })).getByText('UPS')).toBeInTheDocument();
  });

  it('shows the method, the shipping and the tax with its state and rate, and the second address line', async () => {
    fakeApi({
      'GET /api/admin/orders/7': {
        body: {
          ...detail,
          shippingAddress2: 'Apt 4B',
          shippingMethodName: 'Standard',
          shippingAmount: '7.95',
          taxAmount: '2.45',
          taxState: 'IN',
          taxRate: '7.000',
          total: '41.00',
        },
      },
    });
    renderDetail();
    const items = await screen.findByRole('region', { name: 'Order Items' });
    expect(within(items).getByText('Shipping (Standard)')).toBeInTheDocument();
    expect(within(items).getByText('$7.95')).toBeInTheDocument();
    expect(within(items).getByText('Tax (IN 7%)')).toBeInTheDocument();
    expect(within(items).getByText('$2.45')).toBeInTheDocument();
    expect(within(items).getByText('$41.00')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Shipping Address' })).toHaveTextContent('12 Meadow LaneApt 4B');
  });

  it('leaves shipping and tax out of an order that has neither', async () => {
    fakeApi({ 'GET /api/admin/orders/7': { body: detail } });
    renderDetail();
    const items = await screen.findByRole('region', { name: 'Order Items' });
    expect(within(items).queryByText(/^Shipping/)).not.toBeInTheDocument();
    expect(within(items).queryByText(/^Tax/)).not.toBeInTheDocument();
  });

  it('saves tracking trimmed, the status and the fixed carrier', async () => {
    const calls = fakeApi({
      'GET /api/admin/orders/7': { body: detail },
      'PATCH /api/admin/orders/7': { body: { ...detail, trackingNumber: '1Z999', orderStatus: 'shipped' } },
    });
    const { user } = renderDetail();
    await user.type(await screen.findByLabelText('Tracking number'), '  1Z999 ');
    await user.selectOptions(screen.getByLabelText('Status'), 'shipped');
    await user.click(screen.getByRole('button', { name: 'Save Status & Tracking Number' }));
    expect(await screen.findByText('Order updated')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      trackingNumber: '1Z999',
      deliveredAt: null,
      carrier: 'UPS',
      orderStatus: 'shipped',
    });
  });

  it('refunds one line from the payment card: the request carries the line and the reason, and the card shows the refund', async () => {
    const payment = capturedPayment;
    const refund = {
      id: 1,
      amount: '15.30',
      lines: [{ orderItemId: 1, quantity: 1 }],
      reason: 'Broken jar',
      note: null,
      status: 'completed' as const,
      providerRefundId: 'R-1',
      requestId: 'x',
      failureReason: null,
      createdAt: '2025-10-21T10:00:00.000Z',
    };
    const after: PaymentCard = { ...payment, refunded: '15.30', remaining: '15.30', refunds: [refund] };
    let current: typeof detail & { payment: PaymentCard } = { ...detail, payment };
    const calls = fakeApi({
      'GET /api/admin/orders/7': async () => ({ body: current }),
      'GET /api/admin/orders/7/events': { body: [] },
      'POST /api/admin/orders/7/refunds/preview': {
        body: { amount: '15.30', remaining: '30.60', shippingRemaining: '0.00' },
      },
      'POST /api/admin/orders/7/refunds': async () => {
        current = { ...detail, payment: after };
        return { status: 201, body: after };
      },
    });
    const { user } = renderDetail();
    const card = await screen.findByRole('region', { name: 'Payment' });
    expect(within(card).getByText('PAY-7')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order #1007' });
    await user.click(within(dialog).getByLabelText('Items'));
    await user.type(within(dialog).getByLabelText(/Hand Soap No. 42 \(16 oz\): quantity to refund/), '1');
    // The server's figure for the chosen line, shown before staff confirm.
    expect(await within(dialog).findByText('Amount to refund: $15.30')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/admin/orders/7/refunds/preview').at(-1)?.body).toEqual({
      lines: [{ orderItemId: 1, quantity: 1 }],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
    expect(await within(dialog).findByText('Enter a reason for the refund.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Broken jar');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === '/api/admin/orders/7/refunds')?.body).toEqual({
      reason: 'Broken jar',
      requestId: expect.any(String),
      lines: [{ orderItemId: 1, quantity: 1 }],
    });
    const refunds = await within(await screen.findByRole('region', { name: 'Payment' })).findByRole('list', {
      name: 'Refunds',
    });
    expect(within(refunds).getByText(/\$15\.30 · Completed/)).toBeInTheDocument();
  }, 60_000);

  it('refunds shipping as its own amount: the server prices it with its tax, and the dialog says the most it can take', async () => {
    const payment = { ...capturedPayment, captured: '39.11', remaining: '39.11' };
    const shippedOrder = { ...detail, total: '39.11', shippingAmount: '7.95', shippingTaxAmount: '0.56', payment };
    const calls = fakeApi({
      'GET /api/admin/orders/7': { body: shippedOrder },
      'GET /api/admin/orders/7/events': { body: [] },
      'POST /api/admin/orders/7/refunds/preview': {
        body: { amount: '8.51', remaining: '39.11', shippingRemaining: '7.95' },
      },
      'POST /api/admin/orders/7/refunds': { status: 201, body: { ...payment, refunded: '8.51', remaining: '30.60' } },
    });
    const { user } = renderDetail();
    await user.click(
      within(await screen.findByRole('region', { name: 'Payment' })).getByRole('button', { name: 'Refund' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refund order #1007' });
    await user.click(within(dialog).getByLabelText('Items and shipping'));
    await user.type(within(dialog).getByLabelText('Shipping to refund'), '7.95');
    expect(await within(dialog).findByText('Amount to refund: $8.51')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Up to \$7\.95 of the \$7\.95 shipping; its tax goes back in proportion/),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/admin/orders/7/refunds/preview').at(-1)?.body).toEqual({
      shipping: '7.95',
    });
    // 'Put back in stock' has no units to put back for shipping alone: it is not sent.
    await user.click(within(dialog).getByLabelText('Put back in stock'));
    await user.type(within(dialog).getByLabelText(/Reason/), 'Late delivery');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === '/api/admin/orders/7/refunds')?.body).toEqual({
      reason: 'Late delivery',
      requestId: expect.any(String),
      shipping: '7.95',
    });
  }, 60_000);

  it("offers 'Put back in stock' for a refund of the whole or of items, not of an amount, and sends it", async () => {
    const payment = capturedPayment;
    const calls = fakeApi({
      'GET /api/admin/orders/7': { body: { ...detail, payment } },
      'GET /api/admin/orders/7/events': { body: [] },
      'POST /api/admin/orders/7/refunds': { status: 201, body: { ...payment, refunded: '30.60', remaining: '0.00' } },
    });
    const { user } = renderDetail();
    await user.click(
      within(await screen.findByRole('region', { name: 'Payment' })).getByRole('button', { name: 'Refund' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refund order #1007' });
    await user.click(within(dialog).getByLabelText('An amount'));
    expect(within(dialog).queryByLabelText('Put back in stock')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(/Whole remaining amount/));
    await user.click(within(dialog).getByLabelText('Put back in stock'));
    await user.type(within(dialog).getByLabelText(/Reason/), 'Returned unopened');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === '/api/admin/orders/7/refunds')?.body).toEqual({
      reason: 'Returned unopened',
      requestId: expect.any(String),
      restock: true,
    });
  }, 60_000);

  it('asks before cancelling an order whose payment is not refunded', async () => {
    const payment = capturedPayment;
    const calls = fakeApi({
      'GET /api/admin/orders/7': { body: { ...detail, payment } },
      'PATCH /api/admin/orders/7': { body: { ...detail, payment, orderStatus: 'cancelled' } },
    });
    const { user } = renderDetail();
    await user.selectOptions(await screen.findByLabelText('Status'), 'cancelled');
    await user.click(screen.getByRole('button', { name: 'Save Status' }));
    const ask = await screen.findByRole('dialog', { name: 'Cancel without a refund?' });
    expect(ask).toHaveTextContent('The customer paid $30.60 that has not been refunded.');
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Cancel without refund' }));
    expect(await screen.findByText('Order updated')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ orderStatus: 'cancelled' });
  }, 60_000);

  it('shows the History card newest first with relative and exact times, and adds a note', async () => {
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
    let events: OrderEventDto[] = [
      {
        id: 2,
        orderId: 7,
        createdAt: minutesAgo(5),
        kind: 'status_changed',
        fromValue: 'pending',
        toValue: 'shipped',
        note: null,
      },
      { id: 1, orderId: 7, createdAt: minutesAgo(120), kind: 'placed', fromValue: null, toValue: null, note: null },
    ];
    const calls = fakeApi({
      'GET /api/admin/orders/7': { body: detail },
      'GET /api/admin/orders/7/events': async () => ({ body: events }),
      'POST /api/admin/orders/7/notes': async () => {
        const note: OrderEventDto = {
          id: 3,
          orderId: 7,
          createdAt: minutesAgo(0),
          kind: 'note',
          fromValue: null,
          toValue: null,
          note: 'Called the customer',
        };
        events = [note, ...events];
        return { status: 201, body: note };
      },
    });
    const { user } = renderDetail();
    const history = await screen.findByRole('region', { name: 'History' });
    const list = await within(history).findByRole('list', { name: 'Order history, newest first' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Status changed from Pending to Shipped'),
      expect.stringContaining('Order placed'),
    ]);
    expect(entries[0]).toHaveTextContent('5 minutes ago');
    expect(entries[1]).toHaveTextContent('2 hours ago');
    expect(entries[0].querySelector('time')?.getAttribute('dateTime')).toBe(events[0].createdAt);

    await user.type(within(history).getByLabelText('Add a note'), 'Called the customer');
    await user.click(within(history).getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(3));
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Staff noteCalled the customer');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ note: 'Called the customer' });
    // Typing a sentence through user-event is slow on a busy machine; this bounds a hang, not a speed.
  }, 20_000);

  it('says when the update fails', async () => {
    fakeApi({
      'GET /api/admin/orders/7': { body: detail },
      'PATCH /api/admin/orders/7': { status: 500, body: { statusCode: 500, error: 'x', message: 'x' } },
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Update failed'));
    expect(screen.getByTestId('toast')).toHaveTextContent('Failed to update order tracking information.');
  });

  it("shows 'Order Not Found' with a way back", async () => {
    fakeApi({});
    renderDetail('999');
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/admin-orders');
  });
});

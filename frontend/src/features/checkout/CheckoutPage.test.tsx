import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, pending } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import type { CartItem } from '../../store/cart/cartItem';
import { cartRestored } from '../../store/cart/cartSlice';
import { statusLinkFor } from '../../lib/placedOrderState';
import { CheckoutPage } from './CheckoutPage';
import { EMPTY_CHECKOUT_FORM } from './checkoutForm';
import { CHECKOUT_STORAGE_KEY, saveCheckout } from './checkoutStorage';

const soap: CartItem = {
  productId: 1,
  productName: 'Hand Soap No. 42',
  size: '16 oz',
  quantity: 2,
  price: '18.00',
  image: '/x.webp',
};
const validForm = {
  ...EMPTY_CHECKOUT_FORM,
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  shippingAddress: '12 Garden Lane',
  shippingCity: 'Indianapolis',
  shippingState: 'IN',
  shippingZip: '46204',
};
/** The server's quote for two soaps to Indiana in a shop without shipping methods or tax rates. */
const noShippingQuote = {
  lines: [],
  subtotal: '36.00',
  promoCode: null,
  discountAmount: null,
  promoRefusal: null,
  shippingOptions: [],
  shippingMethodId: null,
  shippingMethodName: null,
  shippingAmount: '0.00',
  taxState: 'IN',
  taxRate: null,
  taxAmount: '0.00',
  shippingTaxAmount: '0.00',
  total: '36.00',
  freeShipping: null,
};
const quoteRoute = { 'POST /api/checkout/quote': { body: noShippingQuote } };
const demoSetup = { 'GET /setup': { body: { provider: 'demo', clientToken: 'demo-token', clientId: null } } };
/** The calls a test is about, without the summary's quotes. */
const withoutQuotes = <T extends { path: string }>(calls: T[]) => calls.filter((c) => c.path !== '/api/checkout/quote');
const toast = () => screen.getByTestId('toast');
/** Waits for a toast that says `text` (the toast region is filled after the request answers). */
const toastSaying = (text: string) => waitFor(() => expect(within(toast()).getByText(text)).toBeInTheDocument());

function renderCheckout(cart: CartItem[] | null = [soap], route = '/checkout') {
  return renderWithProviders(<CheckoutPage />, { route, path: '/checkout', cart });
}

function atPayment() {
  saveCheckout({ step: 2, form: validForm, promo: null, shippingMethodId: null });
}

describe('CheckoutPage', () => {
  afterEach(() => sessionStorage.clear());

  it('shows the empty cart in the cart step, where its lines would be, with a link to the products', () => {
    renderCheckout([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('button', { name: 'Continue to Shipping Info' })).toBeDisabled();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$0.00');
  });

  it('before the cart is restored (server, hydration): steps, headings and the shipping form, placeholders for the cart, and the saved checkout untouched', async () => {
    fakeApi(quoteRoute);
    saveCheckout({ step: 1, form: validForm, promo: null, shippingMethodId: null });
    const saved = sessionStorage.getItem(CHECKOUT_STORAGE_KEY);
    const { store, container } = renderCheckout(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Checkout progress' })).getByText('Cart')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    // Enabled: a disabled button would drop a tap before the early-actions script can hold it for the replay.
    expect(screen.getByRole('button', { name: 'Continue to Shipping Info' })).toBeEnabled();
    expect(screen.queryByRole('list', { name: 'Cart items' })).not.toBeInTheDocument();
    // The form is in the page (the server's HTML) with the empty form, hidden until its step.
    const name = container.querySelector<HTMLInputElement>('#checkout-customerName');
    expect(name?.value).toBe('');
    expect(name?.closest('[hidden]')).not.toBeNull();
    expect(container.querySelector('label[for="checkout-shippingZip"]')?.textContent).toMatch(/ZIP code/);
    expect(screen.getByTestId('summary-total').textContent).toBe('');
    expect(sessionStorage.getItem(CHECKOUT_STORAGE_KEY)).toBe(saved);

    act(() => {
      store.dispatch(cartRestored([soap]));
    });
    expect(await screen.findByRole('heading', { name: 'Shipping information' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$36.00');
    // The server's quote: a shop without shipping methods charges none.
    await waitFor(() => expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Free'));
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('$0.00');
    expect(screen.queryByText(/more for free shipping/)).not.toBeInTheDocument();
  });

  it('shows the lines the server painted from the cart cookie before the cart is restored, then the saved cart and checkout', async () => {
    saveCheckout({ step: 1, form: validForm, promo: null, shippingMethodId: null });
    const saved = sessionStorage.getItem(CHECKOUT_STORAGE_KEY);
    const candle: CartItem = {
      productId: 2,
      productName: 'Soy Wax Candle No. 42',
      size: '8 oz',
      quantity: 1,
      price: '34.00',
      image: '/y.webp',
    };
    const { store } = renderWithProviders(<CheckoutPage />, {
      route: '/checkout',
      path: '/checkout',
      cart: null,
      serverCart: [soap, candle],
    });
    const lines = screen.getByRole('list', { name: 'Cart items' });
    expect(within(lines).getByText('Soy Wax Candle No. 42')).toBeInTheDocument();
    expect(within(lines).getByText('$18.00 each')).toBeInTheDocument();
    expect(within(lines).getByLabelText('Quantity of Hand Soap No. 42, 16 oz')).toHaveTextContent('2');
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('$70.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$70.00');
    // The first line's picture is the page's largest paint: fetched first.
    expect(lines.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    // Still the server's first step: the saved checkout (sessionStorage) is read with the saved cart, untouched till then.
    expect(screen.getByRole('heading', { name: 'Your cart' })).toBeVisible();
    expect(sessionStorage.getItem(CHECKOUT_STORAGE_KEY)).toBe(saved);

    // The browser's saved cart is the truth: it replaces the server's lines.
    act(() => {
      store.dispatch(cartRestored([soap]));
    });
    expect(await screen.findByRole('heading', { name: 'Shipping information' })).toBeVisible();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$36.00');
    expect(screen.queryByText('Soy Wax Candle No. 42')).not.toBeInTheDocument();
  });

  it("changes a line's quantity on the cart step, and the summary follows", async () => {
    const { user, store } = renderCheckout();
    const lines = screen.getByRole('list', { name: 'Cart items' });
    await user.click(within(lines).getByRole('button', { name: 'Increase quantity of Hand Soap No. 42, 16 oz' }));
    expect(store.getState().cart.items[0].quantity).toBe(3);
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$54.00');
    await user.click(within(lines).getByRole('button', { name: 'Decrease quantity of Hand Soap No. 42, 16 oz' }));
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$36.00');
  });

  it('applies a code upper-cased and trimmed, and disables Apply while empty or pending', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const calls = fakeApi({
      'GET /api/promo-codes/validate/WELCOME15': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderCheckout();
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    const apply = within(summary).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.type(within(summary).getByLabelText('Promo code'), '  welcome15 ');
    expect(apply).toBeEnabled();
    await user.click(apply);
    expect(within(summary).getByRole('button', { name: 'Applying…' })).toBeDisabled();
    expect(withoutQuotes(calls).map((c) => c.path)).toEqual(['/api/promo-codes/validate/WELCOME15?subtotal=36.00']);
    await act(async () => answer({ body: { code: 'WELCOME15', discountType: 'percentage', discountValue: '15.00' } }));
    await toastSaying('Promo code applied!');
    expect(within(toast()).getByText('You saved $5.40')).toBeInTheDocument();
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('$30.60');

    await user.click(within(summary).getByRole('button', { name: 'Remove promo code WELCOME15' }));
    expect(within(summary).queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('$36.00');
  });

  it("shows the server's reason for an invalid code, or the default", async () => {
    fakeApi({
      'GET /api/promo-codes/validate/NOPE': {
        status: 404,
        body: { statusCode: 404, error: 'This promo code is not valid or has expired.', message: 'x' },
      },
      'GET /api/promo-codes/validate/DOWN': { status: 500, body: null },
    });
    const { user } = renderCheckout();
    const field = screen.getByLabelText('Promo code');
    await user.type(field, 'nope{Enter}');
    await toastSaying('This promo code is not valid or has expired.');
    expect(within(toast()).getByText('Invalid promo code')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'down{Enter}');
    await waitFor(() => expect(within(toast()).getAllByText('Invalid promo code')).toHaveLength(2));
  });

  it('says a valid code below its minimum so in the title, and keeps the reason under the field', async () => {
    fakeApi({
      'GET /api/promo-codes/validate/BIG50': {
        status: 422,
        body: { statusCode: 422, error: 'Add $14.00 more to use this code.', message: 'x' },
      },
    });
    const { user } = renderCheckout();
    await user.type(screen.getByLabelText('Promo code'), 'big50{Enter}');
    await toastSaying('Add $14.00 more to use this code.');
    expect(within(toast()).getByText('Promo code minimum not reached')).toBeInTheDocument();
    const feedback = screen.getByTestId('promo-feedback');
    expect(feedback).toHaveTextContent('Add $14.00 more to use this code.');
    expect(feedback).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByLabelText('Promo code')).toHaveAccessibleDescription('Add $14.00 more to use this code.');
  });

  it('moves Cart → Info freely and Info → Payment only with a valid form, focusing the first wrong field', async () => {
    fakeApi(demoSetup);
    const { user } = renderCheckout();
    expect(within(screen.getByRole('list', { name: 'Cart items' })).getByText('Size: 16 oz')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to Shipping Info' }));
    expect(screen.getByRole('heading', { name: 'Shipping information' })).toHaveFocus();
    // The step is in the address, so the browser's Back walks the steps.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout?step=info'));
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your street address')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment' })).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_STORAGE_KEY) ?? '{}').form.customerName).toBe('Ada');
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout?step=info');
  });

  it('opens the step the address names, but Payment only with a valid form', async () => {
    fakeApi(demoSetup);
    renderCheckout([soap], '/checkout?step=payment');
    expect(await screen.findByRole('heading', { name: 'Shipping information' })).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout?step=info'));
  });

  it('puts a saved step into a bare /checkout address', async () => {
    fakeApi(demoSetup);
    atPayment();
    renderCheckout([soap], '/checkout');
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout?step=payment'));
  });

  it('reviews contact, addresses and lines above the payment buttons, each with a way back to its step', async () => {
    fakeApi({ ...demoSetup, ...quoteRoute });
    atPayment();
    const { user } = renderCheckout([soap], '/checkout?step=payment');
    const review = await screen.findByRole('region', { name: 'Review your order' });
    expect(within(review).getByRole('region', { name: 'Contact' })).toHaveTextContent('Ada Lovelaceada@example.com');
    expect(within(review).getByRole('region', { name: 'Ship to' })).toHaveTextContent(
      '12 Garden LaneIndianapolis, IN 46204',
    );
    expect(within(review).getByRole('region', { name: 'Billing address' })).toHaveTextContent(
      'Same as shipping address',
    );
    expect(within(review).getByRole('region', { name: 'Items' })).toHaveTextContent(
      'Hand Soap No. 42, 16 oz × 2: $36.00',
    );
    // Above the wallet's buttons.
    const pay = await screen.findByRole('button', { name: 'Pay $36.00 with Demo wallet' });
    expect(review.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // 'Change' lands on the field it changes, not on the step's heading.
    await user.click(within(review).getByRole('button', { name: 'Change shipping address' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.click(
      within(await screen.findByRole('region', { name: 'Review your order' })).getByRole('button', {
        name: 'Change contact',
      }),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus());
  });

  it('prices shipping and tax by the chosen state and method, and sends them with the order', async () => {
    const standard = {
      id: 1,
      name: 'Standard',
      price: '7.95',
      freeFrom: '100.00',
      estimateDaysMin: 3,
      estimateDaysMax: 5,
      taxable: true,
    };
    const express = {
      id: 2,
      name: 'Express',
      price: '19.95',
      freeFrom: null,
      estimateDaysMin: 1,
      estimateDaysMax: 2,
      taxable: true,
    };
    // The server's figures for two $18 soaps: Indiana taxes 7 % (shipping too), Ohio none.
    const quote = async (_url: URL, body: unknown) => {
      const { shippingState, shippingMethodId } = body as {
        shippingState: string | null;
        shippingMethodId: number | null;
      };
      const method = shippingMethodId === 2 ? express : standard;
      const shipping = method.price;
      const tax = shippingState === 'IN' ? (method === express ? '3.92' : '3.08') : '0.00';
      const total =
        shippingState === null
          ? '36.00'
          : (3600 + Math.round(Number(shipping) * 100) + Math.round(Number(tax) * 100)) / 100;
      return {
        body: {
          ...noShippingQuote,
          shippingOptions: [standard, express].map((m) => ({ ...m, amount: m.price })),
          shippingMethodId: method.id,
          shippingMethodName: method.name,
          shippingAmount: shipping,
          taxState: shippingState,
          taxRate: shippingState === 'IN' ? '7.000' : null,
          taxAmount: shippingState === null ? '0.00' : tax,
          total: typeof total === 'number' ? total.toFixed(2) : total,
          freeShipping: {
            threshold: '100.00',
            methodName: 'Standard',
            statement: 'Free Standard shipping on orders of $100.00 or more, after discounts.',
          },
        },
      };
    };
    const calls = fakeApi({
      ...demoSetup,
      'POST /api/checkout/quote': quote,
      'POST /order': { status: 201, body: { id: 'DEMO-1' } },
    });
    saveCheckout({
      step: 1,
      form: { ...validForm, shippingState: '', shippingZip: '' },
      promo: null,
      shippingMethodId: null,
    });
    const { user } = renderCheckout([soap], '/checkout?step=info');
    expect(await screen.findByRole('heading', { name: 'Shipping information' })).toBeVisible();
    // Before the address is known, shipping and tax wait for it.
    expect(await screen.findByRole('radio', { name: /Standard/ })).toBeChecked();
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Calculated at next step');
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('Calculated at next step');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$36.00');
    expect(screen.getByTestId('summary-free-shipping')).toHaveTextContent('after discounts');
    expect(screen.getByRole('radio', { name: /Express/ })).toHaveAccessibleName(/Express.*1–2 business days.*\$19\.95/);

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'IN');
    await waitFor(() => expect(screen.getByTestId('summary-tax')).toHaveTextContent('$3.08'));
    expect(screen.getByText('Tax (IN 7%)')).toBeInTheDocument();
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('$7.95');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$47.03');

    await user.click(screen.getByRole('radio', { name: /Express/ }));
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('$59.87'));
    expect(screen.getByRole('radio', { name: /Express/ })).toBeChecked();

    // A ZIP code of another state is refused here, not at payment.
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '43215');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveFocus();
    expect(
      screen.getByText('43215 is not a ZIP code in Indiana. Please check the ZIP code and the state.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'ZIP code' }));
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '46204');
    await user.type(screen.getByRole('textbox', { name: 'Apartment, suite, etc. (optional)' }), 'Apt 4B');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.click(await screen.findByText('Pay $59.87 with Demo wallet', {}, { timeout: 15_000 }));
    await waitFor(() => expect(calls.some((c) => c.path === '/order')).toBe(true));
    expect(calls.find((c) => c.path === '/order')?.body).toMatchObject({
      amount: '59.87',
      shippingState: 'IN',
      shippingAddress2: 'Apt 4B',
      shippingMethodId: 2,
      shippingAmount: '19.95',
      taxAmount: '3.92',
    });
  }, 60_000);

  it('pays with the demo wallet: create, approve, capture, then clears the cart and goes home after 1.5 s', async () => {
    atPayment();
    const calls = fakeApi({
      ...demoSetup,
      ...quoteRoute,
      'POST /order': { status: 201, body: { id: 'DEMO-1' } },
      'POST /order/DEMO-1/approve': { body: { id: 'DEMO-1', status: 'APPROVED' } },
      'POST /order/DEMO-1/capture': {
        body: { status: 'COMPLETED', orderId: 1, orderNumber: 1001, statusToken: '1.signed' },
      },
    });
    const { user, store } = renderCheckout();
    expect(await screen.findByText('Demo wallet — test mode, no real money')).toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: 'Pay $36.00 with Demo wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await toastSaying('Order placed successfully!');
    expect(screen.getByTestId('placed-total')).toHaveTextContent('Total $36.00.');
    expect(store.getState().cart.items).toEqual([]);
    expect(sessionStorage.getItem(CHECKOUT_STORAGE_KEY)).toBeNull();
    // The capture's status token stays in this tab for the home page's banner.
    expect(statusLinkFor(1001)).toBe('/orders/status?token=1.signed');
    expect(withoutQuotes(calls.filter((c) => c.method === 'POST')).map((c) => c.path)).toEqual([
      '/order',
      '/order/DEMO-1/approve',
      '/order/DEMO-1/capture',
    ]);
    expect(calls.find((c) => c.path === '/order')?.body).toMatchObject({
      amount: '36.00',
      currency: 'USD',
      intent: 'CAPTURE',
      promoCode: null,
      billingAddress: null,
      shippingMethodId: null,
      shippingAmount: '0.00',
      taxAmount: '0.00',
      items: [{ productId: 1, size: '16 oz', quantity: 2, price: '18.00' }],
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), { timeout: 2500 });
  });

  it('a promo code covering the whole order offers Place free order instead of the wallet; a double click is one request with one key', async () => {
    saveCheckout({
      step: 2,
      form: validForm,
      promo: { code: 'ALLFREE', discountType: 'percentage', discountValue: '100.00' },
      shippingMethodId: null,
    });
    const calls = fakeApi({
      'POST /order/free': {
        status: 201,
        body: { status: 'COMPLETED', orderId: 7, orderNumber: 1007, statusToken: null },
      },
    });
    const { user, store } = renderCheckout();
    expect(await screen.findByText('Your promo code covers this order')).toBeInTheDocument();
    expect(screen.queryByText('Demo wallet — test mode, no real money')).not.toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: 'Place free order' }));
    await toastSaying('Order placed successfully!');
    expect(store.getState().cart.items).toEqual([]);
    const posts = withoutQuotes(calls.filter((c) => c.method === 'POST'));
    expect(posts.map((c) => c.path)).toEqual(['/order/free']);
    expect(calls.some((c) => c.path === '/setup')).toBe(false);
    expect(posts[0].body).toMatchObject({
      amount: '0.00',
      promoCode: 'ALLFREE',
      checkoutKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
  });

  it('a free order refused because the code is used up shows why and drops the code', async () => {
    saveCheckout({
      step: 2,
      form: validForm,
      promo: { code: 'GIFT1', discountType: 'percentage', discountValue: '100.00' },
      shippingMethodId: null,
    });
    fakeApi({
      'POST /order/free': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'This promo code has been used up.',
          message:
            'The promo code GIFT1 cannot be used: This promo code has been used up. Your total without it is $36.00.',
          expected: {
            subtotal: '36.00',
            discountAmount: null,
            total: '36.00',
            items: [{ productId: 1, size: '16 oz', price: '18.00' }],
          },
        },
      },
      ...demoSetup,
    });
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Place free order' }));
    expect(await screen.findByText('This promo code has been used up.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $36.00 with Demo wallet' })).toBeInTheDocument();
  });

  it('saves the order with POST /api/orders when the capture could not (202)', async () => {
    atPayment();
    const calls = fakeApi({
      ...demoSetup,
      'POST /order': { status: 201, body: { id: 'DEMO-2' } },
      'POST /order/DEMO-2/approve': { body: { id: 'DEMO-2', status: 'APPROVED' } },
      'POST /order/DEMO-2/capture': { status: 202, body: { status: 'COMPLETED', orderId: null, orderNumber: null } },
      'POST /api/orders': { status: 500, body: { statusCode: 500, error: 'x', message: 'y' } },
    });
    const { user, store } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Pay $36.00 with Demo wallet' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await toastSaying('Order failed');
    expect(
      within(toast()).getByText('There was an error processing your order. Please try again.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/orders')?.body).toMatchObject({
      paymentId: 'DEMO-2',
      subtotal: '36.00',
      total: '36.00',
      discountAmount: null,
    });
    expect(store.getState().cart.items).toEqual([soap]);
  });

  it('keeps the cart when the payment is declined or cancelled', async () => {
    atPayment();
    fakeApi({
      ...demoSetup,
      'POST /order': { status: 201, body: { id: 'DEMO-3' } },
      'POST /order/DEMO-3/approve': { body: { id: 'DEMO-3', status: 'APPROVED' } },
      'POST /order/DEMO-3/capture': {
        status: 402,
        body: { statusCode: 402, error: 'Declined.', message: 'Your payment method was declined by Demo wallet.' },
      },
    });
    const { user, store } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Pay $36.00 with Demo wallet' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await toastSaying('You cancelled the payment.');

    await user.click(await screen.findByRole('button', { name: 'Pay $36.00 with Demo wallet' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await toastSaying('Payment failed');
    expect(within(toast()).getByText('Your payment method was declined by Demo wallet.')).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([soap]);
    expect(await screen.findByRole('button', { name: 'Pay $36.00 with Demo wallet' })).toBeEnabled();
  });

  it('refuses a capture that is not COMPLETED', async () => {
    atPayment();
    fakeApi({
      ...demoSetup,
      'POST /order': { status: 201, body: { id: 'DEMO-4' } },
      'POST /order/DEMO-4/approve': { body: { id: 'DEMO-4', status: 'APPROVED' } },
      'POST /order/DEMO-4/capture': { body: { status: 'PENDING', orderId: null, orderNumber: null } },
    });
    const { user, store } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Pay $36.00 with Demo wallet' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await toastSaying('Demo wallet payment status is PENDING, not COMPLETED');
    expect(store.getState().cart.items).toEqual([soap]);
  });

  it("takes the server's prices after a 409, says why, and drops a code the server refuses", async () => {
    saveCheckout({
      step: 2,
      form: validForm,
      promo: { code: 'OLD10', discountType: 'percentage', discountValue: '10.00' },
      shippingMethodId: null,
    });
    fakeApi({
      ...demoSetup,
      'POST /order': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'This promo code is not valid or has expired.',
          message: 'The promo code OLD10 is not valid or has expired; your total without it is $40.00.',
          expected: {
            subtotal: '40.00',
            discountAmount: null,
            total: '40.00',
            items: [{ productId: 1, size: '16 oz', price: '20.00' }],
          },
        },
      },
    });
    const { user, store } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Pay $32.40 with Demo wallet' }));
    const notice = await screen.findByTestId('price-change');
    expect(notice).toHaveTextContent('This promo code is not valid or has expired.');
    expect(notice).toHaveTextContent('your total without it is $40.00');
    expect(store.getState().cart.items[0].price).toBe('20.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$40.00');
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $40.00 with Demo wallet' })).toBeEnabled();
  });

  it('says the payment setup failed', async () => {
    atPayment();
    fakeApi({
      'GET /setup': {
        status: 502,
        body: { statusCode: 502, error: 'x', message: 'Failed to fetch PayPal client token' },
      },
    });
    renderCheckout();
    await toastSaying('Payment setup failed');
    expect(within(toast()).getByText('Failed to fetch PayPal client token')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("sends the demo wallet window's button as its approval choice, and nothing of it with the order", async () => {
    atPayment();
    const calls = fakeApi({
      ...demoSetup,
      'POST /order': { status: 201, body: { id: 'DEMO-9' } },
      'POST /order/DEMO-9/approve': { body: { id: 'DEMO-9', status: 'APPROVED' } },
      'POST /order/DEMO-9/capture': pending,
    });
    const { user } = renderCheckout([soap], '/checkout?demoOutcome=decline');
    await user.click(await screen.findByRole('button', { name: 'Pay $36.00 with Demo wallet' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Declined card' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/order/DEMO-9/approve')?.body).toEqual({ choice: 'decline' }),
    );
    expect(calls.find((c) => c.path === '/order')?.body).not.toHaveProperty('demoOutcome');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, pending } from '../../test/fakeApi';
import { product } from '../../test/products';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProductDetailPage } from './ProductDetailPage';

const soap = product();
const candle = product({
  id: 17,
  name: 'Soy Wax Candle No. 42',
  slug: 'soy-wax-candle-no-42',
  category: 'Candle',
  price: '34.00',
  refillPrice: null,
  sizes: ['8 oz'],
  burnTime: null,
  wickType: 'Lead-free cotton wick',
});

function renderDetail(slug: string) {
  return renderWithProviders(<ProductDetailPage />, { route: `/products/${slug}`, path: '/products/:slug' });
}

describe('ProductDetailPage', () => {
  it('shows a placeholder while loading', () => {
    fakeApi({ 'GET /api/products/hand-soap-no-42': pending });
    renderDetail('hand-soap-no-42');
    expect(screen.getByTestId('product-loading')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
  });

  it("says 'Product not found' with a way back for an unknown slug", async () => {
    fakeApi({});
    renderDetail('nope');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  });

  it('offers a retry when loading fails for another reason', async () => {
    fakeApi({
      'GET /api/products/hand-soap-no-42': { status: 503, body: { statusCode: 503, error: 'x', message: 'y' } },
    });
    renderDetail('hand-soap-no-42');
    expect(await screen.findByText(/couldn't load this product/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the product with its gallery, accordions and category FAQs', async () => {
    fakeApi({
      'GET /api/products/hand-soap-no-42': { body: soap },
      'GET /api/products/hand-soap-no-42/faqs': {
        body: [{ question: 'How long does a bottle last?', answer: 'About two to three months.' }],
      },
    });
    const { user } = renderDetail('hand-soap-no-42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hand Soap No. 42' })).toBeInTheDocument();
    expect(screen.getByTestId('product-price')).toHaveTextContent('$18.00');
    for (const title of ['Fragrance Notes', 'The Ritual', 'Ingredients & Transparency', 'Sustainability', 'Safety']) {
      expect(screen.getByRole('button', { name: title })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Candle Details' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Fragrance Notes' }));
    expect(screen.getByText('Top')).toBeInTheDocument();
    expect(screen.getByText('Eucalyptus, Spearmint')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'How long does a bottle last?' })).toBeInTheDocument();

    const thumbnails = within(screen.getByRole('group', { name: 'Product images' })).getAllByRole('button');
    expect(thumbnails).toHaveLength(3); // bottle, lifestyle, refill box
    expect(thumbnails[0]).toHaveAttribute('aria-pressed', 'true');
    await user.click(thumbnails[1]);
    expect(thumbnails[1]).toHaveAttribute('aria-pressed', 'true');
  });

  it("draws each picture with staff's alt text, and the default where a picture has none", async () => {
    fakeApi({
      'GET /api/products/hand-soap-no-42': { body: { ...soap, imageAlts: ['Amber pump bottle by a basin', ''] } },
      'GET /api/products/hand-soap-no-42/faqs': { body: [] },
    });
    renderDetail('hand-soap-no-42');
    expect(await screen.findByRole('img', { name: 'Amber pump bottle by a basin' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Product images' });
    expect(
      within(group).getByRole('button', { name: /Show image 2 of 3: Hand Soap No\. 42 in a home setting/ }),
    ).toBeInTheDocument();
  });

  it("says beside the order controls how many units one order may hold (the server's MAX_UNITS_PER_LINE)", async () => {
    fakeApi({
      'GET /api/products/hand-soap-no-42': { body: { ...soap, maxPerOrder: 10 } },
      'GET /api/products/hand-soap-no-42/faqs': { body: [] },
    });
    renderDetail('hand-soap-no-42');
    expect(await screen.findByTestId('max-per-order')).toHaveTextContent('Up to 10 per order');
  });

  it('prices the refill box at refillPrice and adds one unit of the chosen size', async () => {
    fakeApi({ 'GET /api/products/hand-soap-no-42': { body: soap } });
    const { user, store } = renderDetail('hand-soap-no-42');
    const size = await screen.findByLabelText('Size');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['16 oz', 'Refill Box (3 Liters)']);
    await user.selectOptions(size, 'Refill Box');
    expect(screen.getByTestId('product-price')).toHaveTextContent('$60.00(3 Liter Refill)');
    // The Refill Box shows its box; a bottle size brings the bottle back.
    const thumbnails = within(screen.getByRole('group', { name: 'Product images' })).getAllByRole('button');
    expect(thumbnails[2]).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(size, '16 oz');
    expect(thumbnails[0]).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(size, 'Refill Box');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.items).toEqual([
      {
        productId: 1,
        productName: 'Hand Soap No. 42',
        size: 'Refill Box',
        quantity: 1,
        price: '60.00',
        image: '/public-objects/products/refill-box-42.webp',
      },
    ]);
    expect(screen.getByTestId('toast')).toHaveTextContent(
      'Added to cartHand Soap No. 42 (Refill Box) added to your cart',
    );
  });

  it('never offers a Refill Box without refillPrice at the bottle price (the checkout would refuse it)', async () => {
    fakeApi({ 'GET /api/products/hand-soap-no-42': { body: product({ refillPrice: null }) } });
    renderDetail('hand-soap-no-42');
    expect(await screen.findByTestId('only-size')).toHaveTextContent('Size: 16 oz');
    expect(screen.queryByLabelText('Size')).toBeNull();
    expect(screen.getByTestId('product-price')).toHaveTextContent('$18.00');
  });

  it('uses the first size when none is chosen, and the picker shows it', async () => {
    fakeApi({ 'GET /api/products/hand-soap-no-42': { body: soap } });
    const { user, store } = renderDetail('hand-soap-no-42');
    expect(await screen.findByLabelText('Size')).toHaveValue('16 oz');
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.items).toEqual([
      expect.objectContaining({ size: '16 oz', quantity: 2, price: '18.00' }),
    ]);
    expect(screen.getByTestId('toast')).toHaveTextContent('Hand Soap No. 42 (16 oz) added to your cart');
  });

  it('navigates to the variant slug when another scent is chosen', async () => {
    fakeApi({
      'GET /api/products/hand-soap-no-42': { body: soap },
      'GET /api/products/hand-soap-no-09': {
        body: product({ id: 2, name: 'Hand Soap No. 09', slug: 'hand-soap-no-09', scentNumber: '09' }),
      },
    });
    const { user } = renderDetail('hand-soap-no-42');
    await user.click(await screen.findByRole('button', { name: 'No. 09 Pumpkin Spice' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/products/hand-soap-no-09');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hand Soap No. 09' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No. 09 Pumpkin Spice' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a changed price when the tab regains focus or the network comes back, without a reload', async () => {
    let price = '18.00';
    fakeApi({ 'GET /api/products/hand-soap-no-42': async () => ({ body: { ...soap, price } }) });
    renderDetail('hand-soap-no-42');
    expect(await screen.findByTestId('product-price')).toHaveTextContent('$18.00');
    price = '21.00';
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(screen.getByTestId('product-price')).toHaveTextContent('$21.00'));
    price = '19.00';
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.getByTestId('product-price')).toHaveTextContent('$19.00'));
  });

  it('keeps the chosen size on a scent change when the new scent sells it', async () => {
    fakeApi({
      'GET /api/products/hand-soap-no-42': { body: soap },
      'GET /api/products/hand-soap-no-09': {
        body: product({ id: 2, name: 'Hand Soap No. 09', slug: 'hand-soap-no-09', scentNumber: '09' }),
      },
    });
    const { user } = renderDetail('hand-soap-no-42');
    await user.selectOptions(await screen.findByLabelText('Size'), 'Refill Box');
    await user.click(screen.getByRole('button', { name: 'No. 09 Pumpkin Spice' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hand Soap No. 09' })).toBeInTheDocument();
    expect(screen.getByLabelText('Size')).toHaveValue('Refill Box');
    expect(screen.getByTestId('product-price')).toHaveTextContent('(3 Liter Refill)');
  });

  it('shows candle details, with the default burn time when none is set, and its one size without a menu', async () => {
    fakeApi({ 'GET /api/products/soy-wax-candle-no-42': { body: candle } });
    const { user } = renderDetail('soy-wax-candle-no-42');
    await user.click(await screen.findByRole('button', { name: 'Candle Details' }));
    expect(screen.getByText('Approximately 45-50 hours')).toBeVisible();
    expect(screen.getByText('Lead-free cotton wick')).toBeVisible();
    expect(screen.queryByLabelText('Size')).toBeNull();
    expect(screen.getByTestId('only-size')).toHaveTextContent('Size: 8 oz');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Soy Wax Candle No. 42 (8 oz) added to your cart')).toBeInTheDocument();
  });
});

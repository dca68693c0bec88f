import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD, RunningShop } from './support/server';
import { shopInBrowser } from './support/shopInBrowser';

/** Stock as a shopper meets it: staff set levels through the admin API, the product page shows them. */
describe('stock in the storefront', () => {
  const session = shopInBrowser();
  let shop: RunningShop;
  let page: Page;
  beforeAll(() => void ({ shop, page } = session));

  async function setLevels(
    slug: string,
    inventory: Array<{ size: string; quantity: number | null; lowStockThreshold: number | null }>,
  ) {
    const products = (await (await fetch(`${shop.baseUrl}/api/products`)).json()) as Array<{
      id: number;
      slug: string;
    }>;
    const id = products.find((p) => p.slug === slug)?.id;
    const res = await fetch(`${shop.baseUrl}/api/admin/products/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-admin-password': E2E_ADMIN_PASSWORD },
      body: JSON.stringify({ inventory }),
    });
    expect(res.status).toBe(200);
  }

  it("greys a size at 0 and says 'Sold out' on a disabled button; 'Only 2 left' at 2 with threshold 3", async () => {
    await setLevels('hand-soap-no-62', [
      { size: '16 oz', quantity: 0, lowStockThreshold: null },
      { size: 'Refill Box', quantity: 2, lowStockThreshold: 3 },
    ]);
    await page.goto(`${shop.baseUrl}/products/hand-soap-no-62?size=16%20oz`);
    const soldOut = page.getByRole('button', { name: 'Sold out' });
    await soldOut.waitFor();
    expect(await soldOut.isDisabled()).toBe(true);
    expect(await page.getByRole('option', { name: '16 oz (Sold out)' }).isDisabled()).toBe(true);

    await page.getByLabel('Size').selectOption('Refill Box');
    await page.getByText('Only 2 left').waitFor();
    const add = page.getByRole('button', { name: 'Add to Cart' });
    expect(await add.isEnabled()).toBe(true);
    await add.click();
    await page.getByRole('button', { name: 'Open cart, 1 item' }).waitFor();
  });

  it("says 'Sold out' on the list card when every size is gone", async () => {
    await setLevels('soy-wax-candle-no-42', [{ size: '8 oz', quantity: 0, lowStockThreshold: null }]);
    await page.goto(`${shop.baseUrl}/products?filter=candle`);
    await page.getByRole('article', { name: 'Soy Wax Candle No. 42' }).getByText('Sold out').waitFor();
    // Another scent of the same candle is counted apart.
    expect(await page.getByRole('article', { name: 'Hand Soap No. 42' }).count()).toBe(0);
  });
});

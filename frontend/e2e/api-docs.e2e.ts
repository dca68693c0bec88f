import { describe, expect, it } from 'vitest';
import { useShopAndBrowser } from './support/shopSession';

describe('Swagger UI for operators', () => {
  const session = useShopAndBrowser();

  it('renders every public endpoint at /api/docs', async () => {
    const page = await session.browser.newPage();
    await page.goto(`${session.shop.baseUrl}/api/docs`);
    await page.getByText('/api/products/{slug}').first().waitFor();
    for (const path of [
      '/api/products',
      '/api/promo-codes/validate/{code}',
      '/api/newsletter/subscribe',
      '/api/health',
    ]) {
      expect(await page.getByText(path, { exact: true }).count()).toBeGreaterThan(0);
    }
    await page.close();
  });
});

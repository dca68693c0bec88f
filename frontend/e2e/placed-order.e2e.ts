import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { fillShippingInfo } from './support/checkoutInfo';
import { keepScreenshot, screenPath } from './support/screens';
import { DETAIL_VIEWPORTS, openAt, useShopAndBrowser } from './support/shopSession';

/**
 * The order after paying, at a laptop and a throttled phone: the checkout's thanks and its redirect home, the home
 * page's banner, and the order's status page opened from it by the signed link the placing call gave this tab (the
 * items with their pictures, both address lines, the totals). Each width places an order of its own.
 */
describe.each(DETAIL_VIEWPORTS)('the placed order at $name size', (viewport) => {
  const session = useShopAndBrowser();

  it("opens the order's status page from the home page's banner: pictures, both address lines and the total", async () => {
    const email = `placed.${viewport.name}@example.com`;
    const page = await openAt(session, viewport, '/products/hand-soap-no-42', { slowPhone: true });
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: /^Open cart, 1 item/ }).waitFor();
    await page.goto(`${session.shop.baseUrl}/checkout`);
    await page.getByRole('button', { name: 'Continue to Shipping Info' }).click();
    await fillShippingInfo(page, email);
    await page.getByRole('textbox', { name: 'Apartment, suite, etc. (optional)' }).fill('Apt 4B');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('button', { name: /^Pay \$\d+\.\d\d with Demo wallet$/ }).click();
    await page.getByRole('dialog', { name: 'Approve payment' }).getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
    await page.getByText('Order placed successfully!').waitFor();
    await page.waitForURL(`${session.shop.baseUrl}/`);

    // The banner is read out as it arrives (a polite status) and stays until the shopper closes it.
    const banner = page.getByRole('region', { name: 'Order confirmation' });
    const status = banner.getByRole('status');
    await status.getByRole('heading', { name: /^Thank you! Order #\d+ is placed\.$/ }).waitFor();
    const announced = await status.innerText();
    const orderNumber = /Order #(\d+)/.exec(announced)?.[1];
    const total = /Total (\$\d+\.\d\d)/.exec(announced)?.[1];
    expect(announced).toContain(`We sent a confirmation to ${email}.`);

    // The link is the confirmation e-mail's: the signed token, no lookup by number and e-mail.
    const link = banner.getByRole('link', { name: 'View your order' });
    expect(await link.getAttribute('href')).toMatch(/^\/orders\/status\?token=\d+\.[\w-]{43}$/);
    await link.click();
    await page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` }).waitFor();
    expect(page.url()).toMatch(/\/orders\/status\?token=\d+\.[\w-]{43}$/);

    const items = page.getByRole('region', { name: 'Items' });
    await items.getByText('Hand Soap No. 42').waitFor();
    const picture = items.locator('img').first();
    await expect
      .poll(() =>
        picture.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(await items.innerText()).toMatch(new RegExp(`Total\\s*\\${total}`));
    const address = page.getByRole('region', { name: 'Shipping Address' });
    await address.getByText('12 Garden Lane').waitFor();
    await address.getByText('Apt 4B').waitFor();
    await expectNoSeriousViolations(page, `order status (${viewport.name})`);
    await keepScreenshot(page, { path: screenPath(`order-status-${viewport.name}`), fullPage: true });
    await page.close();
    // A whole checkout on a phone's slower CPU.
  }, 150_000);

  it('refuses a state outside the list that a saved checkout brings back', async () => {
    const page = await openAt(session, viewport, '/products/hand-soap-no-42', { slowPhone: true });
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: /^Open cart, 1 item/ }).waitFor();
    // What an older page of this tab kept: the state typed as free text.
    await page.evaluate(() =>
      sessionStorage.setItem(
        'checkout',
        JSON.stringify({
          step: 1,
          form: {
            customerName: 'Ada Lovelace',
            customerEmail: 'ada@example.com',
            shippingAddress: '12 Garden Lane',
            shippingCity: 'Springfield',
            shippingState: 'Zzz',
            shippingZip: '46204',
            billingSameAsShipping: true,
          },
          promo: null,
          shippingMethodId: null,
        }),
      ),
    );
    await page.goto(`${session.shop.baseUrl}/checkout?step=info`);
    await page.getByRole('heading', { name: 'Shipping information' }).waitFor();
    const state = page.getByRole('combobox', { name: 'State', exact: true });
    // Shown as none chosen, not as the list's first state.
    expect(await state.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByText('Please choose your state').waitFor();
    expect(await page.getByRole('heading', { name: 'Payment' }).count()).toBe(0);
    await keepScreenshot(page, { path: screenPath(`checkout-state-refused-${viewport.name}`) });

    await state.selectOption('IN');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
    await page.close();
  });
});

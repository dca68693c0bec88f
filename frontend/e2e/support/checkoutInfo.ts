import type { Page } from 'playwright-core';

/** Fills the checkout's required shipping fields (step 2) with a valid Indianapolis address. */
export async function fillShippingInfo(page: Page, email = 'ada@example.com'): Promise<void> {
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Street address', exact: true }).fill('12 Garden Lane');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Indianapolis');
  await page.getByRole('textbox', { name: 'State', exact: true }).fill('IN');
  await page.getByRole('textbox', { name: 'ZIP code', exact: true }).fill('46204');
}

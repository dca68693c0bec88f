import type { Page } from 'playwright-core';

/** A street address of the state (chosen from the list) and a ZIP code within it. */
export interface ShippingAddress {
  city: string;
  state: string;
  zip: string;
}

export const INDIANAPOLIS: ShippingAddress = { city: 'Indianapolis', state: 'IN', zip: '46204' };

/** Fills the checkout's required shipping fields (step 2), an Indianapolis address unless told otherwise. */
export async function fillShippingInfo(
  page: Page,
  email = 'ada@example.com',
  address: ShippingAddress = INDIANAPOLIS,
): Promise<void> {
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Street address', exact: true }).fill('12 Garden Lane');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill(address.city);
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption(address.state);
  await page.getByRole('textbox', { name: 'ZIP code', exact: true }).fill(address.zip);
}

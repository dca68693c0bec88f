import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD, RunningShop, startShop } from './support/server';

/**
 * Products named after Object.prototype's members: a slug `constructor` once broke the server render of
 * `/` and `/products` (a plain object used as a map of tags), which fell back to an empty shell with status 200.
 */
describe('products named like Object.prototype members', () => {
  const NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];
  let shop: RunningShop;

  beforeAll(async () => {
    shop = await startShop();
    for (const name of NAMES) {
      const res = await fetch(`${shop.baseUrl}/api/admin/products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-password': E2E_ADMIN_PASSWORD },
        body: JSON.stringify({
          name,
          price: '12.00',
          category: 'Hand Soap',
          images: ['/public-objects/products/hand-soap-42.webp'],
          sizes: ['16 oz'],
        }),
      });
      if (res.status !== 201) throw new Error(`creating ${name} answered ${res.status}: ${await res.text()}`);
    }
  });
  afterAll(() => shop?.stop());

  it.each(['/', '/products'])('%s is rendered on the server in full, listing the products', async (path) => {
    const res = await fetch(`${shop.baseUrl}${path}`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const page = await res.text();
    const body = page.slice(page.indexOf('<div id="root">'), page.indexOf('</body>'));
    // The empty shell's root holds nothing; a full render holds the page's own words, and /products every card.
    if (path === '/') expect(body).toContain('Shop Collection');
    else for (const name of NAMES) expect(body).toContain(`>${name}<`);
  });
});

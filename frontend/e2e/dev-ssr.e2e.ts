import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { EARLY_ACTIONS } from '@shop/site/page-document.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../infra/testing/built-shop.mjs';
import { REPO_ROOT, startShop, type RunningShop } from './support/server';

/**
 * `npm run dev` renders on the server through the same code as the built shop (scripts/dev-server.mjs: Vite in
 * middleware mode, src/entry-server.tsx, @shop/site's page document and head), so a problem seen in production shows
 * without a build. The built shop is its API.
 */
describe('npm run dev', () => {
  let api: RunningShop;
  let dev: ChildProcess;
  let devUrl: string;
  let output = '';

  beforeAll(async () => {
    api = await startShop();
    const port = await freePort();
    devUrl = `http://127.0.0.1:${port}`;
    dev = spawn(process.execPath, [join(REPO_ROOT, 'frontend', 'scripts', 'dev-server.mjs')], {
      env: { ...process.env, PORT: String(port), API_URL: api.baseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    dev.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    dev.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    while (!output.includes(`:${port}`)) {
      if (dev.exitCode !== null) throw new Error(`The dev server stopped:\n${output}`);
      await sleep(200);
    }
  });

  afterAll(async () => {
    dev?.kill();
    await api?.stop();
  });

  it("renders /products/hand-soap-no-42 on the server: the product's name and price are in the HTML", async () => {
    const product = (await (await fetch(`${api.baseUrl}/api/products/hand-soap-no-42`)).json()) as {
      name: string;
      price: string;
    };
    const html = await (await fetch(`${devUrl}/products/hand-soap-no-42`)).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(product.name);
    expect(root).toContain(`$${product.price}`);
  });

  it("writes the page's head and the early-actions script, as the built shop does", async () => {
    const html = await (await fetch(`${devUrl}/products/hand-soap-no-42`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Hand Soap No. 42 | Natural House</title>');
    expect(head).toMatch(/<link rel="canonical" href="[^"]+\/products\/hand-soap-no-42" data-page-meta>/);
    expect(head).toContain(`<script>${EARLY_ACTIONS}</script>`);
    const missing = await fetch(`${devUrl}/products/no-such-soap`);
    expect(missing.status).toBe(404);
  });

  it("paints /checkout's lines from the cart cookie", async () => {
    const products = (await (await fetch(`${api.baseUrl}/api/products`)).json()) as Array<{ id: number; slug: string }>;
    const soap = products.find((p) => p.slug === 'hand-soap-no-42');
    const html = await (
      await fetch(`${devUrl}/checkout`, { headers: { cookie: `cart=${soap?.id}~16%20oz~2` } })
    ).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('aria-label="Cart items"');
    expect(root).toContain('Hand Soap No. 42');
    expect(html).toContain('id="ssr-cart"');
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../infra/testing/built-shop.mjs';
import { REPO_ROOT, startShop, type RunningShop } from './support/server';

/**
 * `npm run dev` renders on the server (scripts/dev-server.mjs: Vite in middleware mode and src/entry-server.tsx), so
 * a hydration problem shows without a build. The built shop is its API.
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
});

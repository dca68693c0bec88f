// `npm run check:dev-ssr -w frontend`: shows that `npm run dev` renders on the server. Starts the built backend as the
// API (a fresh SQLite file; `npm run build -w backend` first), the dev server (scripts/dev-server.mjs) in front of it,
// asks the dev server for /products/hand-soap-no-42 and fails unless the HTML holds the product's name and price.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startBuiltShop } from '../../infra/testing/built-shop.mjs';

const SLUG = 'hand-soap-no-42';
const here = dirname(fileURLToPath(import.meta.url));
const api = await startBuiltShop();
const port = await freePort();
const dev = spawn(process.execPath, [join(here, 'dev-server.mjs')], {
  env: { ...process.env, PORT: String(port), API_URL: api.baseUrl },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
dev.stdout.on('data', (d) => (output += d));
dev.stderr.on('data', (d) => (output += d));

try {
  const product = await (await fetch(`${api.baseUrl}/api/products/${SLUG}`)).json();
  const price = `$${product.price}`;
  let html = '';
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
    html = await fetch(`http://127.0.0.1:${port}/products/${SLUG}`).then(
      (r) => r.text(),
      () => '',
    );
    if (html) break;
  }
  const root = html.slice(html.indexOf('<div id="root">'));
  const missing = [product.name, price].filter((text) => !root.includes(text));
  if (missing.length > 0)
    throw new Error(
      `The dev server's HTML for /products/${SLUG} lacks ${missing.join(' and ')}:\n${html.slice(0, 2000)}\n${output}`,
    );
  console.log(`npm run dev renders /products/${SLUG} on the server: "${product.name}" and ${price} are in its HTML.`);
} finally {
  dev.kill();
  await api.stop();
}

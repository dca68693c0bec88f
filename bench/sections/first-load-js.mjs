// Section "JavaScript on first load": the gzipped JavaScript a storefront page starts loading with its HTML (Vite's
// module script and every modulepreload link the server wrote: the entry, the route and the lazy parts it rendered),
// and the build's own figure from the Vite manifest (the entry and the home route), which `npm run build` checks.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { HOME_JS_BUDGET_KB, measureHomeJs } from '../../frontend/scripts/home-js-size.mjs';
import { REPO_ROOT } from '../shop-server.mjs';

const TARGET_KB = 130;
const FLOOR_KB = HOME_JS_BUDGET_KB;
/** Every storefront screen, as a shopper first opens it. */
const PAGES = [
  '/',
  '/products',
  '/products/hand-soap-no-42',
  '/checkout',
  '/journal',
  '/journal/refills-101',
  '/refills',
  '/holiday',
  '/orders/status',
  '/contact',
  '/privacy',
  '/terms',
  '/shipping-returns',
];
const SCRIPT_URL = /<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="(\/[^"]+\.js)"/g;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The gzip -9 size of each script the page's HTML starts loading. */
async function pageScripts(baseUrl, dist, path) {
  const html = await (await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } })).text();
  const urls = new Set([...html.matchAll(SCRIPT_URL)].map((m) => m[1]));
  if (!urls.size) throw new Error(`${path} names no script: is the build served?`);
  return [...urls].map((url) => gzipSync(readFileSync(join(dist, url)), { level: 9 }).length);
}

export default {
  id: 'js',
  title: 'JavaScript on first load',
  needsShop: true,
  needsDatabase: false,
  async run({ shop }) {
    const dist = join(REPO_ROOT, 'frontend', 'dist');
    if (!existsSync(join(dist, '.vite', 'manifest.json')))
      throw new Error('no Vite manifest: run `npm run build` first');
    const figures = [];
    for (const path of PAGES) {
      const sizes = await pageScripts(shop.baseUrl, dist, path);
      const gzip = sizes.reduce((sum, n) => sum + n, 0);
      figures.push({
        figure: `\`${path}\` (${sizes.length} files)`,
        target: `≤ ${TARGET_KB} KB`,
        floor: `≤ ${FLOOR_KB} KB`,
        measured: kb(gzip),
        holds: gzip / 1024 <= TARGET_KB,
      });
    }
    const { files, gzip } = measureHomeJs(dist);
    const biggest = [...files].sort((a, b) => b.gzip - a.gzip)[0];
    figures.push({
      figure: "the build's figure: entry and home route only",
      target: `≤ ${HOME_JS_BUDGET_KB} KB (budget)`,
      measured: kb(gzip),
      holds: gzip / 1024 <= HOME_JS_BUDGET_KB,
    });
    return {
      shares: 'the shop',
      heading: 'page: the scripts its HTML starts, gzip -9',
      figures,
      bounds: `React is ${kb(biggest.gzip)}; then MUI's styling engine, react-router, Redux Toolkit, and the lazy parts the server drew (footer, newsletter). \`npm run build:analyze\` shows the shares.`,
    };
  },
};

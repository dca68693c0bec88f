// The JavaScript the home page loads on first visit, from the Vite manifest: the entry chunk, the home route's chunk
// and all their static imports (dynamic imports load later and are left out). Shared by the build's budget check
// (report-bundle-size.mjs) and the benchmark report (bench/sections/first-load-js.mjs), so both give one figure.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const HOME_SCREEN = 'src/features/home/HomePage.tsx';

/** `npm run build` fails above this (KB gzip; HOME_JS_BUDGET_KB overrides it): the first-load floor. */
export const HOME_JS_BUDGET_KB = 170;

export function measureHomeJs(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const collect = (key, files) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, files);
    return files;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const files = [...collect(HOME_SCREEN, collect(entryKey, new Set()))].map((file) => {
    const bytes = readFileSync(join(distDir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return { files, raw: files.reduce((sum, f) => sum + f.raw, 0), gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

/**
 * Each storefront page's first load: the entry, the route's screen and the lazy parts its server render draws (they
 * are announced with the screen), each with its static imports. The checkout's chunk is keyed by its name (no `src`).
 */
export const STOREFRONT_PAGES = {
  '/': { screen: 'HomePage', parts: ['Footer', 'CollectionGrid', 'LowerSections'] },
  '/products': { screen: 'ProductListPage', parts: ['Footer', 'ProductPagination'] },
  '/products/:slug': { screen: 'ProductDetailPage', parts: ['Footer'] },
  '/checkout': { screen: 'CheckoutPage', parts: ['Footer'] },
  '/journal': { screen: 'JournalListPage', parts: ['Footer'] },
  '/journal/:slug': { screen: 'JournalArticlePage', parts: ['Footer'] },
  '/refills': { screen: 'RefillsPage', parts: ['Footer'] },
  '/holiday': { screen: 'HolidayPage', parts: ['Footer'] },
  '/orders/status': { screen: 'OrderStatusPage', parts: ['Footer'] },
};

export function measureFirstLoads(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const gzipOf = new Map();
  const sizeOf = (file) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return gzipOf.get(file);
  };
  const keyOf = (name) => {
    const key = Object.keys(manifest).find(
      (k) => manifest[k].isDynamicEntry && (manifest[k].src?.endsWith(`/${name}.tsx`) || manifest[k].name === name),
    );
    if (!key) throw new Error(`${name} is not a dynamic entry of the Vite manifest`);
    return key;
  };
  const collect = (key, files) => {
    const chunk = manifest[key];
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, files);
    return files;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  return Object.entries(STOREFRONT_PAGES).map(([page, { screen, parts }]) => {
    const files = [screen, ...parts].reduce((set, name) => collect(keyOf(name), set), collect(entryKey, new Set()));
    return { page, files: files.size, gzip: [...files].reduce((sum, file) => sum + sizeOf(file), 0) };
  });
}

// `make lint` runs this: it keeps docs/architecture.md's list of the files a product page passes through (between
// `<!-- page-path -->` and `<!-- /page-path -->`) true. It follows the imports (static and dynamic) from the listed
// entry points and fails when a listed file is gone or not on the path, or when the path reaches a page-machinery
// file the list leaves out: a file of the web module, @shop/site's page document or head, or a file that renders or
// hydrates the document (imports react-dom/server or react-dom/client). At most 12 files.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The files of the list, relative to the repository's root. */
export function listedFiles(markdown) {
  const start = markdown.indexOf('<!-- page-path -->');
  const end = markdown.indexOf('<!-- /page-path -->');
  assert.ok(start !== -1 && end > start, 'docs/architecture.md has the page-path markers');
  return markdown
    .slice(start, end)
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[0])
    .filter((first) => /^(backend|frontend|site)\//.test(first));
}

const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** The repository files a source file imports (relative and @shop/site specifiers; packages are not followed). */
function importsOf(file) {
  const text = readFileSync(join(root, file), 'utf8');
  const found = [];
  for (const [, specifier] of text.matchAll(SPECIFIERS)) {
    let base;
    if (specifier.startsWith('.')) base = join(dirname(file), specifier);
    else if (specifier.startsWith('@shop/site/')) base = join('site', specifier.slice('@shop/site/'.length));
    else continue;
    const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base.replace(/\.js$/, '.ts')];
    const resolved = candidates.find((c) => /\.(ts|tsx|js|mjs)$/.test(c) && existsSync(join(root, c)));
    if (resolved) found.push(relative(root, join(root, resolved)));
  }
  return found;
}

/** Every repository file reached from `entries`. */
export function reachedFrom(entries) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}

/** A file whose job is the page request itself, which the list must name when the path reaches it. */
function isPageMachinery(file) {
  if (file.endsWith('.spec.ts') || file.endsWith('.test.ts') || file.endsWith('.test.tsx')) return false;
  if (file.startsWith('backend/src/web/') || /^site\/page-[\w-]+\.js$/.test(file)) return true;
  if (!file.startsWith('frontend/src/')) return false;
  return /from\s*['"]react-dom\/(server|client)['"]/.test(readFileSync(join(root, file), 'utf8'));
}

/** The path's entry points: the controller, and the two entries the frontend's build names. */
const ENTRIES = ['backend/src/web/web.controller.ts', 'frontend/src/entry-server.tsx', 'frontend/src/main.tsx'];

test("docs/architecture.md lists the product page's path, at most 12 files, each on it, none missing", () => {
  const listed = listedFiles(readFileSync(join(root, 'docs', 'architecture.md'), 'utf8'));
  assert.ok(listed.length > 0 && listed.length <= 12, `${listed.length} files listed`);
  for (const file of listed) assert.ok(existsSync(join(root, file)), `${file} is listed but does not exist`);
  // The entries are the ones the build uses: index.html's module script and the `--ssr` input.
  assert.match(readFileSync(join(root, 'frontend', 'index.html'), 'utf8'), /src="\/src\/main\.tsx"/);
  assert.match(readFileSync(join(root, 'frontend', 'package.json'), 'utf8'), /--ssr src\/entry-server\.tsx/);
  for (const entry of ENTRIES) assert.ok(listed.includes(entry), `${entry} (an entry point) is listed`);
  const reached = reachedFrom(ENTRIES);
  for (const file of listed) assert.ok(reached.has(file), `${file} is listed but not reached from the entry points`);
  const unlisted = [...reached].filter((file) => isPageMachinery(file) && !listed.includes(file));
  assert.deepEqual(unlisted, [], 'page-machinery files on the path that the list leaves out');
});

test('the check fires: a missing entry, a file off the path and an unlisted machinery file are each reported', () => {
  const reached = reachedFrom(ENTRIES);
  assert.ok(reached.has('backend/src/web/spa-page.service.ts'));
  assert.ok(reached.has('site/page-document.js'));
  assert.ok(reached.has('frontend/src/features/products/ProductDetailPage.tsx'), 'dynamic imports are followed');
  assert.ok(!reached.has('backend/src/web/web-assets.ts'), 'a file of the web module off the path is not reached');
  assert.ok(isPageMachinery('frontend/src/entry-server.tsx') && isPageMachinery('frontend/src/main.tsx'));
  assert.ok(!isPageMachinery('frontend/src/store/store.ts'));
  assert.deepEqual(listedFiles('<!-- page-path -->\n```\nsite/a.js  x\n```\n<!-- /page-path -->'), ['site/a.js']);
});

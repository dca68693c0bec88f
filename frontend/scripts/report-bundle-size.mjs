// After `vite build`: prints the gzipped size of the JavaScript the home page loads (the entry, its static imports,
// and the home route's chunk with its static imports) and fails when it exceeds the budget (docs/benchmarks.md).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = Number(process.env.HOME_JS_BUDGET_KB ?? 170);
const HOME_SCREEN = 'src/features/home/HomePage.tsx';
const dist = resolve('dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const files = collect(HOME_SCREEN, collect(entryKey, new Set()));
let raw = 0;
let gzip = 0;
const rows = [...files].map((file) => {
  const bytes = readFileSync(join(dist, file));
  const gz = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += gz;
  return `  ${file.padEnd(48)} ${(bytes.length / 1024).toFixed(1).padStart(7)} KB  ${(gz / 1024).toFixed(1).padStart(6)} KB gzip`;
});
console.log(`\nJavaScript loaded by the home page (entry + home route chunk and their static imports):\n${rows.join('\n')}`);
console.log(`  total: ${(raw / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)\n`);
if (gzip / 1024 > BUDGET_KB) {
  console.error(`The home page's JavaScript is over the ${BUDGET_KB} KB gzip budget.`);
  process.exit(1);
}

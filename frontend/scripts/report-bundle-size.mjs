// After `vite build`: prints the gzipped size of the JavaScript the home page loads (the entry, its static imports,
// and the home route's chunk with its static imports), then each storefront page's first load, and fails when one
// exceeds the budget (docs/benchmarks.md).
import { resolve } from 'node:path';
import { HOME_JS_BUDGET_KB, measureFirstLoads, measureHomeJs } from './home-js-size.mjs';

// The goal (130 KB gzip) and the floor (170 KB) are reported by the bench (docs/benchmarks.md).
const BUDGET_KB = Number(process.env.HOME_JS_BUDGET_KB ?? HOME_JS_BUDGET_KB);
const { files, raw, gzip } = measureHomeJs(resolve('dist'));
const rows = files.map(
  (f) =>
    `  ${f.file.padEnd(48)} ${(f.raw / 1024).toFixed(1).padStart(7)} KB  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB gzip`,
);
console.log(
  `\nJavaScript loaded by the home page (entry + home route chunk and their static imports):\n${rows.join('\n')}`,
);
console.log(
  `  total: ${(raw / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)\n`,
);
const pages = measureFirstLoads(resolve('dist'));
const pageRows = pages.map(
  (p) =>
    `  ${p.page.padEnd(18)} ${String(p.files).padStart(3)} files  ${(p.gzip / 1024).toFixed(1).padStart(6)} KB gzip` +
    (p.gzip / 1024 > BUDGET_KB ? '  over the floor' : ''),
);
console.log(
  `First load of each storefront page (entry + route + the lazy parts its server render draws):\n${pageRows.join('\n')}\n`,
);
if (gzip / 1024 > BUDGET_KB) {
  console.error(`The home page's JavaScript is over the ${BUDGET_KB} KB gzip budget.`);
  process.exit(1);
}

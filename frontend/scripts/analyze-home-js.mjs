// After `npm run build:analyze`: what costs what in the home page's first load. Reads the module sizes the bundle
// visualiser wrote (bundle-stats/modules.json, rollup-plugin-visualizer's raw data) for the chunks home-js-size.mjs
// counts, and prints a markdown table of the biggest packages and modules (where to look when the budget is tight).
//
// Sizes per module: "rendered" is the module's code as Rollup wrote it into the chunk, before minification; "gzip"
// is that chunk's real gzip size shared out in proportion to each module's separately gzipped code, so the column adds
// up to the measured total (gzipping a module alone overstates it: it cannot share the chunk's dictionary).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { measureHomeJs } from './home-js-size.mjs';

// `node scripts/analyze-home-js.mjs [how many modules] [dist folder]`
const TOP = Number(process.argv[2] ?? 25);
const stats = JSON.parse(readFileSync(resolve('bundle-stats/modules.json'), 'utf8'));
const { files, gzip: totalGzip } = measureHomeJs(resolve(process.argv[3] ?? 'dist'));

/** `node_modules/@mui/material/esm/Button/Button.js` → `@mui/material`; own code → `src/<folder>`. */
function packageOf(id) {
  if (id.startsWith('vite/')) return 'vite (preload helper)';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (match) return match[1];
  const own = /(?:^|\/)src\/([^/]+(?:\/[^/]+)?)\//.exec(id);
  return own ? `src/${own[1]}` : id;
}

const modules = [];
for (const { file, gzip: chunkGzip } of files) {
  const parts = Object.values(stats.nodeMetas).flatMap((meta) => {
    const uid = meta.moduleParts[file];
    const part = uid && stats.nodeParts[uid];
    return part && part.renderedLength > 0
      ? [{ id: meta.id.replace(/\0/g, '').replace(/^\/+/, ''), rendered: part.renderedLength, alone: part.gzipLength }]
      : [];
  });
  const aloneSum = parts.reduce((sum, p) => sum + p.alone, 0);
  for (const p of parts) modules.push({ ...p, chunk: file, gzip: aloneSum ? (chunkGzip * p.alone) / aloneSum : 0 });
}

const byPackage = new Map();
for (const m of modules) {
  const name = packageOf(m.id);
  const entry = byPackage.get(name) ?? { name, rendered: 0, gzip: 0, count: 0 };
  entry.rendered += m.rendered;
  entry.gzip += m.gzip;
  entry.count += 1;
  byPackage.set(name, entry);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const share = (bytes) => `${((100 * bytes) / totalGzip).toFixed(0)}%`;
const packages = [...byPackage.values()].sort((a, b) => b.gzip - a.gzip);
const biggest = [...modules].sort((a, b) => b.gzip - a.gzip).slice(0, TOP);

console.log(`\nHome first load: ${kb(totalGzip)} KB gzip in ${files.length} files, ${modules.length} modules.\n`);
console.log('| package | modules | rendered | gzip (share) |\n|---|---:|---:|---:|');
for (const p of packages)
  console.log(`| \`${p.name}\` | ${p.count} | ${kb(p.rendered)} KB | ${kb(p.gzip)} KB (${share(p.gzip)}) |`);
console.log(`\n| biggest modules | rendered | gzip |\n|---|---:|---:|`);
for (const m of biggest)
  console.log(`| \`${m.id.replace(/^.*node_modules\//, '')}\` | ${kb(m.rendered)} KB | ${kb(m.gzip)} KB |`);

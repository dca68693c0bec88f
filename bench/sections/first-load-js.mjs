// Section "JavaScript on first load": the gzipped JavaScript `/` loads, from the Vite manifest of the last
// `npm run build` (the same figure the build's budget check prints).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { measureHomeJs } from '../../frontend/scripts/home-js-size.mjs';
import { REPO_ROOT } from '../shop-server.mjs';

const TARGET_KB = 170;
const kb = (bytes) => (bytes / 1024).toFixed(1);

export default {
  id: 'js',
  title: 'JavaScript on first load',
  needsShop: false,
  async run() {
    const dist = join(REPO_ROOT, 'frontend', 'dist');
    if (!existsSync(join(dist, '.vite', 'manifest.json'))) throw new Error('no Vite manifest: run `npm run build` first');
    const { files, raw, gzip } = measureHomeJs(dist);
    const markdown = [
      'The entry chunk, the home route chunk and their static imports, from `frontend/dist/.vite/manifest.json` (gzip level 9);',
      'lazy chunks (the footer, the home page below the collection, the cart drawer, other screens) load after first paint.',
      '',
      '| file | minified | gzip |',
      '|---|---:|---:|',
      ...files.map((f) => `| \`${f.file.replace(/-[\w-]{8}\.js$/, '-*.js')}\` | ${kb(f.raw)} KB | ${kb(f.gzip)} KB |`),
      `| **total** | **${kb(raw)} KB** | **${kb(gzip)} KB** |`,
    ].join('\n');
    const holds = gzip / 1024 < TARGET_KB;
    return {
      markdown,
      targets: [{ name: `under ${TARGET_KB} KB gzipped (measured ${kb(gzip)} KB)`, holds, why: `${kb(gzip - TARGET_KB * 1024)} KB over` }],
    };
  },
};

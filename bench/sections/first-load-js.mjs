// Section "JavaScript on first load": the gzipped JavaScript `/` loads, from the Vite manifest of the last
// `npm run build` (the same figure the build's budget check prints).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { measureHomeJs } from '../../frontend/scripts/home-js-size.mjs';
import { REPO_ROOT } from '../shop-server.mjs';

// The goal, and the floor that is also the build's own budget (frontend/scripts/report-bundle-size.mjs).
const TARGET_KB = 130;
const FLOOR_KB = 170;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export default {
  id: 'js',
  title: 'JavaScript on first load',
  needsShop: false,
  needsDatabase: false,
  async run() {
    const dist = join(REPO_ROOT, 'frontend', 'dist');
    if (!existsSync(join(dist, '.vite', 'manifest.json')))
      throw new Error('no Vite manifest: run `npm run build` first');
    const { files, raw, gzip } = measureHomeJs(dist);
    const biggest = [...files].sort((a, b) => b.gzip - a.gzip)[0];
    return {
      shares: '',
      figures: [
        {
          figure: 'JavaScript `/` loads first: the entry, the home route and their static imports (gzip -9)',
          target: `≤ ${TARGET_KB} KB`,
          floor: `≤ ${FLOOR_KB} KB`,
          measured: `${kb(gzip)} (${kb(raw)} minified, ${files.length} files)`,
          holds: gzip / 1024 <= TARGET_KB,
        },
      ],
      bounds: `React: \`${biggest.file.replace(/-[\w-]{8}\.js$/, '-*.js')}\` alone is ${kb(biggest.gzip)}; MUI's styling engine, react-router, the store and RTK Query with the generated client (about 16 KB, in the entry so that every store has the API from the start) make most of the rest. What is below the screen loads in chunks of its own. \`npm run build\` fails above \`HOME_JS_BUDGET_KB\` (default ${FLOOR_KB}); \`npm run build:analyze\` shows each package's share.`,
    };
  },
};

// Section "JavaScript on first load": the gzipped JavaScript `/` loads, from the Vite manifest of the last
// `npm run build` (the same figure the build's budget check prints).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { HOME_JS_BUDGET_KB, measureHomeJs } from '../../frontend/scripts/home-js-size.mjs';
import { REPO_ROOT } from '../shop-server.mjs';

// The goal and the floor; the build's own budget (frontend/scripts/home-js-size.mjs) sits a few KB over the figure.
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
      bounds: `React: \`${biggest.file.replace(/-[\w-]{8}\.js$/, '-*.js')}\` alone is ${kb(biggest.gzip)}; MUI (its styling engine, theme and the header's buttons), react-router, Redux Toolkit with RTK Query's core and immer make most of the rest; the generated client's endpoints are injected by a chunk of their own that the screens import. What is below the screen loads in chunks of its own. \`npm run build\` fails above \`HOME_JS_BUDGET_KB\` (default ${HOME_JS_BUDGET_KB}); \`npm run build:analyze\` shows each package's share.`,
    };
  },
};

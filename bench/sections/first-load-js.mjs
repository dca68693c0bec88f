// Section "JavaScript on first load": the gzipped JavaScript `/` loads, from the Vite manifest of the last
// `npm run build` (the same figure the build's budget check prints).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { measureHomeJs } from '../../frontend/scripts/home-js-size.mjs';
import { REPO_ROOT } from '../shop-server.mjs';

const TARGET_KB = 170;

/** How the figure got here and what is left, kept with the figure (this block is rewritten by every run). */
const HISTORY = `\`npm run build\` prints the same figure (\`frontend/scripts/report-bundle-size.mjs\`, shared code in
\`frontend/scripts/home-js-size.mjs\`) and fails above \`HOME_JS_BUDGET_KB\` (default 170).

| when | what | JS loaded by \`/\` (gzip) |
|---|---|---|
| issue 5 | storefront shell, home, product list/detail, cart | 185.0 KB (557 KB minified) |
| issue 9 | footer and the home's lower sections lazy; no AppBar, Badge, Link or Alert in the first load | 166.7 KB (499 KB minified) |

What keeps it there:
- every screen is a \`React.lazy\` chunk; the cart drawer and the mobile menu (Modal, transitions, focus trap) load on
  first open;
- the footer is a lazy chunk (below the fold on every page; its newsletter form brings InputBase, OutlinedInput and
  labels), and so are the home page's sections under the collection (Difference, Why Refillable with the accordion's
  Collapse, the refill banner); each holds its room while it loads, so nothing shifts;
- the header is a sticky \`<header>\` Box (not AppBar + Paper), the cart count a small span (not Badge), the footer's
  links plain anchors (not MUI Link), \`LoadError\` a Box with \`role="alert"\` (not Alert, which the product grid
  dragged into the home page);
- the declarative router (\`BrowserRouter\` + \`useRoutes\`), self-hosted latin font subsets (CSS, not JavaScript).

How it was found: \`vite build --sourcemap\` and a short script attributing each minified byte of the entry chunk to its
source file through the source map. What remains in the entry: react-dom (205 KB minified), RTK Query (45 KB),
react-router (36 KB), MUI's theme machinery (createThemeWithVars and the CSS-variables provider, ~22 KB, pulled in by
\`createTheme\`/\`ThemeProvider\` although the theme uses no CSS variables), immer (13 KB), Button/ButtonBase/TouchRipple
and emotion. \`CircularProgress\` stays because MUI 7's \`IconButton\` imports it for its \`loading\` prop. Further cuts
would mean leaving MUI's styling engine or RTK Query.`;
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
      '',
      HISTORY,
    ].join('\n');
    const holds = gzip / 1024 < TARGET_KB;
    return {
      markdown,
      targets: [{ name: `under ${TARGET_KB} KB gzipped (measured ${kb(gzip)} KB)`, holds, why: `${kb(gzip - TARGET_KB * 1024)} KB over` }],
    };
  },
};

// Section "JavaScript on first load": the gzipped JavaScript `/` loads, from the Vite manifest of the last
// `npm run build` (the same figure the build's budget check prints).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { measureHomeJs } from '../../frontend/scripts/home-js-size.mjs';
import { REPO_ROOT } from '../shop-server.mjs';

// Issue 20's target, which is also the build's own budget (report-bundle-size.mjs).
const TARGET_KB = 130;

/** How the figure got here and what is left, kept with the figure (this block is rewritten by every run). */
const HISTORY = `\`npm run build\` prints the same figure (\`frontend/scripts/report-bundle-size.mjs\`, shared code in
\`frontend/scripts/home-js-size.mjs\`) and fails above \`HOME_JS_BUDGET_KB\` (default 130, issue 20's target).

| when | what | JS loaded by \`/\` (gzip) |
|---|---|---|
| issue 5 | storefront shell, home, product list/detail, cart | 185.0 KB (557 KB minified) |
| issue 9 | footer and the home's lower sections lazy; no AppBar, Badge, Link or Alert in the first load | 166.7 KB (499 KB minified) |
| issue 20 | before (what had grown back since) | 169.3 KB (506 KB minified) |
| issue 20 | MUI theme without its CSS-variables half | 161.7 KB |
| issue 20 | RTK Query, the generated client and the admin session out of the first load | 140.9 KB |
| issue 20 | react-router's unused components, hoist-non-react-statics, modulepreload polyfill, admin session | 137.8 KB |
| issue 20 | MUI's ripple and the buttons' spinner on first use, the screen spinner lazy | 134.8 KB |
| issue 20 | the product-card placeholder without MUI's Skeleton | 133.6 KB (399 KB minified) |
| issue 21 | the page hydrated from the server's HTML | 134.2 KB (400 KB minified) |
| issue 20 | react-router's development warnings off | 133.6 KB |
| issue 20 | terser instead of esbuild's minifier (two compress passes) | 129.7 KB (393 KB minified) |
| issue 20 | MUI's theme serialiser for Pigment CSS left out | 129.5 KB |
| issue 20 | immer and createSlice out of the first load (RTK Query's own copy of Redux Toolkit's module; plain cart and toast reducers) | 122.6 KB (373 KB minified) |

**What costs what** (\`npm run build:analyze\`: rollup-plugin-visualizer writes \`frontend/bundle-stats/treemap.html\` to
explore and \`modules.json\`, which \`frontend/scripts/analyze-home-js.mjs\` turns into this table of the home page's
first load; a module's gzip share is its chunk's real gzip size split by each module's own gzipped size):

| package (home first load) | issue 20 start: gzip | 134.2 KB build: gzip | now: rendered | now: gzip |
|---|---:|---:|---:|---:|
| \`react-dom\` | 59.4 KB | 58.4 KB | 638.4 KB | 56.3 KB |
| \`@mui/material\` | 20.0 KB | 12.9 KB | 71.1 KB | 12.1 KB |
| \`@mui/system\` | 15.3 KB | 10.1 KB | 57.9 KB | 9.7 KB |
| \`react-router\` | 10.8 KB | 9.6 KB | 73.4 KB | 9.0 KB |
| emotion (cache, react, styled, serialize, sheet, is-prop-valid...) and stylis | 11.0 KB | 10.6 KB | 56.9 KB | 10.2 KB |
| \`react\` and \`scheduler\` | 4.6 KB | 4.5 KB | 31.9 KB | 4.3 KB |
| \`@mui/utils\` | 3.3 KB | 3.0 KB | 12.2 KB | 2.9 KB |
| redux, react-redux, reselect, use-sync-external-store, redux-thunk | 4.2 KB | 2.8 KB | 19.1 KB | 2.7 KB |
| \`@reduxjs/toolkit\` (start: core + RTK Query; 134.2: core with createSlice; now: configureStore, combineSlices, createAction, dynamic middleware) | 15.1 KB | 3.7 KB | 10.6 KB | 1.7 KB |
| \`immer\` | 4.4 KB | 4.3 KB | - | - |
| react-transition-group, hoist-non-react-statics, react-is | 3.2 KB | 0.7 KB | 5.3 KB | 0.7 KB |
| icons, Vite's preload helper, babel helpers, clsx, MUI's private theming and styled-engine glue | 2.9 KB | 1.8 KB | 5.7 KB | 1.8 KB |
| our code (\`src/\`) | 15.4 KB | 11.5 KB | 46.0 KB | 11.0 KB |
| **total** (gzip as measured above) | **169.3 KB** | **134.2 KB** | **1,029 KB** | **122.6 KB** |

"Rendered" is each module's code as Rollup wrote it into the chunk, before minification (373 KB minified now), so
the minifier's gains show only in the gzip columns.

Biggest modules now: react-dom's client (54.9 KB gzip), react-router's one module (9.0), react (2.3), emotion's cache
(2.1), Redux Toolkit's core (1.7), MUI Button (1.5), scheduler (1.3), MUI createPalette (1.1), emotion's
is-prop-valid (1.1), the hero carousel (1.1), ButtonBase (1.1), MUI's createStyled (1.1).

**Issue 32: no patched dependencies.** The five build plugins that rewrote or re-copied files inside \`@mui/material\`,
\`react-router\`, \`@reduxjs/toolkit\`, \`hoist-non-react-statics\` and \`reselect\` (the CSS-variables theme, the ripple and
spinner stand-ins, react-router's pure marks, RTK Query's own copy of Redux Toolkit, the side-effect flag, the charts'
own reselect) are gone; each library is bundled as published, with Rollup's documented \`manualChunks\` for the vendor
chunks. Cuts below marked with a plugin no longer apply.

| home page, first-load JavaScript (gzip) | with the plugins | without |
|---|---|---|
| entry (\`index-*.js\`: MUI, the theme, Redux Toolkit, the app) | 30.8 KB | 48.1 KB |
| vendor-react / vendor-state / vendor-emotion | 67.3 / 13.4 / 9.5 KB | 67.3 / 15.2 / 10.4 KB |
| home route chunk and its imports | 4.6 KB | 4.6 KB |
| **total** (the build's budget is now the issue's floor, 170 KB) | **125.6 KB** | **145.6 KB** |

The +20 KB is MUI's CSS-variables theme (every component reaches it through its default theme), immer and
createSlice next to the store's \`combineSlices\`, the ripple and the button spinner, react-router's unmarked
components and hoist-non-react-statics. A documented option that takes them out without a patch (MUI's own
no-variables build, a store without Redux Toolkit in the first load) is the next step.

What was cut (issue 20), each found in the table above:
- **MUI's CSS-variables theme** (createThemeWithVars, CssVarsProvider, the colour-scheme script; -7.6 KB): every MUI
  component reaches \`createTheme\` through its default theme; \`frontend/build-plugins/muiThemeWithoutCssVars.ts\`
  swaps \`createTheme\`/\`ThemeProvider\` inside MUI for their no-variables halves (a theme asking for CSS variables
  fails loudly). The same plugin leaves out \`stringifyTheme\` (the theme's \`toRuntimeSource\`, for Pigment CSS; -0.2 KB).
- **RTK Query out of the first load** (-20.8 KB with the generated client): the store starts with the cart and toast
  slices (\`combineSlices\`), and \`api/baseApi.ts\` plugs the API slice, its middleware (\`createDynamicMiddleware\`)
  and the admin session into every store when the first screen that talks to the API is imported. On the home page
  that is the collection's cards (\`features/home/CollectionGrid.tsx\`, lazy behind the same four placeholders the grid
  shows while loading, so nothing moves) and \`PageHead\`, which fetches the head only on pages the server did not
  write it for (\`app/head/FetchedPageHead.tsx\`).
- **immer and createSlice** (-6.9 KB): Redux Toolkit is one module and the bundler keeps a module whole in one chunk,
  so because the entry's store imports it, everything RTK Query uses from it (createSlice, createAsyncThunk) and immer
  behind them sat in the entry. \`build-plugins/rtkQueryOwnToolkit.ts\` gives RTK Query and \`src/api/\` their own copy
  of the module (the same file under another id), which goes into their lazy chunk; the cart and toast slices became
  \`createAction\`s with plain reducers (\`app/cart/cartSlice.ts\`, \`app/toasts/toastSlice.ts\`; same action types, a
  test checks they never mutate), since a createSlice in the first load would keep immer there. Not a saving in
  total bytes for a visitor who goes on to use the API: the RTK Query chunk (\`enhanced-*.js\`) grew from 19.2 to
  25.3 KB gzip (immer, createSlice, and the few parts of Redux Toolkit both copies carry), but it loads after the
  first paint and no longer holds up hydration.
- **Terser** instead of esbuild's minifier (\`build.minify: 'terser'\`, two compress passes; -3.9 KB, about 30 s more
  build time on 2 cores). A third pass or terser's unsafe options gained under 0.3 KB more and were left off; Rollup's
  treeshake options \`propertyReadSideEffects\`/\`unknownGlobalSideEffects: false\` gained 0.2 KB minified, nothing
  gzipped, and were left off too.
- **react-router** (-1.8 KB): its \`forwardRef\`/\`createContext\` calls carry no pure marks, so Form,
  ScrollRestoration and their helpers stayed, and its package offers browsers only its development build, whose
  warning branches (\`ENABLE_DEV_WARNINGS = true\`) all stayed; \`build-plugins/reactRouterTreeShaking.ts\` adds the
  marks and turns the warnings off in the build (-1.2 KB and -0.6 KB).
- **hoist-non-react-statics** (-0.9 KB, with an old react-is): imported by emotion for \`withTheme\`, which MUI
  never calls, and kept only because its package does not declare itself side-effect free
  (\`build-plugins/sideEffectFree.ts\`).
- **MUI's ripple and button spinner** (-3.0 KB): TouchRipple with react-transition-group, and CircularProgress for
  the \`loading\` prop, are fetched the first time a button ripples or shows a spinner
  (\`build-plugins/muiLazyParts.ts\`; the first press still ripples: the calls wait for the code). The screen spinner in
  the layout is lazy too.
- The product-card placeholder draws MUI Skeleton's look with Box (-1.2 KB), and the modulepreload polyfill is off.
- Already lazy before this work and checked again in the treemap: the cart drawer and mini-cart (MUI Modal and
  transitions), the footer, the mobile menu, the home page below the collection; \`build.target\` is already es2022.

What is left (7.4 KB under the budget): react-dom alone is 56.3 KB, React's scheduler and core 4.3 KB; MUI's styling
engine (emotion, stylis, @mui/system, @mui/utils) ~23 KB, which every MUI component needs; react-router 9.0 KB
(BrowserRouter, useRoutes, Link/NavLink, which bring its prefetch and view-transition code); Redux, react-redux and
RTK's core 4.4 KB; MUI Button/ButtonBase/IconButton/Typography/Container/Toolbar/CssBaseline and the theme builders
~12 KB; our own shell, header, hero, cart and toasts 11 KB. Not done, each measured or estimated from the treemap:
replacing react-router-dom with a small router (~8 KB less; it touches every Link and the server's StaticRouter),
MUI buttons in the header and hero drawn without ButtonBase (~2.5 KB, losing the ripple there), the toaster loaded on
the first toast (~0.7 KB), or the hero's slideshow controls loaded after the first paint (~1 KB).`;
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

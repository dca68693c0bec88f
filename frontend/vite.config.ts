/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin, type PluginOption, type Rollup, type UserConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The only stylesheet is the fonts' @font-face rules (MUI styles come from emotion at run time). Linked, it would
 * block the first paint for a round trip; inlined into index.html, it does not.
 *
 * Its woff2 files are preloaded from the head: found only by the first layout, they would arrive after it, and each
 * one would lay the whole page out again after the first paint (total blocking time). Preloaded, they are in before
 * the first layout on a fast link; on a slow one they still swap in (font-display: swap), sharing the link with the
 * pictures.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml(html, { bundle }) {
      return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
        const asset = bundle?.[file];
        if (asset?.type !== 'asset') return tag;
        const css = String(asset.source);
        const fonts = [...new Set(css.match(/\/assets\/[\w.-]+\.woff2/g) ?? [])];
        const preloads = fonts
          .map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`)
          .join('');
        return `${preloads}<style>${css}</style>`;
      });
    },
  };
}

/**
 * The server render's head (index.html's `<!--app-head-->`, entry-server.tsx) goes last in the built head, after the
 * entry's script, its modulepreload links and the fonts Vite and inlineEntryCss write there: the browser asks for the
 * app's own files first, then the route's chunks.
 */
function appHeadLast(): Plugin {
  return {
    name: 'app-head-last',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml(html) {
      const placeholder = '<!--app-head-->';
      const rest = html.split(placeholder).join('');
      const closing = rest.indexOf('</head>');
      return `${rest.slice(0, closing)}${placeholder}\n  ${rest.slice(closing)}`;
    },
  };
}

/**
 * Three vendor chunks of the entry (Rollup's documented `manualChunks`): the browser fetches them in parallel with the
 * entry (Vite's modulepreload links), and they stay cached across deployments that change only the app. Order:
 * React (with the bundler's helpers) ← emotion ← router and Redux ← the entry (MUI, the theme, Redux Toolkit, the app).
 *
 * Only packages whose every module the first load uses are grouped: Rollup also puts into a manual chunk the modules
 * its modules import, used or not, so grouping MUI (its components import @mui/system's index: Grid, Stack...) or
 * Redux Toolkit (immer, reselect) moved lazily used code into the first load. Only modules the entry imports
 * statically are grouped (a module first loaded by a lazy chunk stays there).
 */
const VENDOR_GROUPS: Array<[string, RegExp]> = [
  // Rollup's and Vite's own helpers (commonjsHelpers, the preload helper) go with React, the chunk every other imports.
  ['vendor-react', /^\0(?!.*\/node_modules\/)(?!mui-)|\/node_modules\/(react|react-dom|scheduler)\//],
  ['vendor-emotion', /\/node_modules\/@emotion\//],
  ['vendor-state', /\/node_modules\/(react-router|react-router-dom|react-redux|redux)\//],
];

/**
 * CommonJS packages that only define functions, declared side-effect free (Rollup's documented
 * `treeshake.moduleSideEffects`, as a `sideEffects: false` in their package.json would): emotion's browser build keeps
 * a bare `import 'hoist-non-react-statics'` for its unused `withTheme`, which would put that package and its own copy of
 * react-is in every first load. Whatever imports a binding from them still gets them.
 */
const PURE_CJS_PACKAGES = /\/node_modules\/hoist-non-react-statics\//;

function entryVendorChunks(): Rollup.GetManualChunk {
  const firstLoad = new Map<string, boolean>();
  const isFirstLoad = (id: string, getModuleInfo: Rollup.ManualChunkMeta['getModuleInfo']): boolean => {
    const known = firstLoad.get(id);
    if (known !== undefined) return known;
    firstLoad.set(id, false); // an import cycle: decided by its other importers
    const info = getModuleInfo(id);
    const result = !!info && (info.isEntry || info.importers.some((importer) => isFirstLoad(importer, getModuleInfo)));
    firstLoad.set(id, result);
    return result;
  };
  return (id, { getModuleInfo }) => {
    const group = VENDOR_GROUPS.find(([, pattern]) => pattern.test(id))?.[0];
    return group && isFirstLoad(id, getModuleInfo) ? group : undefined;
  };
}

/**
 * `vite build --ssr src/entry-server.tsx` (npm run build): the server bundle the backend's web module loads to render
 * each storefront page. CommonJS, because the backend is CommonJS (a plain require, also under jest); packages stay
 * external (read from node_modules at run time), so server-only ones like @emotion/server never reach the browser.
 */
const SSR_BUILD = {
  outDir: 'dist-server',
  emptyOutDir: true,
  sourcemap: false,
  target: 'node20',
  rollupOptions: {
    output: {
      format: 'cjs',
      interop: 'auto',
      entryFileNames: '[name].cjs',
      chunkFileNames: 'chunks/[name]-[hash].cjs',
    },
  },
} as const;

/**
 * MUI names its emotion classes after the component (`css-5c1adp-MuiContainer-root`) when process.env.NODE_ENV is not
 * 'production', and the browser's bundle is always built for production: read from node_modules under the backend's
 * NODE_ENV (test in the browser tests and the bench), the server's class names matched none of the browser's, so the
 * browser compiled and inserted every style of the page again while hydrating (and kept the server's names in the
 * DOM). Bundled into the server build with NODE_ENV fixed, MUI and emotion name their classes as in the browser.
 */
const SSR_PRODUCTION_STYLES: Pick<UserConfig, 'ssr' | 'define'> = {
  ssr: { noExternal: [/^@mui\//, /^@emotion\/(?!server)/] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
};

/**
 * `npm run build:analyze` (`vite build --mode analyze`): what each module costs in the built chunks, as a treemap to
 * explore (bundle-stats/treemap.html) and as data (bundle-stats/modules.json) that scripts/analyze-home-js.mjs turns
 * into the table of the home page's first load in docs/benchmarks.md. Kept out of dist/, which the server publishes.
 */
function bundleStats(): PluginOption[] {
  const common = { gzipSize: true, brotliSize: false, projectRoot: new URL('.', import.meta.url).pathname } as const;
  return [
    visualizer({
      ...common,
      filename: 'bundle-stats/treemap.html',
      template: 'treemap',
      title: 'Natural House bundle',
    }),
    visualizer({ ...common, filename: 'bundle-stats/modules.json', template: 'raw-data' }),
  ];
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  // The same plugins for the server bundle as for the browser's: the markup hydration compares must be the same.
  ...(isSsrBuild ? SSR_PRODUCTION_STYLES : {}),
  plugins: [react(), inlineEntryCss(), appHeadLast(), ...(mode === 'analyze' ? bundleStats() : [])],
  // No modulepreload polyfill: every browser the es2022 target runs in but Safari < 17 supports it natively, and there
  // the polyfill only fetches chunks earlier, and it would sit in every first load.
  // experimentalMinChunkSize (Rollup's documented option) merges small chunks that have no side effects into the chunk
  // whose merge adds the least unused code, so a page starts fewer scripts. Kept small: a lazy-only chunk has no merge
  // partner loaded exactly when it is, and a larger bound merges lazy code into chunks every first load fetches.
  // Terser instead of esbuild's minifier: two compress passes inline and drop more, for the first-load budget, at some
  // build time; a third pass or terser's unsafe options gain next to nothing.
  build: isSsrBuild
    ? SSR_BUILD
    : {
        manifest: true,
        // The server render's modulepreload links: each rendered module's chunk (entry-server.tsx, preloadLinks).
        ssrManifest: true,
        sourcemap: false,
        target: 'es2022',
        modulePreload: { polyfill: false },
        rollupOptions: {
          treeshake: { moduleSideEffects: (id) => !PURE_CJS_PACKAGES.test(id) },
          output: { manualChunks: entryVendorChunks(), experimentalMinChunkSize: 4_000 },
        },
        minify: 'terser',
        terserOptions: { compress: { passes: 2 } },
      },
  server: {
    port: 5173,
    // `npm run dev`: the API and its images come from the NestJS server.
    proxy: Object.fromEntries(
      ['/api', '/setup', '/order', '/public-objects'].map((p) => [p, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Typing-heavy screen tests take a few seconds on a loaded 2-core machine; a timeout is no speed target here.
    testTimeout: 20_000,
    // A worker per core: Vitest's default leaves one core to its main process, which mostly waits here.
    maxWorkers: availableParallelism(),
  },
}));

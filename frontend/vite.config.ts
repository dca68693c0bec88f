/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { muiLazyParts } from './build-plugins/muiLazyParts';
import { muiThemeWithoutCssVars } from './build-plugins/muiThemeWithoutCssVars';
import { reactRouterTreeShaking } from './build-plugins/reactRouterTreeShaking';
import { rtkQueryOwnToolkit } from './build-plugins/rtkQueryOwnToolkit';
import { sideEffectFree } from './build-plugins/sideEffectFree';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The only stylesheet is the fonts' @font-face rules (~1.5 KB; MUI styles come from emotion at run time). Linked, it
 * blocked the first paint for a round trip (Lighthouse: render-blocking); inlined into index.html, it does not.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml(html, { bundle }) {
      return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
        const asset = bundle?.[file];
        return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
      });
    },
  };
}

/**
 * The chart library's store helpers (@base-ui/utils) use parts of reselect the storefront does not (lruMemoize and
 * friends). Reselect already sits in the entry for Redux Toolkit, so those parts would land there too and grow the
 * home page's first load (issue 19); a separate copy for the chart library keeps them in the admin chunk.
 */
function chartsOwnReselect(): Plugin {
  return {
    name: 'charts-own-reselect',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'reselect' || !importer?.includes('/node_modules/@base-ui/utils/')) return null;
      const resolved = await this.resolve('reselect', importer, { ...options, skipSelf: true });
      return resolved ? resolved.id.replace(/reselect\.(browser\.)?mjs$/, 'reselect.legacy-esm.js') : null;
    },
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
  rollupOptions: { output: { format: 'cjs', interop: 'auto', entryFileNames: '[name].cjs', chunkFileNames: 'chunks/[name]-[hash].cjs' } },
} as const;

/**
 * `npm run build:analyze` (`vite build --mode analyze`): what each module costs in the built chunks, as a treemap to
 * explore (bundle-stats/treemap.html) and as data (bundle-stats/modules.json) that scripts/analyze-home-js.mjs turns
 * into the table of the home page's first load in docs/benchmarks.md. Kept out of dist/, which the server publishes.
 */
function bundleStats(): PluginOption[] {
  const common = { gzipSize: true, brotliSize: false, projectRoot: new URL('.', import.meta.url).pathname } as const;
  return [
    visualizer({ ...common, filename: 'bundle-stats/treemap.html', template: 'treemap', title: 'Natural House bundle' }),
    visualizer({ ...common, filename: 'bundle-stats/modules.json', template: 'raw-data' }),
  ];
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  // The same plugins for the server bundle as for the browser's: the markup hydration compares must be the same.
  plugins: [react(), inlineEntryCss(), chartsOwnReselect(), muiThemeWithoutCssVars(), muiLazyParts(), sideEffectFree(['hoist-non-react-statics']), reactRouterTreeShaking(), rtkQueryOwnToolkit(), ...(mode === 'analyze' ? bundleStats() : [])],
  // No modulepreload polyfill: every browser the es2022 target runs in but Safari < 17 supports it natively, and there
  // the polyfill only fetched chunks earlier; its 0.3 KB sat in every first load.
  // Terser instead of esbuild's minifier: two compress passes inline and drop more (home first load -3.9 KB gzip, issue
  // 20) for about 30 s more build time; a third pass or terser's unsafe options gained under 0.3 KB more.
  build: isSsrBuild ? SSR_BUILD : { manifest: true, sourcemap: false, target: 'es2022', modulePreload: { polyfill: false }, minify: 'terser', terserOptions: { compress: { passes: 2 } } },
  server: {
    port: 5173,
    // `npm run dev`: the API and its images come from the NestJS server.
    proxy: Object.fromEntries(['/api', '/setup', '/order', '/public-objects'].map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Typing-heavy screen tests take a few seconds on a loaded 2-core machine; a timeout is no speed target here.
    testTimeout: 20_000,
  },
}));

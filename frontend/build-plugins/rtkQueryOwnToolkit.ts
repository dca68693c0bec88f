import type { Plugin } from 'vite';

const COPY = '?rtk-query';
/** RTK Query's own modules, and ours that are loaded with it (the API client and the admin session: src/api/). */
const RTK_QUERY_SIDE = [/\/node_modules\/@reduxjs\/toolkit\/dist\/query\//, /\/src\/api\//];

/**
 * Redux Toolkit is one module, and the bundler keeps a module whole in one chunk: since the first load's store imports
 * it (configureStore, combineSlices, createAction, createDynamicMiddleware), everything RTK Query later uses from it
 * (createSlice, createAsyncThunk, selectors) and immer behind them would sit in the entry too, in the home page's
 * first load (issue 20), although RTK Query itself loads lazily (app/store.ts). RTK Query and src/api/ get a copy of
 * their own (the same file under another id), which goes with them into their lazy chunk. Nothing depends on the two
 * being one instance: action creators carry their type and matcher, and combineSlices and the dynamic middleware take
 * RTK Query's slice and middleware as plain objects and functions.
 *
 * Browser build only: the server bundle reads packages from node_modules (one copy), the dev server pre-bundles them.
 */
export function rtkQueryOwnToolkit(): Plugin {
  return {
    name: 'rtk-query-own-toolkit',
    enforce: 'pre',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async resolveId(source, importer, options) {
      if (source !== '@reduxjs/toolkit' || !importer || !RTK_QUERY_SIDE.some((side) => side.test(importer))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: `${resolved.id}${COPY}` };
    },
  };
}

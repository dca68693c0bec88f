// @rtk-query/codegen-openapi: openapi/openapi.json -> one generated file, injected into the empty base api.
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../openapi/openapi.json',
  apiFile: './src/api/baseApi.ts',
  apiImport: 'baseApi',
  outputFile: './src/api/generated.ts',
  exportName: 'shopApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: true,
  // The project's Prettier settings, named absolutely so the CI check's copy in a temporary folder formats alike.
  prettierConfigFile: require('node:path').resolve(__dirname, '../.prettierrc.json'),
};

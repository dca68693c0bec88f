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
};

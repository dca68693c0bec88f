// @rtk-query/codegen-openapi: openapi/openapi.json -> two generated files, both injected into the empty base api: the
// storefront's endpoints (on every page's first load) and the back office's (loaded with its screens only).
const STOREFRONT_ENDPOINTS = [
  'listProducts',
  'listProductCards',
  'getProduct',
  'getProductFaqs',
  'subscribeToNewsletter',
  'joinWaitlist',
  'requestBackInStockNotice',
  'getPageMeta',
  'listJournalArticles',
  'getJournalArticle',
  'validatePromoCode',
  'getPaymentSetup',
  'createPaymentOrder',
  'approveDemoPayment',
  'capturePaymentOrder',
  'placeOrder',
  'placeFreeOrder',
  'lookupOrder',
  'getOrderStatus',
  'listShippingMethods',
  'getShippingPolicy',
  'quoteCheckout',
  'getShopContact',
  'sendContactMessage',
];
// Storefront endpoints only a lazily loaded part calls (the header's search panel, the /search page): their own file,
// out of every page's first load.
const LAZY_STOREFRONT_ENDPOINTS = ['search'];
// The subscription management page's endpoints (/subscriptions/manage, the link in every subscription e-mail): loaded
// with that page only.
const SUBSCRIPTION_ENDPOINTS = [
  'getManagedSubscription',
  'changeManagedSubscription',
  'skipManagedSubscription',
  'pauseManagedSubscription',
  'resumeManagedSubscription',
  'cancelManagedSubscription',
];

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../openapi/openapi.json',
  apiFile: './src/api/baseApi.ts',
  apiImport: 'baseApi',
  exportName: 'shopApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: true,
  // POSTs that change nothing: read as queries, so the figures follow their inputs (the checkout summary re-asks when
  // its arguments change; the refund dialog's figure refreshes when a refund invalidates the order).
  endpointOverrides: [
    { pattern: 'quoteCheckout', type: 'query' },
    { pattern: 'previewAdminOrderRefund', type: 'query' },
  ],
  // The project's Prettier settings, named absolutely so the CI check's copy in a temporary folder formats alike.
  prettierConfigFile: require('node:path').resolve(__dirname, '../.prettierrc.json'),
  outputFiles: {
    './src/api/generated.ts': { filterEndpoints: STOREFRONT_ENDPOINTS },
    './src/api/generatedSearch.ts': { filterEndpoints: LAZY_STOREFRONT_ENDPOINTS },
    './src/api/generatedSubscriptions.ts': { filterEndpoints: SUBSCRIPTION_ENDPOINTS },
    './src/api/generatedAdmin.ts': {
      filterEndpoints: (name) =>
        !STOREFRONT_ENDPOINTS.includes(name) &&
        !LAZY_STOREFRONT_ENDPOINTS.includes(name) &&
        !SUBSCRIPTION_ENDPOINTS.includes(name),
    },
  },
};

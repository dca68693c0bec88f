// Two projects: fast unit tests beside the code, and end-to-end tests that boot the app against a real database.
const transform = { '^.+\\.(ts|js|mjs)$': ['@swc/jest'] };
// A few dependencies ship ES modules only; Jest (unlike Node 20.19+) cannot require them untransformed.
const transformIgnorePatterns = ['node_modules/(?!(content-disposition)/)'];
// The SQLite run covers what differs there (dialect branches, locking, search, the embedded default's start-up,
// duplicate-key mapping); every other end-to-end file runs on MariaDB only.
const sqliteSuite = [
  'admin-order-filters',
  'admin-orders',
  'admin-orders-export',
  'admin-products',
  'admin-stats',
  'back-in-stock',
  'contact',
  'graceful-shutdown',
  'hostile-input',
  'inventory',
  'media',
  'mail-mark-sent',
  'mail-outbox',
  'newsletter',
  'openapi-fuzz',
  'order-history',
  'orders',
  'payments-demo',
  'payments-paypal',
  'product-cards',
  'promo-codes-admin',
  'promo-concurrency',
  'promo-rules',
  'refunds',
  'search',
  'shipping-and-tax',
  'subscriptions',
  'subscriptions-admin',
  'waitlist',
  'web',
];
module.exports = {
  // End-to-end tests boot whole servers and databases; the default 5 s is too short for them.
  testTimeout: 60000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      rootDir: __dirname,
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
    },
    {
      displayName: 'e2e-sqlite',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      rootDir: __dirname,
      testMatch: sqliteSuite.map((name) => `<rootDir>/test/${name}.e2e-spec.ts`),
      setupFiles: ['<rootDir>/test/support/use-sqlite.ts'],
    },
  ],
};

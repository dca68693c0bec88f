// ESLint over both workspaces (`npm run lint`, run by `make test` with --max-warnings 0). The rules and the module map
// they keep are described in docs/architecture.md, "Module map and lint".
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import shopRules from './backend/eslint/entity-ownership.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const backendSrc = path.join(root, 'backend/src');
const frontendSrc = path.join(root, 'frontend/src');
/** Sub-folders of a directory, read at lint time so that a new module or feature is held by the rules at once. */
const foldersOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// ---- Backend module map -------------------------------------------------------------------------------------------
// common/ and config/ are the shared kernel: every module may import them, and common/ imports no module. http/ is the
// HTTP edge (the exception filter, Fastify hooks): a module like the others, which no service may import.
const backendShared = ['common', 'config'];
const backendModules = foldersOf(backendSrc).filter((name) => !backendShared.includes(name));
/**
 * What a module offers the others. By convention its Nest module, its entities (TypeORM needs them where the
 * repositories are registered) and its DTOs (the shapes its services speak); besides those, the files listed here.
 * A module reaching into another's private file fails `import-x/no-restricted-paths`: add the file here (it becomes
 * part of that module's contract) or go through a public file.
 */
const backendPublicFiles = {
  admin: ['admin-auth.decorators.ts'],
  catalog: [
    'catalog.service.ts',
    'category-faqs.ts',
    'inventory/out-of-stock.ts',
    'inventory/stock-levels.service.ts',
    'inventory/stock-reservations.service.ts',
    'product-cards.ts',
    'product-picture.ts',
    'refill-box.ts',
  ],
  database: ['seed/catalog-data.ts'],
  // The HTTP edge: the ETag/304 answer for the catalogue controller, the shared-cache headers of the catalogue pages,
  // the token of the storefront's 404 page.
  http: ['conditional-get.ts', 'filters/not-found-page.ts', 'shared-cache.ts'],
  journal: ['journal-article.ts', 'journal.service.ts'],
  mail: [
    'order-emails.service.ts',
    'outbox.service.ts',
    'templates/escape.ts',
    'unsubscribe-link.ts',
    'unsubscribe-page.ts',
    'welcome-emails.service.ts',
  ],
  metrics: ['request-metrics.ts', 'shop-metrics.ts'],
  openapi: ['swagger.ts'],
  shipping: ['shipping-methods.service.ts'],
  tax: ['tax-rates.service.ts'],
  orders: [
    'checkout-snapshot.ts',
    // The refunds module's way in: the order's side of a refund, and where it registers the payment card's reader.
    'order-refund-ledger.service.ts',
    'order-refund-reads.ts',
    'checkout-write-lock.ts',
    'order-charges.ts',
    'order-constants.ts',
    'order-placement.service.ts',
    'order-pricing.service.ts',
    'order-replay-check.ts',
    'payment-order-request.ts',
    'pending-checkouts.service.ts',
    'price-check.ts',
  ],
  // What orders and the modules that follow an order (mail, refunds) share, so none imports another for it.
  'order-events': [
    'order-event-payloads.ts',
    'order-event-records.ts',
    'order-events.ts',
    'order-status-links.service.ts',
  ],
  // The provider port, which checkout and refunds call; the demo wallet's outcomes, which POST /order's body names.
  payments: ['demo/demo-outcomes.ts', 'payment-provider.ts', 'payment-provider-error.ts'],
  promos: [
    'promo-code-management.service.ts',
    'promo-discount.ts',
    'promo-redemptions.service.ts',
    'promo-rules.ts',
    'promos.service.ts',
  ],
  'rate-limits': ['rate-limit-definitions.ts', 'rate-limit.decorator.ts'],
  // The webhook (checkout) hands refund events to the service; the tax report splits refunds as they are priced.
  refunds: ['order-refunds.service.ts', 'refund-amount.ts'],
  redis: ['create-rate-limiter.ts', 'redis-connection.ts'],
  seo: ['head-tags.ts', 'page-meta.service.ts', 'page-meta.ts'],
  // Checkout asks for a subscription's terms and starts it after the first payment.
  subscriptions: ['subscription-figures.ts', 'subscriptions.service.ts'],
  web: ['web-assets.ts'],
};
const backendPublic = [
  `${backendSrc}/*/index.ts`,
  `${backendSrc}/*/*.module.ts`,
  `${backendSrc}/*/**/*.entity.ts`,
  `${backendSrc}/*/dto/**`,
  // Written as globs (`.@(ts)`): the rule takes only globs as exceptions to a glob zone.
  ...Object.entries(backendPublicFiles).flatMap(([name, files]) =>
    files.map((file) => `${backendSrc}/${name}/${file.replace(/\.ts$/, '')}.@(ts)`),
  ),
];
const backendZones = [
  {
    target: `${backendSrc}/common/**`,
    from: [`${backendSrc}/!(common|config)/**`],
    message: 'common/ is shared by every module and imports none: let the module register itself with common/ instead.',
  },
  {
    // Services speak the domain (docs/architecture.md, "Module map and lint"): statuses, replies and Fastify hooks stay
    // at the edge.
    target: `${backendSrc}/**/*.service.ts`,
    from: [`${backendSrc}/http/**`],
    message:
      'A service throws domain errors and knows no HTTP: http/ (filters, hooks, conditional GET) is for controllers, guards and app.factory.ts.',
  },
  ...[...backendModules, 'config'].map((name) => ({
    target: `${backendSrc}/${name}/**`,
    from: [`${backendSrc}/!(${name}|common|config)/**`],
    except: backendPublic,
    message: 'Import another module only through its public files (backendPublicFiles in eslint.config.mjs).',
  })),
];

// ---- Frontend layers -----------------------------------------------------------------------------------------------
// Imports run one way: app/ (routes, providers, layout) above features/, above the shared folders (every other folder
// of src/: components/, lib/, api/, store/, theme/, head/). features/<name>/ are the screens; each offers the others
// only its index.ts. test/ holds test helpers, which the test files' rules below leave free.
const frontendFeatures = foldersOf(path.join(frontendSrc, 'features'));
const frontendShared = foldersOf(frontendSrc).filter((name) => !['app', 'features', 'test'].includes(name));
const sharedGlob = `${frontendSrc}/@(${frontendShared.join('|')})/**`;
const featureIndex = [`${frontendSrc}/features/*/index.ts`, `${frontendSrc}/features/*/index.tsx`];
const frontendZones = [
  ...frontendFeatures.map((name) => ({
    target: `${frontendSrc}/features/${name}/**`,
    from: [`${frontendSrc}/features/!(${name})/**`],
    except: featureIndex,
    message:
      'Import another feature only through its index.ts; move what several features share to components/, lib/ or another shared folder.',
  })),
  {
    target: `${frontendSrc}/features/**`,
    from: [`${frontendSrc}/app/**`],
    message:
      'app/ sits above the features: move what a feature needs from it to a shared folder (store/, theme/, head/, components/, lib/).',
  },
  {
    target: `${frontendSrc}/app/**`,
    from: [`${frontendSrc}/features/**`],
    // Lazy chunks are loaded by their own paths (a page per route, the cart drawer and mini cart) so that each stays
    // out of the first load; static imports go through the feature's index.ts.
    except: [
      ...featureIndex,
      `${frontendSrc}/features/*/*Page.tsx`,
      `${frontendSrc}/features/admin/adminScreens.@(ts)`,
      `${frontendSrc}/features/cart/@(CartDrawer|MiniCart).tsx`,
    ],
    message: 'The shell imports a feature only through its index.ts (or a page module, lazily, in the route table).',
  },
  {
    target: sharedGlob,
    from: [`${frontendSrc}/features/**`, `${frontendSrc}/app/**`],
    message: `The shared folders (${frontendShared.join(', ')}) sit below features/ and app/ and import neither.`,
  },
];

const tsFiles = ['backend/**/*.ts', 'frontend/**/*.{ts,tsx}', 'site/**/*.ts'];
const testFiles = [
  'backend/test/**',
  'backend/src/**/*.spec.ts',
  'backend/bench/**',
  'frontend/src/**/*.test.{ts,tsx}',
  'frontend/src/test/**',
  'frontend/e2e/**',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The server-side rendering bundle and the bundle visualiser's output (npm run build / build:analyze).
      '**/dist-server/**',
      'frontend/bundle-stats/**',
      '**/coverage/**',
      // Written by @rtk-query/codegen-openapi from openapi.json (make check-generated keeps it in step).
      'frontend/src/api/generated.ts',
      'frontend/src/api/generatedAdmin.ts',
      // SQL written by `typeorm migration:generate`; a migration is never edited once it has run.
      'backend/src/database/migrations/**',
      'backend/public-objects/**',
      // Files that break a rule on purpose, linted by backend/test/lint/no-cycle.test.mjs with the rules below.
      'backend/test/lint/fixtures/**',
      'frontend/public/**',
    ],
  },
  {
    files: ['backend/**/*.{js,mjs,cjs}', 'frontend/**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: tsFiles,
    extends: [js.configs.recommended, ...tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    plugins: { 'import-x': importX },
    settings: {
      // The rules that follow imports (no-cycle) parse TypeScript files only with these two set: without them every
      // .ts import is skipped and no-cycle finds nothing (test/lint/no-cycle.test.mjs keeps it firing).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['backend/tsconfig.json', 'frontend/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Type-only imports are no dependency at run time and the rule skips them (its default), so entity pairs that
      // name each other's types (`Relation<Order>`) are not cycles; every value import is.
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...backendZones, ...frontendZones] }],
      // Numbers and booleans in messages and log lines read fine; objects (which print as [object Object]) stay forbidden.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `_` names a parameter or element kept for its position (a Nest signature, a tuple), as tsc's noUnused* allows.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Without noUncheckedIndexedAccess (not on: it would touch hundreds of lines), array, record and regex-group
      // lookups are typed as always present, and this rule would have us delete the guards that hold at runtime.
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // Methods that implement an async contract (PaymentProvider, MailTransport, Nest lifecycle hooks, test fakes)
      // stay async without awaiting, so that a throw becomes a rejection as callers expect.
      '@typescript-eslint/require-await': 'off',
      // Values from drivers, env and JSON are converted where they enter (`String(row.id)`) even where their declared
      // type already says so; the declared types of such values are what cannot be trusted.
      '@typescript-eslint/no-unnecessary-type-conversion': 'off',
      // `onClick={() => setOpen(true)}` and `.then(() => resolve())` return nothing anyone reads; blocks elsewhere.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['backend/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { shop: shopRules },
    rules: {
      // Each module writes only its own tables (reads and types are free); another module's rows change through a
      // service of that module, in the caller's transaction. database/ is exempt: the seed fills every table.
      'shop/entity-ownership': ['error', { srcDir: backendSrc, shared: ['database'] }],
      // Nest modules are classes that only carry the @Module decorator; an empty class is the framework's idiom.
      '@typescript-eslint/no-extraneous-class': 'off',
      // DTO classes exist for their decorators (validation, OpenAPI); services return plain objects of their shape.
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
      // Spreading a validated DTO into an entity is how input is copied; the DTO's prototype holds only decorators.
      '@typescript-eslint/no-misused-spread': 'off',
    },
  },
  {
    // The React code; frontend/e2e and scripts run in Node and drive a browser.
    files: ['frontend/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.strict],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // React ignores what an event handler returns; the async handlers (form submits) handle their own failures.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // MUI components take autoFocus only where the dialog pattern wants it (the safe button of a confirm dialog,
      // the one field of the password gate); on plain DOM elements the rule still holds.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // The React Compiler's purity checks: the app does not use the compiler, and the four places they find (a ref
      // read for a drag's transition, the latest-checkout ref, two effects that set state) work as written; they are
      // left for when the compiler is adopted. rules-of-hooks and exhaustive-deps stay on.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // Tests reach into the code under test on purpose (fixtures, stubs, internals) and assert with non-null
    // assertions where a missing value should simply fail the test. Response bodies (supertest, fetch) are `any` by
    // design and the assertions are what checks them (the contract tests validate them against openapi.json).
    files: testFiles,
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      'import-x/no-restricted-paths': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // The fuzzer stringifies whatever values it generates, objects included, on purpose.
      '@typescript-eslint/no-base-to-string': 'off',
      // Fake servers end a handler with `return send(response, ...)`.
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
);

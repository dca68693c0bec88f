// `make lint` runs this: it proves that eslint.config.mjs's frontend zones (import-x/no-restricted-paths) fire, so
// imports keep running one way: app/ above features/, above the shared folders. Each case lints a line of source as
// if it were a file at that path, with the real configuration; type information is not needed by the rule and is off.
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const eslint = new ESLint({
  cwd: root,
  ignore: false,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
});

/** The zone messages for `import * as imported from '<specifier>'` in a file at `file` (under frontend/src). */
async function zoneMessages(file, specifier) {
  const code = `import * as imported from '${specifier}';\nexport { imported };\n`;
  const [result] = await eslint.lintText(code, { filePath: join(root, 'frontend/src', file) });
  assert.deepEqual(
    result.messages.filter((m) => m.fatal),
    [],
    'the case parses',
  );
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

const refused = [
  ['a feature imports app/', 'features/home/Case.tsx', '../../app/routes', /app\/ sits above the features/],
  ['a back-office screen imports app/', 'features/admin/orders/Case.tsx', '../../../app/App', /above the features/],
  ['a shared folder imports a feature', 'components/Case.tsx', '../features/cart', /sit below features\/ and app\//],
  ['the store imports app/', 'store/cart/Case.ts', '../../app/Providers', /sit below features\/ and app\//],
  ['the theme imports a feature', 'theme/Case.ts', '../features/newsletter', /sit below features\/ and app\//],
  ['a feature imports another feature by a private file', 'features/home/Case.tsx', '../cart/CartLine', /index\.ts/],
  ['app/ imports a private file of a feature', 'app/Case.tsx', '../features/cart/CartLine', /The shell imports/],
];
for (const [name, file, specifier, message] of refused) {
  test(`refused: ${name}`, { timeout: 60_000 }, async () => {
    const messages = await zoneMessages(file, specifier);
    assert.equal(messages.length, 1, JSON.stringify(messages));
    assert.match(messages[0], message);
  });
}

const allowed = [
  ['a feature imports the store', 'features/home/Case.tsx', '../../store/store'],
  ['a feature imports the theme', 'features/admin/shared/Case.tsx', '../../../theme/theme'],
  ['a feature imports the head', 'features/products/Case.tsx', '../../head/PageHead'],
  ['a feature imports another through its index.ts', 'features/home/Case.tsx', '../newsletter'],
  ['app/ imports a feature through its index.ts', 'app/layout/Case.tsx', '../../features/cart'],
  ['app/ loads a page module', 'app/Case.tsx', '../features/home/HomePage'],
  ['a component imports the theme', 'components/Case.tsx', '../theme/theme'],
];
for (const [name, file, specifier] of allowed) {
  test(`allowed: ${name}`, { timeout: 60_000 }, async () => {
    assert.deepEqual(await zoneMessages(file, specifier), []);
  });
}

// `make lint` runs this: it proves that eslint.config.mjs's import-x/no-cycle fires on TypeScript files (it once
// parsed none of them and passed every cycle). The fixtures are ignored by the lint of the tree; here they are linted
// with the real configuration.
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');

async function cycleMessages(file) {
  const eslint = new ESLint({ cwd: root, ignore: false });
  const [result] = await eslint.lintFiles([join(here, 'fixtures', file)]);
  assert.deepEqual(
    result.messages.filter((m) => m.fatal),
    [],
    'the fixture parses',
  );
  return result.messages.filter((m) => m.ruleId === 'import-x/no-cycle');
}

test(
  'two TypeScript files importing each other fail import-x/no-cycle, each of them',
  { timeout: 120_000 },
  async () => {
    for (const file of ['cycle-first.ts', 'cycle-second.ts']) {
      const messages = await cycleMessages(file);
      assert.equal(messages.length, 1, `${file}: ${JSON.stringify(messages)}`);
      assert.match(messages[0].message, /Dependency cycle/);
    }
  },
);

test('a file that only imports a member of the cycle is not part of it', { timeout: 120_000 }, async () => {
  assert.deepEqual(await cycleMessages('no-cycle.ts'), []);
});

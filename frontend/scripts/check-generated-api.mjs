// CI guard: regenerates the RTK Query client into a temporary file and fails if the committed one differs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const config = require(resolve('openapi-config.cjs'));
const dir = mkdtempSync(join(tmpdir(), 'gen-api-'));
const tempConfig = join(dir, 'config.cjs');
const tempOut = join(dir, 'generated.ts');
writeFileSync(
  tempConfig,
  `module.exports = ${JSON.stringify({ ...config, schemaFile: resolve(config.schemaFile), apiFile: resolve(config.apiFile), outputFile: tempOut })};`,
);
execFileSync('npx', ['rtk-query-codegen-openapi', tempConfig], { stdio: 'inherit' });
// The generator writes the import path relative to the output file; compare modulo that line.
const normalize = (text) => text.replace(/from ['"][^'"]*baseApi['"]/, "from './baseApi'");
if (normalize(readFileSync(tempOut, 'utf8')) !== normalize(readFileSync(config.outputFile, 'utf8'))) {
  console.error('src/api/generated.ts is stale: run `npm run gen:api` and commit the result.');
  process.exit(1);
}
console.log('src/api/generated.ts is up to date.');

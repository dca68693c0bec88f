// CI guard: regenerates the RTK Query client files into a temporary folder and fails if a committed one differs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const config = require(resolve('openapi-config.cjs'));
const dir = mkdtempSync(join(tmpdir(), 'gen-api-'));
const tempConfig = join(dir, 'config.cjs');
// Each output file, committed → its fresh copy in the temporary folder (same file name).
const outputs = Object.keys(config.outputFiles).map((file) => [file, join(dir, basename(file))]);
// Written as source, so the endpoint filters (functions) survive; the committed config is required by path.
writeFileSync(
  tempConfig,
  `const config = require(${JSON.stringify(resolve('openapi-config.cjs'))});
const outputs = ${JSON.stringify(outputs)};
module.exports = {
  ...config,
  schemaFile: ${JSON.stringify(resolve(config.schemaFile))},
  apiFile: ${JSON.stringify(resolve(config.apiFile))},
  outputFiles: Object.fromEntries(outputs.map(([file, temp]) => [temp, config.outputFiles[file]])),
};`,
);
execFileSync('npx', ['rtk-query-codegen-openapi', tempConfig], { stdio: 'inherit' });
// The generator writes the import path relative to the output file; compare modulo that line.
const normalize = (text) => text.replace(/from ['"][^'"]*baseApi['"]/, "from './baseApi'");
const stale = outputs.filter(
  ([file, temp]) => normalize(readFileSync(temp, 'utf8')) !== normalize(readFileSync(file, 'utf8')),
);
for (const [file] of stale) console.error(`${file} is stale: run \`npm run gen:api\` and commit the result.`);
if (stale.length) process.exit(1);
console.log(`${outputs.map(([file]) => file).join(', ')}: up to date.`);

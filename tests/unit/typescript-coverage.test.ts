import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** `npm run typecheck` must see every TypeScript file of the repository, in strict mode. */
const root = path.join(__dirname, '..', '..');
const SKIP = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  'test-results',
  'playwright-report',
  'bench-results',
]);

function typescriptFiles(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const absolute = path.join(dir, entry.name);
    const relative = path.relative(root, absolute).split(path.sep).join('/');
    if (entry.isDirectory()) {
      // docs/api is generated from the OpenAPI specs (git-ignored).
      if (!SKIP.has(entry.name) && relative !== 'docs/api') typescriptFiles(absolute, found);
    } else if (/\.(ts|tsx|mts|cts)$/.test(entry.name)) found.push(absolute);
  }
  return found;
}

function tsconfig(): ts.ParsedCommandLine {
  const file = path.join(root, 'tsconfig.json');
  const {config, error} = ts.readConfigFile(file, ts.sys.readFile);
  assert.equal(error, undefined);
  return ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, file);
}

test('tsconfig.json includes every TypeScript file of the repository', () => {
  const included = new Set(tsconfig().fileNames.map((file) => path.resolve(file)));
  const files = typescriptFiles(root);
  assert.ok(files.length > 20, `found only ${files.length} TypeScript files`);
  const missing = files.filter((file) => !included.has(path.resolve(file))).map((file) => path.relative(root, file));
  assert.deepEqual(missing, [], 'add these files (or their folder) to "include" in tsconfig.json');
});

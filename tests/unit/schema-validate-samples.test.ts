/**
 * The validation programs of the processor schema overview, run as a reader runs them: next to the
 * schema file the page tells them to download (here the site's own copy), on the page's smallest valid
 * file and on one with the misspelt key the page uses as its example. Each must accept the first, reject
 * the second with the exit code 1, and print the error the page quotes.
 */
import {after, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {available, sample} from './lib/tutorial-samples';

const PAGE = 'componentDocs/3dProcessingSchemaSettings/processor-schema-overview.md';
const ROOT = path.join(__dirname, '..', '..');
const pageText = fs.readFileSync(path.join(ROOT, 'docs', PAGE), 'utf8');

/** The error each language prints, as the page quotes it. */
function quotedError(language: string): string {
  const match = new RegExp('`([^`]+)` in ' + language + '\\b').exec(pageText);
  assert.ok(match, `the page quotes no ${language} error`);
  return match[1]!;
}

describe('the schema overview’s validation programs', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-validate-'));
  after(() => fs.rmSync(dir, {recursive: true, force: true}));
  fs.copyFileSync(path.join(ROOT, 'static', 'schemas', 'processor', 'v1.4.json'), path.join(dir, 'v1.4.json'));
  const minimal = sample(PAGE, 'minimal.json');
  fs.writeFileSync(path.join(dir, 'minimal.json'), minimal);
  const misspelt = JSON.parse(minimal) as Record<string, unknown>;
  misspelt.import = {general: {rotateZup: true}};
  fs.writeFileSync(path.join(dir, 'misspelt.json'), JSON.stringify(misspelt));
  // The JavaScript program imports Ajv as a reader's `npm install ajv` provides it.
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');

  const programs = [
    {title: 'validate.py', language: 'Python', command: 'python3', tool: ['python3', '-c', 'import jsonschema']},
    {title: 'validate.mjs', language: 'JavaScript', command: process.execPath, tool: [process.execPath, '--version']},
  ];
  for (const {title, language, command, tool} of programs) {
    it(`${title} accepts the smallest valid file and reports a misspelt key as the page says`, (t) => {
      if (!available(tool[0]!, ...tool.slice(1))) {
        t.skip(`needs ${tool.join(' ')}`);
        return;
      }
      fs.writeFileSync(path.join(dir, title), sample(PAGE, title));
      const run = (file: string) => spawnSync(command, [title, file], {cwd: dir, encoding: 'utf8', timeout: 20_000});
      const valid = run('minimal.json');
      assert.equal(valid.status, 0, valid.stdout + valid.stderr);
      assert.equal((valid.stdout + valid.stderr).trim(), '');
      const invalid = run('misspelt.json');
      assert.equal(invalid.status, 1, invalid.stdout + invalid.stderr);
      assert.ok(
        (invalid.stdout + invalid.stderr).split('\n').includes(quotedError(language)),
        `expected the page's "${quotedError(language)}", got:\n${invalid.stdout}${invalid.stderr}`,
      );
    });
  }
});

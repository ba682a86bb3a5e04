import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The project's markdownlint rules (scripts/lint/markdownlint-rules.mjs), run through the real
 * markdownlint-cli2 with the repository's .markdownlint-cli2.jsonc, on pages in a temp copy of the
 * layout (docs/, blog-*), so the tests also cover how the config wires the rules.
 */
const repo = path.join(__dirname, '..', '..');
let root = '';

before(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'mdlint-'));
  fs.copyFileSync(path.join(repo, '.markdownlint-cli2.jsonc'), path.join(root, '.markdownlint-cli2.jsonc'));
  fs.mkdirSync(path.join(root, 'scripts', 'lint'), {recursive: true});
  fs.copyFileSync(
    path.join(repo, 'scripts', 'lint', 'markdownlint-rules.mjs'),
    path.join(root, 'scripts', 'lint', 'markdownlint-rules.mjs'),
  );
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir');
});

after(() => fs.rmSync(root, {recursive: true, force: true}));

/** Lints one file written at `file` (relative to the temp root); returns the reported lines. */
function lint(file: string, content: string): string[] {
  const absolute = path.join(root, file);
  fs.mkdirSync(path.dirname(absolute), {recursive: true});
  fs.writeFileSync(absolute, content);
  try {
    execFileSync(
      process.execPath,
      [path.join(repo, 'node_modules', 'markdownlint-cli2', 'markdownlint-cli2-bin.mjs'), file],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      },
    );
    return [];
  } catch (error) {
    const {stdout, stderr} = error as {stdout: string; stderr: string};
    return `${stdout}\n${stderr}`.split('\n').filter((line) => line.startsWith(file));
  } finally {
    fs.rmSync(absolute);
  }
}

const good = [
  '---',
  'title: Optimise a model for the web',
  'description: Upload a Base Asset, apply a Preset and download a glTF Rapid Model.',
  'keywords: [glTF, Preset]',
  '---',
  '',
  '# Optimise a model for the web',
  '',
  'Export a `.usdz` file from RapidPipeline; see rapidpipeline.com and [the tutorials](../rapidpipeline-cloud-tutorials/introduction.md).',
  '',
  '## Steps',
  '',
  '1. Upload the Base Asset:',
  '',
  '   ```bash',
  '   curl -X POST https://api.rapidpipeline.com/api/v2/rawmodel',
  '   ```',
  '',
  '2. Download the Rapid Model.',
  '',
  ':::tip',
  'Keep the Preset.',
  ':::',
  '',
  ':::note[Limits]',
  'Textures up to 16384 px.',
  ':::',
  '',
].join('\n');

const rulesOf = (lines: string[]) => lines.map((line) => /\s(rp-[a-z-]+|MD\d{3}[\w/-]*)\s/.exec(line)?.[1]);

describe('markdownlint with the project rules', () => {
  it('accepts a page written to the content style', () => {
    assert.deepEqual(lint('docs/tutorials/good.md', good), []);
  });

  it('rp-front-matter: requires title, a one-sentence description and keywords on doc pages only', () => {
    const page = good
      .replace(/^description: .*$/m, 'description: Upload a model. Then download it.')
      .replace(/^keywords: .*\n/m, '');
    const problems = lint('docs/tutorials/no-keywords.md', page);
    assert.ok(
      problems.some((line) => /rp-front-matter.*no "keywords"/.test(line)),
      problems.join('\n'),
    );
    assert.ok(
      problems.some((line) => /rp-front-matter.*one sentence/.test(line)),
      problems.join('\n'),
    );
    assert.ok(!lint('blog-qc-tools-updates/2025-01-01-v1.0.0.md', page).some((line) => /rp-front-matter/.test(line)));
  });

  it('rp-product-names: flags wrong case in prose, not in code, file names, domains or link targets', () => {
    const problems = lint(
      'docs/tutorials/names.md',
      good.replace('from RapidPipeline;', 'from Rapidpipeline as GLTF;'),
    );
    assert.deepEqual(rulesOf(problems), ['rp-product-names', 'rp-product-names']);
    assert.match(problems.join('\n'), /Expected: RapidPipeline; Actual: Rapidpipeline/);
    assert.match(problems.join('\n'), /Expected: glTF; Actual: GLTF/);
  });

  it('rp-admonitions: unknown types, unclosed blocks and three in a row', () => {
    assert.deepEqual(rulesOf(lint('docs/a.md', good.replace(':::tip', ':::caution'))), ['rp-admonitions']);
    assert.deepEqual(rulesOf(lint('docs/b.md', `${good}Prose between.\n\n:::warning\nNever closed.\n`)), [
      'rp-admonitions',
    ]);
    assert.deepEqual(rulesOf(lint('docs/c.md', `${good}\n:::warning\nA third.\n:::\n`)), ['rp-admonitions']);
  });

  it('rp-empty-sections: a heading followed by a heading of the same level, or by nothing', () => {
    assert.deepEqual(rulesOf(lint('docs/d.md', good.replace('## Steps\n', '## Before you begin\n\n## Steps\n'))), [
      'rp-empty-sections',
    ]);
    assert.deepEqual(rulesOf(lint('docs/e.md', `${good}\n## Next steps\n`)), ['rp-empty-sections']);
  });

  it('built-in rules: fence language, bare URL, second h1, skipped heading level', () => {
    assert.deepEqual(rulesOf(lint('docs/f.md', good.replace('```bash', '```sh'))), ['MD040/fenced-code-language']);
    assert.deepEqual(rulesOf(lint('docs/g.md', `${good}\nSee https://rapidpipeline.com for plans.\n`)), [
      'MD034/no-bare-urls',
    ]);
    assert.deepEqual(rulesOf(lint('docs/h.md', `${good}\n# Second title\n\nText.\n`)), [
      'MD025/single-title/single-h1',
    ]);
    assert.deepEqual(rulesOf(lint('docs/i.md', `${good}\n#### Too deep\n\nText.\n`)), ['MD001/heading-increment']);
  });
});

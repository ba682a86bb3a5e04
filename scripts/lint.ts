/**
 * `npm run lint [-- check...]` and `npm run lint:fix`: every linter of the repository, two at a time, with one
 * exit code (checks: code, format, md, spell, content, releases, facts; what each covers: README.md, "Linting").
 * Tools run from node_modules/.bin; their content-keyed caches live in node_modules/.cache.
 */
import {spawn} from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {feeds} from '../config/feeds';
import {checkSite, formatViolations} from './lib/content-check';
import {checkFacts} from './lib/fact-check';
import {checkAllFeeds} from './lib/release-notes';
import {loadValidators} from './lib/settings-examples';

const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const cache = (name: string) => path.join(root, 'node_modules', '.cache', name);

/** What Prettier formats: code and config. Markdown is markdownlint's (see .prettierignore). */
export const PRETTIER_FILES = [
  '**/*.{ts,tsx,js,mjs,cjs,css,scss}',
  '*.{json,jsonc,yml,yaml}',
  '.prettierrc.json',
  '.markdownlint-cli2.jsonc',
  'docs/**/_category_.json',
];

interface Check {
  name: string;
  description: string;
  /** A command, or an in-process function returning problems. */
  command?: string[];
  run?: () => string[];
  fix?: string[];
}

const eslint = [bin('eslint'), '--max-warnings', '0', '--cache', '--cache-strategy', 'content'];
const prettier = [
  bin('prettier'),
  '--cache',
  '--cache-strategy',
  'content',
  '--no-error-on-unmatched-pattern',
  '--no-color',
];
const markdownlint = [bin('markdownlint-cli2')];

export const CHECKS: readonly Check[] = [
  {
    name: 'code',
    description: 'ESLint: TypeScript, TSX and JavaScript',
    command: [...eslint, '--cache-location', `${cache('eslint')}/`, '.'],
    fix: [...eslint, '--cache-location', `${cache('eslint')}/`, '--fix', '.'],
  },
  {
    name: 'format',
    description: 'Prettier: code and config formatting',
    command: [...prettier, '--check', '--log-level', 'warn', ...PRETTIER_FILES],
    fix: [...prettier, '--write', '--log-level', 'warn', ...PRETTIER_FILES],
  },
  {
    name: 'md',
    description: 'markdownlint: docs, release notes and the repository Markdown',
    command: markdownlint,
    fix: [...markdownlint, '--fix'],
  },
  {
    name: 'spell',
    description: 'cspell: docs, release notes, src, config',
    command: [
      bin('cspell'),
      '--no-progress',
      '--no-summary',
      '--cache',
      '--cache-strategy',
      'content',
      '--cache-location',
      path.join(cache('cspell'), '.cspellcache'),
    ],
  },
  {
    name: 'content',
    description: 'content rules no linter covers (scripts/lib/content-check.ts)',
    run: () => {
      const {violations} = checkSite(root);
      return violations.length ? [formatViolations(violations)] : [];
    },
  },
  {
    name: 'releases',
    description: 'release-note rules (scripts/lib/release-notes.ts)',
    run: () => checkAllFeeds(root, feeds, path.join(root, 'tests', 'fixtures', 'routes.txt')),
  },
  {
    name: 'facts',
    description: 'settings keys, values, engine versions and new API operations checked (scripts/lib/fact-check.ts)',
    run: () => checkFacts(root, feeds, loadValidators(root)),
  },
];

interface Result {
  check: Check;
  ok: boolean;
  output: string;
  seconds: number;
}

function runCommand(argv: string[]): Promise<{code: number; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), {cwd: root, env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1'}});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({code: 1, output: `${output}${error.message}\n`}));
    child.on('close', (code) => resolve({code: code ?? 1, output}));
  });
}

async function runCheck(check: Check): Promise<Result> {
  const started = process.hrtime.bigint();
  let ok: boolean;
  let output: string;
  if (check.run) {
    const problems = check.run();
    ok = problems.length === 0;
    output = problems.map((problem) => `${problem}\n`).join('');
  } else {
    const result = await runCommand(check.command!);
    ok = result.code === 0;
    // markdownlint-cli2 prints its banner on every run; it is noise here.
    output = result.output.replace(/^markdownlint-cli2 v[^\n]*\n/m, '');
  }
  return {check, ok, output, seconds: Number(process.hrtime.bigint() - started) / 1e9};
}

/** Runs `tasks` at most `limit` at a time and returns their results in the tasks' order. */
async function inPool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, tasks.length)}, worker));
  return results;
}

export function selectChecks(names: readonly string[]): Check[] {
  if (names.length === 0) return [...CHECKS];
  const unknown = names.filter((name) => !CHECKS.some((check) => check.name === name));
  if (unknown.length > 0) {
    throw new Error(`unknown check(s): ${unknown.join(', ')}. Known: ${CHECKS.map((c) => c.name).join(', ')}`);
  }
  return CHECKS.filter((check) => names.includes(check.name));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const fix = args.includes('--fix');
  let checks: Check[];
  try {
    checks = selectChecks(args.filter((arg) => !arg.startsWith('--')));
  } catch (error) {
    console.error(`lint: ${(error as Error).message}`);
    process.exit(2);
  }

  if (fix) {
    // Fixers run one after another: ESLint and Prettier both rewrite TypeScript files.
    for (const check of checks) {
      if (!check.fix) continue;
      console.log(`== fix ${check.name}: ${check.description}`);
      const result = await runCommand(check.fix);
      const output = result.output.replace(/^markdownlint-cli2 v[^\n]*\n/m, '').trim();
      if (output) console.log(output);
    }
    console.log('== what the fixers could not fix:');
  }

  const results = await inPool(
    checks.map((check) => () => runCheck(check)),
    Math.max(1, Math.min(2, os.availableParallelism())),
  );
  for (const {check, ok, output, seconds} of results) {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${check.name.padEnd(8)} ${check.description} (${seconds.toFixed(1)} s)`);
    if (!ok) console.log(output.trimEnd().replace(/^/gm, '     '));
  }
  const failed = results.filter((result) => !result.ok).map((result) => result.check.name);
  if (failed.length > 0) {
    const fixable = failed.filter((name) => CHECKS.find((check) => check.name === name)?.fix);
    console.log(`\nlint failed: ${failed.join(', ')}.`);
    if (fixable.length > 0 && !fix) console.log(`Run \`npm run lint:fix\` to apply the automatic fixes first.`);
    process.exit(1);
  }
}

if (require.main === module) void main();

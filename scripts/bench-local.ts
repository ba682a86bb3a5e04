/**
 * npm run bench:local: how fast the writer's loop is on this machine.
 *
 *   1. cold `npm start` (no .docusaurus, no generated API pages, no bundler cache) until the first page is served,
 *      then a warm start, then a cold start of the partial site (SITE_SKIP=api,feeds); all with BROKEN_LINKS=warn,
 *      as while other writers' pages are missing
 *   2. a change to one Markdown page until it shows in Chromium (driven by Playwright on the dev server);
 *      the page is restored afterwards, also when the run is interrupted
 *   3. cold production builds: the full site against partial builds (SITE_SKIP=api, SITE_SKIP=api,feeds)
 *
 * Options: --no-build (skip 3), --no-dev (skip 1 and 2), --runs <n> (edits in 2, default 3).
 * Environment: BENCH_PORT (dev server, default 3400), CHROMIUM_PATH (default /usr/bin/chromium).
 * The machine is shared, so the load average is printed with the figures; results also go to
 * bench-results/local.json.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';

const root = path.resolve(__dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3400);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PROBE_PAGE = {file: 'docs/integrations/introduction.md', route: '/docs/integrations/introduction'};
/** Lint caches survive a "cold" start; everything the site build caches is removed. */
const KEEP_CACHES = new Set(['eslint', 'prettier', 'cspell']);

const children = new Set<ChildProcess>();
let restoreProbe: (() => void) | undefined;

function cleanUp(): void {
  restoreProbe?.();
  for (const child of children) stop(child);
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Removes what makes a start or build warm: generated files (as in a fresh clone) and the bundler's cache. */
function makeCold(): void {
  fs.rmSync(path.join(root, '.docusaurus'), {recursive: true, force: true});
  fs.rmSync(path.join(root, 'docs', 'api'), {recursive: true, force: true});
  const cacheDir = path.join(root, 'node_modules', '.cache');
  if (!fs.existsSync(cacheDir)) return;
  for (const entry of fs.readdirSync(cacheDir)) {
    if (!KEEP_CACHES.has(entry)) fs.rmSync(path.join(cacheDir, entry), {recursive: true, force: true});
  }
}

/** Starts a command in its own process group, so stop() ends npm and everything below it. */
function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    env: {...process.env, BROWSER: 'none', FORCE_COLOR: '0', ...env},
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  (child as ChildProcess & {log: () => string}).log = () => log;
  return child;
}

function stop(child: ChildProcess): void {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

const logOf = (child: ChildProcess) => (child as ChildProcess & {log?: () => string}).log?.() ?? '';

async function waitForExit(child: ChildProcess): Promise<number> {
  if (child.exitCode !== null) return child.exitCode;
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

/** Polls the URL until it answers 200, the child dies, or the timeout passes. */
async function waitForPage(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the dev server exited (${child.exitCode}):\n${logOf(child)}`);
    try {
      const response = await fetch(url, {signal: AbortSignal.timeout(5000)});
      if (response.status === 200 && (await response.text()).includes('</html>')) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not served within ${seconds(timeoutMs)}:\n${logOf(child)}`);
}

async function devStart(label: string, env: NodeJS.ProcessEnv = {}): Promise<{child: ChildProcess; ms: number}> {
  const started = Date.now();
  // BROKEN_LINKS=warn: a page that links to a page still being written on another branch must not stop the probe.
  const child = start('npm', ['start', '--', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    BROKEN_LINKS: 'warn',
    ...env,
  });
  await waitForPage(`http://127.0.0.1:${port}${PROBE_PAGE.route}`, child, 15 * 60_000);
  const ms = Date.now() - started;
  console.log(`  ${label}: ${seconds(ms)} (load ${load()})`);
  return {child, ms};
}

/** Appends a unique paragraph to the probe page and times until Chromium shows it; restores the page. */
async function editToBrowser(runs: number): Promise<number[]> {
  const file = path.join(root, PROBE_PAGE.file);
  const original = fs.readFileSync(file);
  restoreProbe = () => {
    if (!fs.readFileSync(file).equals(original)) fs.writeFileSync(file, original);
  };
  const browser = await chromium.launch({executablePath: chromiumPath, args: ['--no-sandbox']});
  const times: number[] = [];
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}${PROBE_PAGE.route}`, {waitUntil: 'load'});
    await page.locator('article h1').first().waitFor({timeout: 120_000});
    for (let run = 1; run <= runs; run += 1) {
      const marker = `Benchmark probe ${run} ${Date.now().toString(36)}`;
      const edited = Date.now();
      fs.writeFileSync(file, `${original.toString('utf8').trimEnd()}\n\n${marker}.\n`);
      await page.getByText(marker).waitFor({state: 'visible', timeout: 300_000});
      const ms = Date.now() - edited;
      times.push(ms);
      console.log(`  edit ${run}: ${seconds(ms)} (load ${load()})`);
      restoreProbe();
      await page.getByText(marker).waitFor({state: 'detached', timeout: 300_000});
    }
  } finally {
    restoreProbe();
    restoreProbe = undefined;
    await browser.close();
  }
  return times;
}

async function build(label: string, env: NodeJS.ProcessEnv): Promise<number> {
  makeCold();
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
  const started = Date.now();
  const child = start('npm', ['run', 'build', '--', '--out-dir', outDir], {BROKEN_LINKS: 'warn', ...env});
  const code = await waitForExit(child);
  const ms = Date.now() - started;
  const pages = code === 0 ? countPages(outDir) : 0;
  fs.rmSync(outDir, {recursive: true, force: true});
  if (code !== 0) throw new Error(`${label} failed (${code}):\n${logOf(child)}`);
  console.log(`  ${label}: ${seconds(ms)}, ${pages} HTML pages (load ${load()})`);
  return ms;
}

function countPages(dir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory()) count += countPages(path.join(dir, entry.name));
    else if (entry.name.endsWith('.html')) count += 1;
  }
  return count;
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      'no-build': {type: 'boolean', default: false},
      'no-dev': {type: 'boolean', default: false},
      runs: {type: 'string', default: '3'},
    },
  });
  const runs = Math.max(1, Number(values.runs) || 3);
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    cpus: os.availableParallelism(),
    loadBefore: os.loadavg(),
  };
  console.log(`bench:local on ${os.availableParallelism()} CPUs, load ${load()}`);

  if (!values['no-dev']) {
    console.log(`npm start (dev server on port ${port}), time until ${PROBE_PAGE.route} is served:`);
    makeCold();
    const cold = await devStart('cold start');
    stop(cold.child);
    await waitForExit(cold.child);
    const warm = await devStart('warm start');
    results.coldStartMs = cold.ms;
    results.warmStartMs = warm.ms;
    console.log(`Markdown edit of ${PROBE_PAGE.file} until Chromium shows it (${runs} edits):`);
    const edits = await editToBrowser(runs);
    results.editToBrowserMs = edits;
    console.log(`  median: ${seconds(median(edits))}`);
    stop(warm.child);
    await waitForExit(warm.child);
    makeCold();
    const partial = await devStart('cold start, SITE_SKIP=api,feeds', {SITE_SKIP: 'api,feeds'});
    results.coldStartPartialMs = partial.ms;
    stop(partial.child);
    await waitForExit(partial.child);
  }

  if (!values['no-build']) {
    console.log('Cold production builds (npm run build, BROKEN_LINKS=warn):');
    const full = await build('full site', {});
    const noApi = await build('SITE_SKIP=api', {SITE_SKIP: 'api'});
    const writer = await build('SITE_SKIP=api,feeds', {SITE_SKIP: 'api,feeds'});
    results.buildMs = {full, skipApi: noApi, skipApiFeeds: writer};
    console.log(
      `  partial/full: SITE_SKIP=api ${((100 * noApi) / full).toFixed(0)} %, SITE_SKIP=api,feeds ${((100 * writer) / full).toFixed(0)} %`,
    );
  }

  results.loadAfter = os.loadavg();
  const outDir = path.join(root, 'bench-results');
  fs.mkdirSync(outDir, {recursive: true});
  fs.writeFileSync(path.join(outDir, 'local.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`load ${load()}; figures written to bench-results/local.json`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  cleanUp();
  process.exit(1);
});

/**
 * Speed benchmark of the site; prints a table and writes bench-results/bench-<time>.json.
 *
 *   npm run bench [-- --skip-build] [--runs 3] [--port 3300] [--pages tutorial,API]
 *
 * 1. Full production build (`npm run build`), cold (after `docusaurus clear`, which
 *    also drops the bundler cache) and warm (again, with the cache): wall time and
 *    peak memory (resident memory of the whole process tree, sampled every 250 ms).
 * 2. JS and CSS transferred, gzip, on the first load of four page kinds (landing,
 *    tutorial, API operation, release post): a fresh browser profile loads the page
 *    until React has hydrated and the network is idle; link prefetches for other
 *    pages are not counted.
 * 3. Lighthouse 12 (mobile, simulated throttling, Debian's Chromium) on the same
 *    pages: performance, accessibility, best practices, SEO; the median run by
 *    performance of `--runs` runs.
 *
 * Pages are taken from the built sitemap; the server is scripts/serve.ts (gzip and
 * the production headers, as the static host serves them). Environment variables
 * (BROKEN_LINKS, SITE_URL, ...) reach the builds unchanged.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import type {Result as LighthouseResult} from 'lighthouse';
import {startServer} from './serve';
import {onePagePerKind, pageKind, sitemapPaths} from '../tests/e2e/sitemap';
import {feeds} from '../config/feeds';
import {loadFeed, newestEntries} from './lib/release-notes';

const root = path.resolve(__dirname, '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1]! : fallback;
};
const skipBuild = args.includes('--skip-build');
const runs = Math.max(1, Number(option('--runs', '3')));
/** Only these page kinds (comma-separated), e.g. --pages tutorial,landing. */
const onlyKinds = option('--pages', '')
  .split(',')
  .map((kind) => kind.trim())
  .filter(Boolean);
const port = Number(option('--port', '3300'));

const TARGETS = {buildSeconds: 180, performance: 95, otherScores: 100, tutorialJsKb: 150, apiJsKb: 350};

// ---------------------------------------------------------------- build

interface BuildResult {
  label: string;
  seconds: number;
  peakMb: number;
  ok: boolean;
}

/** Resident memory (kB) of a process and all its descendants, from /proc. */
function treeRssKb(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // ended
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

function run(command: string, commandArgs: string[], label: string): Promise<BuildResult> {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const logFile = path.join(root, 'bench-results', `${label.replace(/\W+/g, '-')}.log`);
    const log = fs.openSync(logFile, 'w');
    const child = spawn(command, commandArgs, {cwd: root, stdio: ['ignore', log, log], env: process.env});
    let peakKb = 0;
    const timer = setInterval(() => {
      if (child.pid) peakKb = Math.max(peakKb, treeRssKb(child.pid));
    }, 250);
    child.on('close', (code) => {
      clearInterval(timer);
      fs.closeSync(log);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) console.error(`${label} failed (exit ${code}); see ${path.relative(root, logFile)}`);
      resolve({label, seconds, peakMb: peakKb / 1024, ok: code === 0});
    });
  });
}

// ---------------------------------------------------------------- pages

interface BenchPage {
  kind: string;
  path: string;
}

function benchPages(): BenchPage[] {
  const paths = sitemapPaths();
  const perKind = new Map(onePagePerKind().map((entry) => [entry.kind, entry.path]));
  const first = (kind: string, preferred: string[]) =>
    preferred.find((candidate) => paths.includes(candidate)) ?? perKind.get(kind as never);
  // The newest release of the first feed, a typical post.
  const feed = feeds[1] ?? feeds[0]!;
  const newest = newestEntries(loadFeed(root, feed))[0];
  const chosen: Array<[string, string | undefined]> = [
    ['landing', ''],
    [
      'tutorial',
      first('tutorial', [
        'docs/rapidpipeline-cloud-tutorials/getting-started',
        'docs/rapidpipeline-cloud-tutorials/processing-your-models',
      ]),
    ],
    [
      'API operation',
      first('api-operation', ['docs/api/rapidpipeline_v2/get-rapid-model', 'docs/api/rapidpipeline_v2/optimize']),
    ],
    [
      'release post',
      newest && paths.includes(`${feed.route}/${newest.slug}`)
        ? `${feed.route}/${newest.slug}`
        : perKind.get('release-post'),
    ],
  ];
  return chosen
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([kind, relPath]) => ({kind, path: relPath}));
}

interface Transfer {
  jsKb: number;
  cssKb: number;
  jsFiles: number;
  largest: Array<{file: string; kb: number}>;
}

async function measureTransfer(baseUrl: string, pages: BenchPage[]): Promise<Map<string, Transfer>> {
  const browser = await chromium.launch({executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu']});
  const results = new Map<string, Transfer>();
  for (const page of pages) {
    const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true});
    const tab = await context.newPage();
    const finished: Array<Promise<{type: string; url: string; bytes: number}>> = [];
    tab.on('requestfinished', (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      finished.push(request.sizes().then((sizes) => ({type, url: request.url(), bytes: sizes.responseBodySize})));
    });
    await tab.goto(new URL(page.path, baseUrl).href, {waitUntil: 'load'});
    await tab.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 30_000});
    await tab.waitForLoadState('networkidle');
    const files = await Promise.all(finished);
    const js = files.filter((file) => file.type === 'script');
    const css = files.filter((file) => file.type === 'stylesheet');
    const sum = (list: typeof files) => list.reduce((total, file) => total + file.bytes, 0) / 1024;
    results.set(page.kind, {
      jsKb: sum(js),
      cssKb: sum(css),
      jsFiles: js.length,
      largest: [...js]
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 4)
        .map((file) => ({file: path.basename(new URL(file.url).pathname), kb: file.bytes / 1024})),
    });
    await context.close();
  }
  await browser.close();
  return results;
}

// ---------------------------------------------------------------- lighthouse

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  metrics: Record<string, string>;
  failing: string[];
  allPerformance: number[];
}

async function lighthouseScores(baseUrl: string, pages: BenchPage[]): Promise<Map<string, Scores>> {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results = new Map<string, Scores>();
  try {
    for (const page of pages) {
      const url = new URL(page.path, baseUrl).href;
      const reports: LighthouseResult[] = [];
      // A run whose trace Lighthouse could not read (NO_NAVSTART, NO_FCP) scores 0 without
      // measuring anything: it is repeated, up to twice, instead of counted.
      for (let i = 0, retries = 0; i < runs;) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (result?.lhr.runtimeError && retries < 2) {
          retries += 1;
          console.warn(`Lighthouse ${result.lhr.runtimeError.code} on ${url}; running it again.`);
          continue;
        }
        if (result?.lhr) reports.push(result.lhr);
        i += 1;
      }
      if (reports.length === 0) throw new Error(`Lighthouse produced no report for ${url}`);
      const score = (lhr: (typeof reports)[number], id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const sorted = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const median = sorted[Math.floor(sorted.length / 2)]!;
      // The full report of the median run, for a closer look (LCP element, long tasks, ...).
      fs.writeFileSync(
        path.join(root, 'bench-results', `lighthouse-${page.kind.replace(/\W+/g, '-')}.json`),
        JSON.stringify(median),
      );
      const metric = (id: string) => median.audits[id]?.displayValue ?? '';
      const failing = Object.values(median.categories)
        .filter((category) => category.id !== 'performance')
        .flatMap((category) =>
          category.auditRefs
            .filter((ref) => ref.weight > 0)
            .map((ref) => ({category: category.id, audit: median.audits[ref.id]})),
        )
        .filter(({audit}) => audit && audit.score !== null && audit.score < 1)
        .map(({category, audit}) => `${category}: ${audit!.id} (${audit!.title})`);
      results.set(page.kind, {
        performance: score(median, 'performance'),
        accessibility: score(median, 'accessibility'),
        bestPractices: score(median, 'best-practices'),
        seo: score(median, 'seo'),
        metrics: {
          FCP: metric('first-contentful-paint'),
          LCP: metric('largest-contentful-paint'),
          TBT: metric('total-blocking-time'),
          CLS: metric('cumulative-layout-shift'),
          SI: metric('speed-index'),
        },
        failing,
        allPerformance: reports.map((lhr) => score(lhr, 'performance')),
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

// ---------------------------------------------------------------- report

const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const kb = (value: number) => `${value.toFixed(1)} KB`;

async function main(): Promise<void> {
  fs.mkdirSync(path.join(root, 'bench-results'), {recursive: true});
  const builds: BuildResult[] = [];
  if (!skipBuild) {
    console.log('Cold build (docusaurus clear, then npm run build)...');
    await run('npx', ['docusaurus', 'clear'], 'clear');
    builds.push(await run('npm', ['run', 'build'], 'build cold'));
    console.log(`  ${builds[0]!.seconds.toFixed(0)} s`);
    console.log('Warm build (npm run build again)...');
    builds.push(await run('npm', ['run', 'build'], 'build warm'));
    console.log(`  ${builds[1]!.seconds.toFixed(0)} s`);
    if (builds.some((build) => !build.ok)) process.exitCode = 1;
  }

  const pages = benchPages().filter(
    (page) => onlyKinds.length === 0 || onlyKinds.some((kind) => page.kind.startsWith(kind)),
  );
  const server = await startServer({dir: path.join(root, 'build'), baseUrl: '/', port});
  let transfer: Map<string, Transfer>;
  let scores: Map<string, Scores>;
  try {
    console.log('Measuring first-load JS and CSS...');
    transfer = await measureTransfer(server.url, pages);
    console.log(`Running Lighthouse (${runs} run(s) per page)...`);
    scores = await lighthouseScores(server.url, pages);
  } finally {
    await server.close();
  }

  const lines: string[] = [];
  lines.push(
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB`,
  );
  lines.push(`Sitemap pages: ${sitemapPaths().length}`);
  lines.push('');
  if (builds.length > 0) {
    lines.push('| Build | Time | Peak memory | Target (< 3 min) |');
    lines.push('| --- | --- | --- | --- |');
    for (const build of builds) {
      lines.push(
        `| ${build.label} | ${build.seconds.toFixed(0)} s | ${build.peakMb.toFixed(0)} MB | ${build.ok ? mark(build.seconds < TARGETS.buildSeconds) : 'FAILED'} |`,
      );
    }
    lines.push('');
  }
  lines.push(
    '| Page | Path | JS (gzip) | CSS (gzip) | JS files | Performance | Accessibility | Best practices | SEO | Targets |',
  );
  lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const page of pages) {
    const t = transfer.get(page.kind)!;
    const s = scores.get(page.kind)!;
    const jsLimit =
      page.kind === 'tutorial' ? TARGETS.tutorialJsKb : page.kind === 'API operation' ? TARGETS.apiJsKb : undefined;
    const misses = [
      s.performance < TARGETS.performance && `performance ${s.performance} < ${TARGETS.performance}`,
      s.accessibility < TARGETS.otherScores && 'accessibility',
      s.bestPractices < TARGETS.otherScores && 'best practices',
      s.seo < TARGETS.otherScores && 'SEO',
      jsLimit !== undefined && t.jsKb > jsLimit && `JS > ${jsLimit} KB`,
    ].filter(Boolean);
    lines.push(
      `| ${page.kind} | /${page.path} | ${kb(t.jsKb)}${jsLimit ? ` (≤ ${jsLimit})` : ''} | ${kb(t.cssKb)} | ${t.jsFiles} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${misses.length ? `MISSED: ${misses.join(', ')}` : 'ok'} |`,
    );
  }
  lines.push('');
  lines.push('Details (median Lighthouse run):');
  for (const page of pages) {
    const t = transfer.get(page.kind)!;
    const s = scores.get(page.kind)!;
    lines.push(
      `- ${page.kind}: ${Object.entries(s.metrics)
        .map(([name, value]) => `${name} ${value}`)
        .join(', ')}; performance over ${s.allPerformance.length} run(s): ${s.allPerformance.join(', ')}`,
    );
    lines.push(`  largest JS: ${t.largest.map((file) => `${file.file} ${kb(file.kb)}`).join(', ')}`);
    for (const failing of s.failing) lines.push(`  not passed: ${failing}`);
  }
  const table = lines.join('\n');
  console.log(`\n${table}`);
  const out = path.join(root, 'bench-results', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    out,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        loadavg: os.loadavg(),
        builds,
        pages,
        transfer: Object.fromEntries(transfer),
        scores: Object.fromEntries(scores),
        kinds: pages.map((page) => pageKind(page.path)),
      },
      null,
      2,
    ),
  );
  console.log(`\nWrote ${path.relative(root, out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Speed of this site against stock Docusaurus, side by side:
 *
 *   npm run bench [-- --runs 5] [--skip-build] [--kinds landing,tutorial,reference,release,api,schema] [--port 3141]
 *     [--build-dir build]
 *
 * Builds this site (unless --skip-build) and, once, the stock classic template of the same
 * Docusaurus version (cached outside the repository, scripts/bench/stock.ts); serves both with
 * scripts/serve.ts (gzip); runs Lighthouse (mobile, simulated throttling) interleaved, ours then
 * stock, page kind by page kind, `--runs` times; prints the medians as a table and writes them to
 * bench-results/. Only the same-run ratio is comparable between machines. `--build-dir` measures a
 * copy of an earlier build (implies --skip-build), so a before/after pair can share one run.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {startServer, type RunningServer} from './serve';
import {ensureStockBuild} from './bench/stock';
import {lighthouseRun, pageRun, type PageRun} from './bench/lighthouse';
import {comparisonTable, mainJsVerdict, pagePairs, summarise} from './bench/compare';

const root = path.resolve(__dirname, '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] !== undefined ? args[index + 1]! : fallback;
};
const runs = Math.max(1, Number(option('--runs', '5')));
const port = Number(option('--port', '3141'));
const kinds = option('--kinds', pagePairs.map((pair) => pair.kind).join(','))
  .split(',')
  .map((kind) => kind.trim())
  .filter(Boolean);
const unknownKinds = kinds.filter((kind) => !pagePairs.some((pair) => pair.kind === kind));
if (unknownKinds.length > 0) {
  console.error(`Unknown page kind(s) ${unknownKinds.join(', ')}; known: ${pagePairs.map((p) => p.kind).join(', ')}`);
  process.exit(2);
}
const pairs = pagePairs.filter((pair) => kinds.includes(pair.kind));

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

function docusaurusVersion(): string {
  const file = path.join(root, 'node_modules', '@docusaurus', 'core', 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string}).version;
}

/** The built HTML file of a route (`x.html` or `x/index.html`), so a missing page fails before measuring. */
function requirePage(buildDir: string, route: string): void {
  const files = route === '' ? ['index.html'] : [`${route}.html`, `${route}/index.html`];
  if (!files.some((file) => fs.existsSync(path.join(buildDir, file))))
    throw new Error(`${path.join(buildDir, files[0]!)} is missing: the bench measures /${route}.`);
}

/** A keep-alive socket closed during a Lighthouse run makes one fetch fail: try again before giving up. */
async function fetchText(url: string): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return await response.text();
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

async function main(): Promise<void> {
  const version = docusaurusVersion();
  const buildDirOption = option('--build-dir', '');
  const ourBuild = buildDirOption ? path.resolve(buildDirOption) : path.join(root, 'build');
  let buildSeconds: number | undefined;
  if (!buildDirOption && !args.includes('--skip-build')) {
    console.log('Building this site (npm run build)...');
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'build'], {cwd: root, stdio: 'inherit'});
    if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
    buildSeconds = (Date.now() - started) / 1000;
  }
  const stockBuild = ensureStockBuild(version);
  for (const pair of pairs) {
    requirePage(ourBuild, pair.ours);
    requirePage(stockBuild, pair.stock);
  }

  const loadBefore = loadAverage();
  const servers: RunningServer[] = [];
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results = new Map(pairs.map((pair) => [pair.kind, {ours: [] as PageRun[], stock: [] as PageRun[]}]));
  try {
    servers.push(await startServer({dir: ourBuild, baseUrl: '/', port}));
    servers.push(await startServer({dir: stockBuild, baseUrl: '/', port: port + 1}));
    const [oursUrl, stockUrl] = servers.map((server) => server.url) as [string, string];
    const html = new Map<string, string>();
    for (const url of pairs.flatMap((pair) => [new URL(pair.ours, oursUrl).href, new URL(pair.stock, stockUrl).href]))
      html.set(url, await fetchText(url));

    console.log(`Lighthouse, ${runs} run(s) per page, ours and stock interleaved; load average ${loadBefore}`);
    for (let run = 1; run <= runs; run += 1) {
      for (const pair of pairs) {
        const figures: string[] = [];
        for (const [site, url] of [
          ['ours', new URL(pair.ours, oursUrl).href],
          ['stock', new URL(pair.stock, stockUrl).href],
        ] as const) {
          const lhr = await lighthouseRun(url, chrome.port);
          const figuresOfRun = pageRun(lhr, html.get(url)!);
          results.get(pair.kind)![site].push(figuresOfRun);
          figures.push(`${site} ${figuresOfRun.performance}`);
          if (run === runs) {
            const name = `lighthouse-${pair.kind}-${site}.json`;
            fs.mkdirSync(path.join(root, 'bench-results'), {recursive: true});
            fs.writeFileSync(path.join(root, 'bench-results', name), JSON.stringify(lhr));
          }
        }
        console.log(`  run ${run}/${runs} ${pair.kind}: ${figures.join(', ')}`);
      }
    }
  } finally {
    await chrome.kill();
    await Promise.all(servers.map((server) => server.close()));
  }

  const rows = pairs.map((pair) => ({
    pair,
    ours: summarise(results.get(pair.kind)!.ours),
    stock: summarise(results.get(pair.kind)!.stock),
  }));
  const lines = [
    `Docusaurus ${version}; ${os.cpus().length} cores; load average ${loadBefore} before, ${loadAverage()} after; medians of ${runs} run(s); figures are ours / stock, sizes gzip.`,
    ...(buildSeconds === undefined ? [] : [`Build of this site: ${buildSeconds.toFixed(0)} s.`]),
    '',
    comparisonTable(rows),
    '',
    mainJsVerdict(rows),
    '',
    ...rows.map(
      ({pair, ours, stock}) =>
        `- ${pair.kind}: /${pair.ours} vs /${pair.stock}; performance runs ${ours.performanceRuns.join(', ')} vs ${stock.performanceRuns.join(', ')}${ours.failing.length ? `; not passed: ${ours.failing.join(', ')}` : ''}`,
    ),
  ];
  console.log(`\n${lines.join('\n')}`);
  fs.mkdirSync(path.join(root, 'bench-results'), {recursive: true});
  const out = path.join(root, 'bench-results', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(out, JSON.stringify({date: new Date().toISOString(), version, runs, rows, table: lines}, null, 2));
  console.log(`\nWrote ${path.relative(root, out)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

/**
 * Search benchmark: this site's embedded search next to @easyops-cn/docusaurus-search-local and Pagefind
 * (default UI) on the same content.
 *
 *   node --import tsx scripts/bench-search.ts [options]
 *
 *   --build <dir>     built site to measure (default: build; run `npm run build` first)
 *   --peer <dir>      scratch copy with the peer plugin installed (default: ~/.cache/rapidpipeline-search-peers/
 *                     easyops, made on first use, see scripts/peer-search/README.md); rebuilt when the site's
 *                     content changed since its last build
 *   --peer-build      rebuild the peer even if its content is unchanged
 *   --no-peer         leave the peer out
 *   --pagefind <dir>  where Pagefind is installed and its bundle is written (default: ~/.cache/
 *                     rapidpipeline-search-peers/pagefind, made on first use); `--no-pagefind` leaves it out
 *   --no-peer-timing  skip the peer's per-query times in Node (its relevance is still measured)
 *   --no-browser      skip the browser measurements (cold time, first-query transfer, Pagefind); this site's
 *                     relevance is then read in Node, from the engine asked as the modal asks it (minutes faster,
 *                     the same first three pages)
 *   --port <n>        first of the two ports used to serve the sites (default: E2E_PORT + 1 or 3131)
 *   --runs <n>        cold browser runs per site (default 5)
 *   --json <file>     also write the figures as JSON
 *   --queries <file>  ask this question set instead of the fixture (entries without a set are held out), e.g.
 *                     tests/fixtures/search-queries-holdout.json, written after the ranking last changed; repeat
 *                     it to ask several sets in one run (each set's halves are scored apart, then pooled)
 *   --all-sets        ask every question set in tests/fixtures (search-queries*.json) in one run
 *
 * Prints: index build time; index size raw and gzip; what a first query transfers; time from opening the
 * search to the first results, cold, on localhost and on a connection throttled to Slow 4G; per-query time
 * p50/p95 (whole queries and every keystroke of them, each engine timed in a Node process of its own);
 * relevance as the top-3 hit rate in each engine's own search box in Chromium, per set and half (tuning,
 * validation; default tests/fixtures/search-queries.json), and the tuning halves' misses (the validation halves
 * only as figures); and how many of the tuning questions this site finds are still found when padded as readers
 * pad a question (scripts/lib/rewordings.ts).
 */
import {execFileSync, spawn, spawnSync, type ChildProcess} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium, type Browser} from '@playwright/test';
import {collectPages} from '../src/plugins/search/build/build-index';
import {SearchEngine} from '../src/plugins/search/client/engine';
import {encodePayload, type IndexPayload} from '../src/plugins/search/client/types';
import {isSearchFile, searchFiles, searchFolder} from '../src/plugins/search/files';
import {feeds} from '../config/feeds';
import {recordOptions} from '../config/search-records';
import {siteUrlFor} from '../src/plugins/search/client/client';
import {MODAL_MAX_QUERY_LENGTH} from '../src/plugins/search/client/constants';
import {modalRequest} from './lib/modal-request';
import {loadPeerEngine, timePeerIndexBuild} from './lib/peer-engine';
import {NO_TIMES, cpuNow, median, timeInChild, type QueryTimes} from './lib/query-timing';
import {askModal, firstPages, ourModal, pagefindUi, type ModalTarget} from './peer-search/modal';
import {REWORDINGS} from './lib/rewordings';

const root = path.resolve(__dirname, '..');

const peersHome = path.join(os.homedir(), '.cache', 'rapidpipeline-search-peers');
const fixtures = path.join(root, 'tests/fixtures');

/** Every question set in tests/fixtures by name; the first set's suffix is empty, so it comes first. */
function allQuerySets(): string[] {
  return fs
    .readdirSync(fixtures)
    .filter((name) => /^search-queries.*\.json$/.test(name))
    .sort((a, b) => setSuffix(a).localeCompare(setSuffix(b)))
    .map((name) => path.join(fixtures, name));
}

/** What follows "search-queries-" in a set's file name: empty for the first set (search-queries.json). */
const setSuffix = (file: string) => path.basename(file, '.json').replace(/^search-queries-?/, '');
/** A set's name in the table: its suffix, or "first". */
const setName = (file: string) => setSuffix(file) || 'first';

interface Args {
  build: string;
  peer?: string;
  peerBuild: boolean;
  peerTiming: boolean;
  pagefind?: string;
  browser: boolean;
  port: number;
  runs: number;
  json?: string;
  /** The question sets: each an array, or `{queries}` (default: the fixture). */
  queries: string[];
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    build: path.join(root, 'build'),
    peer: path.join(peersHome, 'easyops'),
    peerBuild: false,
    peerTiming: true,
    pagefind: path.join(peersHome, 'pagefind'),
    browser: true,
    port: process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 1 : 3131,
    runs: 5,
    queries: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => argv[++i] ?? '';
    if (flag === '--build') args.build = path.resolve(value());
    else if (flag === '--peer') args.peer = path.resolve(value());
    else if (flag === '--peer-build') args.peerBuild = true;
    else if (flag === '--no-peer') args.peer = undefined;
    else if (flag === '--no-peer-timing') args.peerTiming = false;
    else if (flag === '--pagefind') args.pagefind = path.resolve(value());
    else if (flag === '--no-pagefind') args.pagefind = undefined;
    else if (flag === '--no-browser') args.browser = false;
    else if (flag === '--port') args.port = Number(value());
    else if (flag === '--runs') args.runs = Number(value());
    else if (flag === '--json') args.json = path.resolve(value());
    else if (flag === '--queries') args.queries.push(path.resolve(value()));
    else if (flag === '--all-sets') args.queries.push(...allQuerySets());
    else throw new Error(`Unknown option ${flag}`);
  }
  if (!args.queries.length) args.queries.push(path.join(fixtures, 'search-queries.json'));
  args.queries = [...new Set(args.queries)];
  return args;
}

// ---------------------------------------------------------------- helpers

const gzipSize = (data: Buffer | string) => zlib.gzipSync(data, {level: 9}).length;
const kb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : 'n/a');
const ms = (value: number) =>
  Number.isFinite(value) ? `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms` : 'n/a';

type QueryHalf = 'tuning' | 'validation';
interface QuerySpec {
  query: string;
  expect: string[];
  area: string;
  set: QueryHalf;
  /** The question set it comes from (see setName). */
  source: string;
}
const options = parseArgs(process.argv.slice(2));
/**
 * `--queries <file>` (once or more) asks other sets instead, e.g. questions written after the ranking last
 * changed. Entries without a `set` are held out: scored as the validation half, misses never shown.
 */
const querySet: QuerySpec[] = options.queries.flatMap((file) => {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as QuerySpec[] | {queries: QuerySpec[]};
  return (Array.isArray(parsed) ? parsed : parsed.queries).map((spec) => ({
    ...spec,
    set: spec.set ?? 'validation',
    source: setName(file),
  }));
});
const HALVES: QueryHalf[] = ['tuning', 'validation'];
const SOURCES = [...new Set(querySet.map((spec) => spec.source))];
/** Where a query is counted: its set and half. */
const part = (source: string, half: QueryHalf) => `${source} ${half}`;

interface Relevance {
  /** Per set and half (see part()): queries whose expected page is among the first three pages shown. */
  found: Record<string, number>;
  total: Record<string, number>;
  /** Tuning halves only (see noteMiss). */
  misses: {query: string; source: string; expected: string[]; got: string[]}[];
}

/**
 * Keeps a miss of the tuning half only: the validation half's misses are never stored or printed (only its
 * aggregate is), so nothing can be tuned on them.
 */
function noteMiss(result: Relevance, spec: QuerySpec, pages: string[]): void {
  if (spec.set === 'tuning')
    result.misses.push({query: spec.query, source: spec.source, expected: spec.expect, got: pages});
}

/** Counts one answer: found when an expected page is among the first three distinct pages. */
function score(result: Relevance, spec: QuerySpec, pages: string[]): void {
  const key = part(spec.source, spec.set);
  result.total[key] = (result.total[key] ?? 0) + 1;
  if (spec.expect.some((route) => pages.includes(route))) result.found[key] = (result.found[key] ?? 0) + 1;
  else noteMiss(result, spec, pages);
}

/** Scores the first three distinct pages of each query's result URLs. */
async function relevanceOf(search: (query: string) => Promise<string[]>): Promise<Relevance> {
  const result: Relevance = {found: {}, total: {}, misses: []};
  for (const spec of querySet) score(result, spec, firstPages(await search(spec.query)));
  return result;
}

/** Asks every query in the engine's own search box and scores the first three distinct pages on screen. */
async function modalRelevance(page: import('@playwright/test').Page, target: ModalTarget): Promise<Relevance> {
  const result: Relevance = {found: {}, total: {}, misses: []};
  await target.open(page);
  // The first query also loads the index; its answer is not scored against the time limit of the others.
  await askModal(page, target, 'install');
  for (const spec of querySet) score(result, spec, firstPages(await askModal(page, target, spec.query)));
  return result;
}

interface Figures {
  name: string;
  pages: number;
  records: number;
  indexBuildMs: number;
  indexRaw: number;
  indexGzip: number;
  indexBuildCpuMs: number;
  indexLoadMs: number;
  indexLoadCpuMs: number;
  indexBrotli: number;
  query: QueryTimes;
  relevance?: Relevance;
  /** This site only: the tuning questions found as written, and how many of them each rewording keeps. */
  reworded?: {label: string; kept: number; of: number}[];
  /** Steps that failed, each naming the step: the figures measured before and after them are still reported. */
  failures: string[];
  browser?: {
    coldMedianMs: number;
    coldRunsMs: number[];
    hoveredMedianMs: number;
    /** A reader who searched on an earlier page of the site (see browserRuns). */
    returningMedianMs: number;
    /** Cold, on a connection throttled to Chrome DevTools' Slow 4G preset once the page has loaded (SLOW_4G). */
    slowMedianMs: number;
    /** This site's /search?q= page, cold: from navigation start to the first result on screen. */
    searchPageMedianMs?: number;
    transferRaw: number;
    transferGzip: number;
    requests: {url: string; gzip: number}[];
  };
}

// ---------------------------------------------------------------- ours

function existingRoutes(buildDir: string): Set<string> {
  const routes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const relative = path.relative(buildDir, full).split(path.sep).join('/');
        routes.add(`/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/');
      }
    }
  };
  walk(buildDir);
  return routes;
}

async function benchOurs(buildDir: string): Promise<Figures> {
  const builds: number[] = [];
  const buildsCpu: number[] = [];
  let payload!: IndexPayload;
  let pagesCount = 0;
  for (let run = 0; run < 3; run++) {
    const startedCpu = cpuNow();
    const started = performance.now();
    const pages = collectPages(buildDir, {docsDir: path.join(root, 'docs'), ...recordOptions});
    payload = encodePayload(pages);
    JSON.stringify(payload);
    builds.push(performance.now() - started);
    buildsCpu.push(cpuNow() - startedCpu);
    pagesCount = pages.length;
  }
  const json = JSON.stringify(payload);
  const loads: number[] = [];
  const loadsCpu: number[] = [];
  let engine!: SearchEngine;
  for (let run = 0; run < 5; run++) {
    const startedCpu = cpuNow();
    const started = performance.now();
    engine = SearchEngine.fromPayload(JSON.parse(json) as IndexPayload);
    loads.push(performance.now() - started);
    loadsCpu.push(cpuNow() - startedCpu);
  }
  const indexFile = fs
    .readdirSync(path.join(buildDir, searchFolder))
    .map((name) => `${searchFolder}/${name}`)
    .find((file) => isSearchFile(file, 'index'));
  if (!indexFile) throw new Error(`No ${searchFiles.index('*')} in ${buildDir}`);
  const query = timeInChild({
    engine: 'ours',
    source: path.join(buildDir, indexFile),
    queries: querySet.map((spec) => spec.query),
  });
  return {
    name: 'this site (MiniSearch, DocSearch UI)',
    pages: pagesCount,
    records: payload.r.length,
    indexBuildMs: median(builds),
    indexBuildCpuMs: median(buildsCpu),
    indexRaw: Buffer.byteLength(json),
    indexGzip: gzipSize(json),
    indexBrotli: zlib.brotliCompressSync(json).length,
    indexLoadMs: median(loads),
    indexLoadCpuMs: median(loadsCpu),
    query,
    reworded: rewordedFound(engine),
    ...(options.browser ? {} : {relevance: await nodeRelevance(engine)}),
    failures: [],
  };
}

/**
 * Without a browser: the engine asked in Node as the modal asks it (its request, the query cut to the input's
 * MODAL_MAX_QUERY_LENGTH characters). The modal shows hits in the engine's order (see rank-order.ts), so this
 * reads the same first three pages as the search box, in seconds instead of minutes.
 */
function nodeRelevance(engine: SearchEngine): Promise<Relevance> {
  const urlFor = siteUrlFor('https://bench.invalid', '/');
  return relevanceOf(async (query) =>
    engine.search(modalRequest(query.slice(0, MODAL_MAX_QUERY_LENGTH)), urlFor).hits.map((hit) => hit.url),
  );
}

/**
 * The tuning questions the engine finds as written (in Node: the first three distinct pages of its hits), and
 * how many of them it still finds in each rewording (see REWORDINGS). Tuning halves only, as with the misses.
 */
function rewordedFound(engine: SearchEngine): NonNullable<Figures['reworded']> {
  const urlFor = siteUrlFor('https://bench.invalid', '/');
  const found = (spec: QuerySpec, query: string) => {
    const pages = firstPages(
      engine.search({indexName: 'bench', query, hitsPerPage: 20}, urlFor).hits.map((hit) => hit.url),
    );
    return spec.expect.some((route) => pages.includes(route));
  };
  const asWritten = querySet.filter((spec) => spec.set === 'tuning' && found(spec, spec.query));
  return REWORDINGS.map(([label, reword]) => ({
    label,
    kept: asWritten.filter((spec) => found(spec, reword(spec.query))).length,
    of: asWritten.length,
  }));
}

// ---------------------------------------------------------------- peer

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  return execFileSync(command, args, {
    cwd,
    env: {...process.env, ...env},
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Copies this repository's sources into the scratch copy (never node_modules). The peer's config leaves out the
 * search plugin, and with it this site's search bar; a copy made before the bar moved into the plugin still has it.
 */
function syncPeer(peerDir: string): void {
  execFileSync(
    'sh',
    [
      '-c',
      `tar --exclude=./node_modules --exclude=./build --exclude=./.docusaurus --exclude=./.git --exclude=./test-results -cf - . | tar -xf - -C "${peerDir}"`,
    ],
    {cwd: root, stdio: 'inherit'},
  );
  fs.rmSync(path.join(peerDir, 'src/theme/SearchBar'), {recursive: true, force: true});
}

/** The peer's index generation time, from its own debug log (first to last "search-local:info" line). */
function peerIndexTime(log: string): number {
  const stamps = [...log.matchAll(/^(\d{4}-\d\d-\d\dT[\d:.]+Z) search-local:info/gm)].map((match) =>
    Date.parse(match[1]!),
  );
  return stamps.length >= 2 ? stamps[stamps.length - 1]! - stamps[0]! : NaN;
}

/** The peer's options, as scripts/peer-search/docusaurus.peer.config.ts sets them. */
const PEER_OPTIONS = (peerDir: string) => {
  const blogFeeds = feeds.filter((feed) => fs.existsSync(path.join(peerDir, feed.folder)));
  return {
    hashed: true,
    indexDocs: true,
    docsRouteBasePath: 'docs',
    indexBlog: true,
    blogRouteBasePath: blogFeeds.map((feed) => feed.route),
    blogDir: blogFeeds.map((feed) => feed.folder),
    indexPages: false,
    language: ['en'],
    explicitSearchResultPath: true,
  };
};

/** Version of the peer plugin the scratch copy installs (and of Pagefind, below). */
const PEER_PACKAGE = '@easyops-cn/docusaurus-search-local@0.55.3';
const PAGEFIND_PACKAGE = 'pagefind@1.5.2';

/** A hash of what the peer's pages are made of: the content (changes to this site's search leave it alone). */
function contentStamp(): string {
  const hash = crypto.createHash('sha256');
  const folders = ['docs', 'api-specs', 'static/schemas', ...feeds.map((feed) => feed.folder)];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(root, full)).update(fs.readFileSync(full));
    }
  };
  for (const folder of folders) walk(path.join(root, folder));
  for (const file of ['docusaurus.config.ts', 'sidebars.ts']) hash.update(fs.readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

/** Makes the scratch copy on first use (see scripts/peer-search/README.md): sources, a real node_modules, the peer. */
function setUpPeer(peerDir: string): void {
  if (fs.existsSync(path.join(peerDir, 'node_modules/@easyops-cn/docusaurus-search-local'))) return;
  console.log(`Setting up the peer's scratch copy in ${peerDir} (once) ...`);
  fs.mkdirSync(peerDir, {recursive: true});
  syncPeer(peerDir);
  execFileSync('cp', ['-r', path.join(root, 'node_modules'), path.join(peerDir, 'node_modules')]);
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund', PEER_PACKAGE], peerDir);
}

async function benchPeer(peerDir: string, forceRebuild: boolean, timing: boolean): Promise<Figures> {
  let indexBuildMs = NaN;
  const logFile = path.join(peerDir, 'peer-build.log');
  setUpPeer(peerDir);
  const stampFile = path.join(peerDir, 'peer-build.stamp');
  const stamp = contentStamp();
  const built = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp;
  if (forceRebuild || !built) {
    console.log(`Peer: building ${peerDir} (its content changed since its last build) ...`);
    syncPeer(peerDir);
    run(process.execPath, ['--import', 'tsx', 'scripts/gen-api.ts'], peerDir);
    const docusaurus = path.join(peerDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
    const result = spawnSyncCapture(
      process.execPath,
      [docusaurus, 'build', '--config', 'scripts/peer-search/docusaurus.peer.config.ts'],
      peerDir,
      {
        BROKEN_LINKS: 'warn',
        DEBUG: 'search-local:info',
        DEBUG_COLORS: 'false',
      },
    );
    fs.writeFileSync(logFile, result.output);
    if (result.status !== 0) throw new Error(`Peer build failed (see ${logFile})`);
    fs.writeFileSync(stampFile, stamp);
  }
  const inBuildMs = fs.existsSync(logFile) ? peerIndexTime(fs.readFileSync(logFile, 'utf8')) : NaN;
  // Measured like ours: on its own, over the built HTML (inside the build it runs alongside other plugins).
  const standalone = await timePeerIndexBuild(peerDir, PEER_OPTIONS(peerDir));
  indexBuildMs = standalone.wallMs;
  const indexBuildCpuMs = standalone.cpuMs;
  if (Number.isFinite(inBuildMs))
    console.log(`Peer index generation inside its build: ${inBuildMs} ms (concurrent with other postBuild steps).`);
  const engine = await loadPeerEngine(peerDir);
  const indexJson = fs.readFileSync(engine.indexFile);
  const loads: number[] = [];
  const loadsCpu: number[] = [];
  const {default: lunr} = await import(path.join(peerDir, 'node_modules/lunr/lunr.js'));
  for (let i = 0; i < 5; i++) {
    const startedCpu = cpuNow();
    const started = performance.now();
    for (const {index} of JSON.parse(indexJson.toString('utf8')) as {index: unknown}[]) lunr.Index.load(index);
    loads.push(performance.now() - started);
    loadsCpu.push(cpuNow() - startedCpu);
  }
  const query = timing
    ? timeInChild({engine: 'peer', source: peerDir, queries: querySet.map((spec) => spec.query)})
    : NO_TIMES;
  const indexData = JSON.parse(indexJson.toString('utf8')) as {documents: unknown[]}[];
  return {
    name: '@easyops-cn/docusaurus-search-local 0.55 (lunr)',
    pages: new Set((indexData[0]?.documents as {u: string}[] | undefined)?.map((doc) => doc.u)).size,
    records: indexData.reduce((sum, part) => sum + part.documents.length, 0),
    indexBuildMs,
    indexBuildCpuMs,
    indexRaw: indexJson.length,
    indexGzip: gzipSize(indexJson),
    indexBrotli: zlib.brotliCompressSync(indexJson).length,
    indexLoadMs: median(loads),
    indexLoadCpuMs: median(loadsCpu),
    query,
    failures: [],
  };
}

function spawnSyncCapture(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): {status: number; output: string} {
  // stdout and stderr both: the peer's debug log (its index timing) goes to stderr.
  const result = spawnSync(command, args, {
    cwd,
    env: {...process.env, ...env},
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return {status: result.status ?? 1, output: `${result.stdout ?? ''}\n${result.stderr ?? ''}`};
}

// ---------------------------------------------------------------- Pagefind

/** The page the Pagefind bench reads: Pagefind's default UI, with its default options. */
const PAGEFIND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pagefind</title>
<link href="/pagefind/pagefind-ui.css" rel="stylesheet"><script src="/pagefind/pagefind-ui.js"></script></head>
<body><div id="search"></div><script>new PagefindUI({element: '#search'});</script></body></html>`;

/** Indexes the built site with Pagefind's defaults, into its own folder (the build is left as it is). */
function indexWithPagefind(pagefindDir: string, buildDir: string): Figures {
  if (!fs.existsSync(path.join(pagefindDir, 'node_modules/pagefind'))) {
    console.log(`Setting up Pagefind in ${pagefindDir} (once) ...`);
    fs.mkdirSync(pagefindDir, {recursive: true});
    if (!fs.existsSync(path.join(pagefindDir, 'package.json'))) run('npm', ['init', '-y'], pagefindDir);
    run('npm', ['install', '--no-audit', '--no-fund', PAGEFIND_PACKAGE], pagefindDir);
  }
  const bundle = path.join(pagefindDir, 'bundle');
  fs.rmSync(bundle, {recursive: true, force: true});
  const startedCpu = cpuNow();
  const started = performance.now();
  run(path.join(pagefindDir, 'node_modules/.bin/pagefind'), ['--site', buildDir, '--output-path', bundle], root);
  const indexBuildMs = performance.now() - started;
  let raw = 0;
  let gzip = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.pf_(index|meta)$/.test(entry.name)) {
        // Already compressed by Pagefind.
        gzip += fs.statSync(full).size;
        raw += fs.statSync(full).size;
      }
    }
  };
  walk(bundle);
  return {
    name: 'Pagefind 1.5 (defaults)',
    // Pagefind writes one fragment per page it indexed; it has no records of its own to count.
    pages: fs.readdirSync(path.join(bundle, 'fragment')).length,
    records: NaN,
    indexBuildMs,
    indexBuildCpuMs: cpuNow() - startedCpu,
    indexRaw: raw,
    indexGzip: gzip,
    indexBrotli: NaN,
    indexLoadMs: NaN,
    indexLoadCpuMs: NaN,
    query: NO_TIMES,
    failures: [],
  };
}

/** Serves the built site with Pagefind's bundle under /pagefind/ and its UI at /pagefind-bench.html. */
async function servePagefind(pagefindDir: string, buildDir: string, port: number): Promise<http.Server> {
  const {default: serveHandler} = await import('serve-handler');
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url.startsWith('/pagefind-bench.html')) {
      response.writeHead(200, {'content-type': 'text/html; charset=utf-8'});
      response.end(PAGEFIND_PAGE);
    } else if (url.startsWith('/pagefind/')) {
      request.url = url.slice('/pagefind'.length);
      void serveHandler(request, response, {public: path.join(pagefindDir, 'bundle')});
    } else void serveHandler(request, response, {public: buildDir, cleanUrls: true});
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

// ---------------------------------------------------------------- browser

/** `docusaurus serve`: files as they are, uncompressed, as every earlier run of this benchmark served them. */
function serve(siteDir: string, buildDir: string, port: number): Promise<ChildProcess> {
  const docusaurus = path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  return started(
    'docusaurus serve',
    [docusaurus, 'serve', '--dir', buildDir, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    siteDir,
    port,
  );
}

/**
 * The site's own server (scripts/serve.ts), gzip as a static host serves it: for the runs on a throttled
 * connection, where what crosses it is the compressed size.
 */
function serveCompressed(buildDir: string, port: number): Promise<ChildProcess> {
  const args = ['--import', 'tsx', path.join(root, 'scripts/serve.ts'), '--dir', buildDir, '--port', String(port)];
  return started('scripts/serve.ts', args, root, port);
}

async function started(name: string, args: string[], cwd: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {cwd, stdio: 'ignore', detached: true});
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      if (response.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  stop(child);
  throw new Error(`${name} did not start on port ${port}`);
}

function stop(child: ChildProcess): void {
  if (child.pid) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

interface BrowserTarget {
  /** Opens the search with the keyboard and types the query. */
  open: (page: import('@playwright/test').Page, query: string) => Promise<void>;
  resultSelector: string;
  /** The site's search page (path relative to the site root) and its result links, when it has one. */
  searchPage?: {path: string; resultSelector: string};
}

const TARGETS: Record<'ours' | 'peer', BrowserTarget> = {
  ours: {
    open: async (page, query) => {
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').waitFor();
      await page.keyboard.type(query, {delay: 0});
    },
    resultSelector: '.DocSearch-Hit',
    searchPage: {path: 'search', resultSelector: 'main article h2 a'},
  },
  peer: {
    open: async (page, query) => {
      await page.keyboard.press('Control+k');
      await page.keyboard.type(query, {delay: 0});
    },
    resultSelector: '[role="listbox"] [role="option"]',
  },
};

/** Cold: a fresh browser context per run, so nothing is cached. Times from the shortcut key to the first result on screen. */
async function benchBrowser(
  browser: Browser,
  {baseUrl, compressedUrl}: {baseUrl: string; compressedUrl: string},
  target: BrowserTarget,
  runs: number,
  query: string,
  failures: string[],
): Promise<NonNullable<Figures['browser']>> {
  const cold = await browserRuns(browser, baseUrl, target, runs, query, 'cold', failures);
  const hovered = await browserRuns(browser, baseUrl, target, runs, query, 'hovered', failures);
  const returning = await browserRuns(browser, baseUrl, target, runs, query, 'returning', failures);
  const slow = await browserRuns(browser, compressedUrl, target, runs, query, 'slow', failures);
  const searchPage = target.searchPage
    ? await searchPageRuns(browser, baseUrl, target.searchPage, runs, query, failures)
    : [];
  return {
    ...cold,
    hoveredMedianMs: hovered.coldMedianMs,
    returningMedianMs: returning.coldMedianMs,
    slowMedianMs: slow.coldMedianMs,
    ...(searchPage.length ? {searchPageMedianMs: median(searchPage)} : {}),
  };
}

/**
 * A response's body. Chromium evicts a large body from the DevTools cache (the peer's 12.5 MB index is gone by the
 * time the first results show), so one it no longer holds is asked of the local server again: it is the same file.
 */
async function bodyOf(response: import('@playwright/test').Response): Promise<Buffer | null> {
  try {
    return await response.body();
  } catch {
    const again = await fetch(response.url()).catch(() => null);
    return again?.ok ? Buffer.from(await again.arrayBuffer()) : null;
  }
}

/** How long a browser run waits for its first result before it counts as failed; on Slow 4G, three times as long. */
const RESULT_WAIT_MS = 20_000;

/** Whether the page's script sets `window[property]` (the time its first result showed) within `timeoutMs`. */
function isSet(
  page: import('@playwright/test').Page,
  property: string,
  timeoutMs: number = RESULT_WAIT_MS,
): Promise<boolean> {
  return page
    .waitForFunction((name) => (window as unknown as Record<string, unknown>)[name] !== undefined, property, {
      timeout: timeoutMs,
    })
    .then(
      () => true,
      () => false,
    );
}

/** Loads `<path>?q=<query>` in a fresh context per run: ms from navigation start to the first result on screen. */
async function searchPageRuns(
  browser: Browser,
  baseUrl: string,
  {path: pagePath, resultSelector}: {path: string; resultSelector: string},
  runs: number,
  query: string,
  failures: string[],
): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    await page.addInitScript((selector) => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector(selector)) return;
        (window as unknown as {__firstResult?: number}).__firstResult = performance.now();
        observer.disconnect();
      }).observe(document, {childList: true, subtree: true});
    }, resultSelector);
    await page.goto(`${baseUrl}${pagePath}?q=${encodeURIComponent(query)}`);
    if (await isSet(page, '__firstResult'))
      times.push(await page.evaluate(() => (window as unknown as {__firstResult: number}).__firstResult));
    else failures.push(`search page run ${run + 1}: no result within ${RESULT_WAIT_MS / 1000} s of navigation`);
    await context.close();
  }
  return times;
}

/**
 * Chrome DevTools' Slow 4G preset (1.6 Mbps down and 750 kbps up at 90 %, 150 ms latency times 3.75, as Lighthouse
 * throttles), for a reader on a phone: what the first results download counts more than on localhost.
 */
const SLOW_4G = {
  offline: false,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
  latency: 150 * 3.75,
};

/** How long a returning reader reads the page before the shortcut (see browserRuns). */
const READING_MS = 1000;

/**
 * Each run: a fresh browser context (empty cache), the page loaded, then the shortcut and the query.
 * `hovered` first moves the pointer over the search box, as a reader reaching for it with the mouse does
 * (the theme loads the modal's code on hover, and the site starts loading the index then too). `returning`
 * first searches on another page, as a reader did on an earlier visit (the HTTP cache then holds what that
 * search loaded), then loads the page and reads it for READING_MS before the shortcut. `slow` throttles the
 * connection to SLOW_4G once the page has loaded.
 */
async function browserRuns(
  browser: Browser,
  baseUrl: string,
  target: BrowserTarget,
  runs: number,
  query: string,
  mode: 'cold' | 'hovered' | 'returning' | 'slow',
  failures: string[],
) {
  const times: number[] = [];
  let transfer: {url: string; raw: number; gzip: number}[] = [];
  for (let runIndex = 0; runIndex < runs; runIndex++) {
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    if (mode === 'returning') {
      await page.goto(`${baseUrl}docs/rapidpipeline-cloud-tutorials/getting-started`);
      await page.waitForLoadState('networkidle');
      await target.open(page, query);
      await page.locator(target.resultSelector).first().waitFor({timeout: RESULT_WAIT_MS});
    }
    await page.goto(`${baseUrl}docs/integrations/introduction`);
    await page.waitForLoadState('networkidle');
    if (mode === 'returning') await page.waitForTimeout(READING_MS);
    if (mode === 'slow') {
      const devtools = await context.newCDPSession(page);
      await devtools.send('Network.enable');
      await devtools.send('Network.emulateNetworkConditions', SLOW_4G);
    }
    if (mode === 'hovered') {
      await page.locator('.DocSearch-Button, .navbar__search-input').first().hover();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
    }
    // What the first results need: requests made from the shortcut key until the first result is on screen.
    // The route prefetches that the rendered hits' links start afterwards are not part of answering.
    let answered = false;
    await page.exposeFunction('__benchAnswered', () => {
      answered = true;
    });
    // Only noted here: reading the bodies (over the DevTools protocol) while the search loads would take the
    // CPU the page needs, so they are read once the first results are on screen.
    const requested: import('@playwright/test').Request[] = [];
    page.on('request', (request) => {
      if (!answered) requested.push(request);
    });
    await page.evaluate((selector) => {
      const w = window as unknown as {__benchStart?: number; __benchFirst?: number; __benchAnswered: () => void};
      window.addEventListener('keydown', () => (w.__benchStart ??= performance.now()), {capture: true});
      new MutationObserver((_, observer) => {
        if (w.__benchStart !== undefined && document.querySelector(selector)) {
          w.__benchFirst = performance.now();
          void w.__benchAnswered();
          observer.disconnect();
        }
      }).observe(document.body, {childList: true, subtree: true});
    }, target.resultSelector);
    await target.open(page, query);
    const waitMs = mode === 'slow' ? 3 * RESULT_WAIT_MS : RESULT_WAIT_MS;
    if (!(await isSet(page, '__benchFirst', waitMs))) {
      // One slow run should not cost the run's other figures: it is counted, and left out of the median.
      failures.push(`${mode} run ${runIndex + 1}: no result within ${waitMs / 1000} s of the shortcut key`);
      await context.close();
      continue;
    }
    const elapsed = await page.evaluate(() => {
      const w = window as unknown as {__benchStart: number; __benchFirst: number};
      return w.__benchFirst - w.__benchStart;
    });
    times.push(elapsed);
    if (runIndex === 0)
      transfer = (
        await Promise.all(
          requested.map((request) =>
            request
              .response()
              .then((response) => (response ? bodyOf(response) : null))
              .then((body) => (body ? {url: request.url(), raw: body.length, gzip: gzipSize(body)} : null)),
          ),
        )
      ).filter((entry): entry is {url: string; raw: number; gzip: number} => entry !== null);
    await context.close();
  }
  return {
    hoveredMedianMs: NaN,
    returningMedianMs: NaN,
    slowMedianMs: NaN,
    coldMedianMs: median(times),
    coldRunsMs: times,
    transferRaw: transfer.reduce((sum, entry) => sum + entry.raw, 0),
    transferGzip: transfer.reduce((sum, entry) => sum + entry.gzip, 0),
    requests: transfer.map(({url, gzip}) => ({url: url.replace(baseUrl, '/'), gzip})),
  };
}

// ---------------------------------------------------------------- report

function table(figures: Figures[]): string {
  const rows: [string, (f: Figures) => string][] = [
    ['Pages / records indexed', (f) => `${f.pages} / ${Number.isNaN(f.records) ? 'n/a' : f.records}`],
    ['Index build time (wall / CPU)', (f) => `${ms(f.indexBuildMs)} / ${ms(f.indexBuildCpuMs)}`],
    ['Index size raw', (f) => kb(f.indexRaw)],
    ['Index size gzip / brotli', (f) => `${kb(f.indexGzip)} / ${kb(f.indexBrotli)}`],
    ['First query transfers (gzip)', (f) => (f.browser ? kb(f.browser.transferGzip) : 'n/a')],
    ['First query transfers (raw)', (f) => (f.browser ? kb(f.browser.transferRaw) : 'n/a')],
    ['Open → first results, cold (median)', (f) => (f.browser ? ms(f.browser.coldMedianMs) : 'n/a')],
    ['  same, pointer over the box first', (f) => (f.browser ? ms(f.browser.hoveredMedianMs) : 'n/a')],
    ['  same, reader who searched on an earlier page', (f) => (f.browser ? ms(f.browser.returningMedianMs) : 'n/a')],
    ['  same, on a slow 4G connection', (f) => (f.browser ? ms(f.browser.slowMedianMs) : 'n/a')],
    [
      'Search page: load → first results, cold (median)',
      (f) => (f.browser?.searchPageMedianMs !== undefined ? ms(f.browser.searchPageMedianMs) : 'n/a'),
    ],
    ['Index load, Node (wall / CPU)', (f) => `${ms(f.indexLoadMs)} / ${ms(f.indexLoadCpuMs)}`],
    ['Per query p50 / p95, wall', (f) => `${ms(f.query.p50)} / ${ms(f.query.p95)}`],
    ['Per query p50 / p95, CPU', (f) => `${ms(f.query.cpuP50)} / ${ms(f.query.cpuP95)}`],
    ['Per keystroke p50 / p95, wall', (f) => `${ms(f.query.typedP50)} / ${ms(f.query.typedP95)}`],
    ['Per keystroke p50 / p95, CPU', (f) => `${ms(f.query.cpuTypedP50)} / ${ms(f.query.cpuTypedP95)}`],
    ...SOURCES.flatMap((source) =>
      HALVES.filter((half) => querySet.some((spec) => spec.source === source && spec.set === half)).map(
        (half): [string, (f: Figures) => string] => [
          `Top-3 in the search box, ${source} set, ${half} half`,
          (f) => hitRate(f.relevance, [part(source, half)]),
        ],
      ),
    ),
    ...(SOURCES.length > 1
      ? HALVES.map((half): [string, (f: Figures) => string] => [
          `Top-3 in the search box, ${half} halves pooled`,
          (f) =>
            hitRate(
              f.relevance,
              SOURCES.map((source) => part(source, half)),
            ),
        ])
      : []),
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const columns = figures.map((f) => Math.max(f.name.length, ...rows.map(([, cell]) => cell(f).length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, index) => cell.padEnd(index === 0 ? width : columns[index - 1]!)).join(' | ')} |`;
  return [
    line(['', ...figures.map((f) => f.name)]),
    `|${[width, ...columns].map((size) => '-'.repeat(size + 2)).join('|')}|`,
    ...rows.map(([label, cell]) => line([label, ...figures.map(cell)])),
  ].join('\n');
}

/** The share of the given parts' queries found, e.g. "87.0% (80/92)". */
function hitRate(relevance: Relevance | undefined, parts: string[]): string {
  if (!relevance) return 'n/a';
  const found = parts.reduce((sum, key) => sum + (relevance.found[key] ?? 0), 0);
  const total = parts.reduce((sum, key) => sum + (relevance.total[key] ?? 0), 0);
  return total ? `${((100 * found) / total).toFixed(1)}% (${found}/${total})` : 'n/a';
}

/** Runs the query set through one engine's own search box, on a fresh page. */
async function relevanceIn(browser: Browser, baseUrl: string, target: ModalTarget): Promise<Relevance> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}${target.startPath}`);
    await page.waitForLoadState('networkidle');
    return await modalRelevance(page, target);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(options.build, 'search'))) {
    throw new Error(`${options.build} has no search index: run \`npm run build\` first (embedded mode).`);
  }
  console.log(
    `Queries: ${querySet.length} (${options.queries.map((file) => path.relative(root, file)).join(', ')}), ${HALVES.map((half) => `${querySet.filter((spec) => spec.set === half).length} ${half}`).join(', ')}`,
  );
  const ours = await benchOurs(options.build);
  const peer = options.peer ? await benchPeer(options.peer, options.peerBuild, options.peerTiming) : undefined;
  const pagefind = options.pagefind ? indexWithPagefind(options.pagefind, options.build) : undefined;
  const figures = [ours, ...(peer ? [peer] : []), ...(pagefind ? [pagefind] : [])];
  if (peer && options.peer) {
    const peerDir = options.peer;
    // Its dropdown items are not links; their URLs come from its own worker code, run in Node
    // (scripts/lib/peer-engine.ts), in the order the dropdown renders them.
    await step(peer, 'relevance in Node', async () => {
      const engine = await loadPeerEngine(peerDir);
      peer.relevance = await relevanceOf(async (query) => (await engine.search(query)).map((hit) => hit.url));
    });
  }
  if (options.browser) {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const baseUrl = `http://127.0.0.1:${options.port}/`;
    try {
      // The peer's modal is null: its relevance was read in Node (above), its timings are measured here.
      const sites: [Figures, string, string, BrowserTarget, ModalTarget | null][] = [
        [ours, root, options.build, TARGETS.ours, ourModal],
      ];
      if (options.peer && peer) sites.push([peer, options.peer, path.join(options.peer, 'build'), TARGETS.peer, null]);
      for (const [figure, siteDir, buildDir, target, modal] of sites) {
        const server = await serve(siteDir, buildDir, options.port);
        try {
          await step(figure, 'browser timings', async () => {
            // Up only for the timings: the modal's relevance below is asked of `server`.
            const compressed = await serveCompressed(buildDir, options.port + 1);
            try {
              const urls = {baseUrl, compressedUrl: `http://127.0.0.1:${options.port + 1}/`};
              figure.browser = await benchBrowser(browser, urls, target, options.runs, 'token', figure.failures);
            } finally {
              stop(compressed);
            }
          });
          if (!figure.relevance && modal) {
            console.log(`Asking the ${querySet.length} queries in the search box of ${figure.name} ...`);
            await step(figure, 'relevance in the search box', async () => {
              figure.relevance = await relevanceIn(browser, baseUrl, modal);
            });
          }
        } finally {
          stop(server);
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
      if (options.pagefind && pagefind) {
        const server = await servePagefind(options.pagefind, options.build, options.port);
        try {
          console.log(`Asking the ${querySet.length} queries in Pagefind's default UI ...`);
          await step(pagefind, 'relevance in its default UI', async () => {
            pagefind.relevance = await relevanceIn(browser, baseUrl, pagefindUi);
          });
        } finally {
          await new Promise((resolve) => server.close(resolve));
        }
      }
    } finally {
      await browser.close();
    }
  }

  console.log('');
  console.log(
    `Machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')} (wall times on a shared machine are inflated; CPU times are not).`,
  );
  console.log(table(figures));
  console.log('');
  console.log(
    'Targets: validation half ≥ 90% top-3 and ahead of both peers; p95 per query ≤ 5 ms; first results ≤ 300 ms cold; first-query transfer ≤ 400 KB gzip.',
  );
  for (const figure of figures) {
    if (figure.reworded?.length) {
      console.log(
        `\n${figure.name}: of the ${figure.reworded[0]!.of} tuning questions found as written (in Node), still found reworded:`,
      );
      for (const {label, kept, of} of figure.reworded)
        console.log(`  ${label.padEnd(26)} ${kept} (${((100 * kept) / of).toFixed(1)}%)`);
    }
    if (figure.browser) {
      console.log(
        `\n${figure.name}: cold runs ${figure.browser.coldRunsMs.map((value) => value.toFixed(0)).join(', ')} ms; first query fetched:`,
      );
      for (const request of figure.browser.requests) console.log(`  ${kb(request.gzip).padStart(9)}  ${request.url}`);
    }
    {
      const misses = figure.relevance?.misses ?? [];
      if (!misses.length) continue;
      console.log(`\n${figure.name}: misses, tuning halves (the validation halves' are never shown):`);
      for (const miss of misses)
        console.log(
          `  ${SOURCES.length > 1 ? `[${miss.source}] ` : ''}"${miss.query}" → expected ${miss.expected.join(' or ')}; top 3: ${miss.got.join(', ') || '(none)'}`,
        );
    }
  }
  const routes = existingRoutes(options.build);
  const unanswerable = querySet.filter((spec) => !spec.expect.some((route) => routes.has(route)));
  const tuningUnanswerable = unanswerable.filter((spec) => spec.set === 'tuning');
  if (unanswerable.length)
    console.log(
      `\n${unanswerable.length} queries expect pages this build does not have (${unanswerable.length - tuningUnanswerable.length} of the validation half); tuning half: ${tuningUnanswerable.map((spec) => `"${spec.query}"`).join(', ') || 'none'}`,
    );
  const failed = figures.filter((figure) => figure.failures.length);
  for (const figure of failed)
    console.error(`\n${figure.name}: failed steps (their figures read n/a):\n  ${figure.failures.join('\n  ')}`);
  if (options.json) fs.writeFileSync(options.json, JSON.stringify(figures, null, 2));
  if (failed.length) process.exitCode = 1;
}

/**
 * Runs one step of one site's browser measurements. A failure is noted on that site's figures, naming the
 * step, and the run goes on: a bench that takes the best part of an hour keeps what it measured.
 */
async function step(figure: Figures, name: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    figure.failures.push(`${name}: ${message}`);
    console.error(`${figure.name}, ${name}: ${message}`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

/**
 * Runs @easyops-cn/docusaurus-search-local's own search code (the code of its
 * web worker: tokenize, smartQueries, lunr, sortSearchResults) in Node, on the
 * index it built in the scratch copy. Used by scripts/bench-search.ts only;
 * the peer is never installed in this repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire, register} from 'node:module';
import {pathToFileURL} from 'node:url';

/** Resolves the peer's `@generated/...` imports to the scratch copy's .docusaurus folder. */
function hookSource(peerDir: string): string {
  const generated = pathToFileURL(path.join(peerDir, '.docusaurus')).href;
  return `
export async function resolve(specifier, context, next) {
  if (specifier.startsWith('@generated/')) return next(${JSON.stringify(generated)} + '/' + specifier.slice('@generated/'.length), context);
  try { return await next(specifier, context); }
  catch (error) {
    if (specifier.startsWith('.') && !/\\.[cm]?js$/.test(specifier)) return next(specifier + '.js', context);
    throw error;
  }
}
export async function load(url, context, next) {
  if (url.includes('/docusaurus-search-local/dist/client/') || url.includes('/.docusaurus/@easyops-cn/')) {
    const result = await next(url, {...context, format: 'module'});
    return {...result, format: 'module'};
  }
  return next(url, context);
}`;
}

export interface PeerHit {
  url: string;
  title: string;
  type: number;
}

export interface PeerEngine {
  indexFile: string;
  loadMs: number;
  search: (query: string) => Promise<PeerHit[]>;
}

export async function loadPeerEngine(peerDir: string): Promise<PeerEngine> {
  const buildDir = path.join(peerDir, 'build');
  const indexName = fs.readdirSync(buildDir).find((name) => /^search-index.*\.json$/.test(name));
  if (!indexName) throw new Error(`No search-index*.json in ${buildDir}`);
  register(`data:text/javascript,${encodeURIComponent(hookSource(peerDir))}`, import.meta.url);
  const utils = path.join(peerDir, 'node_modules/@easyops-cn/docusaurus-search-local/dist/client/client/utils');
  const load = (file: string) => import(pathToFileURL(path.join(utils, file)).href);
  const [
    {default: lunr},
    {tokenize},
    {smartQueries},
    {sortSearchResults},
    {processTreeStatusOfSearchResults},
    constants,
  ] = await Promise.all([
    import(pathToFileURL(path.join(peerDir, 'node_modules/lunr/lunr.js')).href),
    load('tokenize.js'),
    load('smartQueries.js'),
    load('sortSearchResults.js'),
    load('processTreeStatusOfSearchResults.js'),
    load('proxiedGeneratedConstants.js'),
  ]);
  const language: string[] = constants.language;
  const limit: number = constants.searchResultLimits ?? 8;

  // The worker's legacyFetchIndexes, minus the fetch.
  const started = performance.now();
  const json = JSON.parse(fs.readFileSync(path.join(buildDir, indexName), 'utf8')) as {
    documents: {i: number; t: string; u: string; h?: string; p?: number}[];
    index: unknown;
  }[];
  const wrappedIndexes = json.map(({documents, index}, type) => ({type, documents, index: lunr.Index.load(index)}));
  const loadMs = performance.now() - started;

  // The worker's SearchWorker.search, unchanged in substance.
  const search = async (input: string): Promise<PeerHit[]> => {
    const rawTokens: string[] = tokenize(input, language);
    if (rawTokens.length === 0) return [];
    const queries = smartQueries(rawTokens, []) as {
      term: {value: string; wildcard: number; presence: number; editDistance?: number}[];
      tokens: string[];
    }[];
    const results: {
      document: {i: number; t: string; u: string; h?: string; p?: number};
      type: number;
      page: unknown;
      metadata: unknown;
      tokens: string[];
      score: number;
    }[] = [];
    search: for (const {term, tokens} of queries) {
      for (const {documents, index, type} of wrappedIndexes) {
        results.push(
          ...index
            .query((query: {term: (value: string, options: object) => void}) => {
              for (const item of term) {
                query.term(item.value, {
                  wildcard: item.wildcard,
                  presence: item.presence,
                  ...(item.editDistance ? {editDistance: item.editDistance} : null),
                });
              }
            })
            .slice(0, limit)
            .filter((result: {ref: string}) => !results.some((item) => item.document.i.toString() === result.ref))
            .slice(0, limit - results.length)
            .map((result: {ref: string; matchData: {metadata: unknown}; score: number}) => {
              const document = documents.find((doc) => doc.i.toString() === result.ref)!;
              return {
                document,
                type,
                page: type !== 0 && wrappedIndexes[0]!.documents.find((doc) => doc.i === document.p),
                metadata: result.matchData.metadata,
                tokens,
                score: result.score,
              };
            }),
        );
        if (results.length >= limit) break search;
      }
    }
    sortSearchResults(results);
    processTreeStatusOfSearchResults(results);
    return results.map((result) => ({
      url: result.document.u + (result.document.h ?? ''),
      title: result.document.t,
      type: result.type,
    }));
  };
  return {indexFile: path.join(buildDir, indexName), loadMs, search};
}

/**
 * Times the peer's index generation on its own, outside the build (where its postBuild runs
 * concurrently with the other plugins'): its own postBuild over the built HTML, into a scratch file.
 */
export async function timePeerIndexBuild(
  peerDir: string,
  options: Record<string, unknown>,
): Promise<{wallMs: number; cpuMs: number}> {
  const req = createRequire(path.join(peerDir, 'package.json'));
  const pkg = path.dirname(req.resolve('@easyops-cn/docusaurus-search-local/package.json'));
  const {validateOptions} = req('@easyops-cn/docusaurus-search-local') as {
    validateOptions: (args: unknown) => Record<string, unknown>;
  };
  const {normalizePluginOptions} = req('@docusaurus/utils-validation') as {normalizePluginOptions: unknown};
  const {processPluginOptions} = req(path.join(pkg, 'dist/server/server/utils/processPluginOptions.js')) as {
    processPluginOptions: (options: unknown, context: unknown) => Record<string, unknown>;
  };
  const {postBuildFactory} = req(path.join(pkg, 'dist/server/server/utils/postBuildFactory.js')) as {
    postBuildFactory: (config: unknown, file: string) => (data: unknown) => Promise<void>;
  };
  const outDir = path.join(peerDir, 'build');
  const routesPaths: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        // The routes Docusaurus reports: `a/b.html` is /a/b, the root index is /, 404.html keeps its name;
        // other `x/index.html` files are redirect pages, not routes.
        const relative = path.relative(outDir, full).split(path.sep).join('/');
        if (relative === 'index.html') routesPaths.push('/');
        else if (relative === '404.html') routesPaths.push('/404.html');
        else if (!relative.endsWith('/index.html')) routesPaths.push(`/${relative.replace(/\.html$/, '')}`);
      }
    }
  };
  walk(outDir);
  const validated = validateOptions({options: {...options, id: 'default'}, validate: normalizePluginOptions});
  const config = processPluginOptions(validated, {siteDir: peerDir, siteConfig: {themeConfig: {navbar: {items: []}}}});
  const file = 'search-index-bench{dir}.json';
  const postBuild = postBuildFactory(config, file);
  const usage = process.cpuUsage();
  const started = performance.now();
  await postBuild({routesPaths, outDir, baseUrl: '/', siteConfig: {trailingSlash: false}, plugins: undefined});
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(usage);
  fs.rmSync(path.join(outDir, file.replace('{dir}', '')), {force: true});
  return {wallMs, cpuMs: (cpu.user + cpu.system) / 1000};
}

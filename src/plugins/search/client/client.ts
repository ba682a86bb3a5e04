/**
 * A search client with the surface of Algolia's lite client (`search`,
 * `searchForHits`, `addAlgoliaAgent`, `clearCache`, `transporter`), answered by
 * the embedded engine. DocSearch's modal receives it through
 * `transformSearchClient`, the search page through the `algoliasearch/lite`
 * alias; neither can tell it from Algolia.
 *
 * This module is small and has no dependency on the engine: the engine (and
 * MiniSearch) load with the index, on the first query, in a web worker when the
 * browser can start one (see worker-protocol.ts), on the page otherwise.
 */
import type {EngineRequest, EngineResult, SearchEngine} from './engine';
import type {IndexPayload} from './types';
import {IndexError, connectWorker, fetchIndex, type Searcher, type UrlFor, type WorkerLike} from './worker-protocol';
import {noteSearch} from './returning';
import {INDEX_TIMEOUT_MS, absolute, takeSearchWorker} from './worker-start';
import {normaliseBaseUrl} from '../../../lib/base-url';

export type {Searcher} from './worker-protocol';

/** The error DocSearch turns into its error screen ('Unable to fetch results'). */
export class RetryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RetryError';
  }
}

export interface SearchRequestsArgument {
  requests: Record<string, unknown>[];
}

/** Parses Algolia's URL-encoded `params` string (legacy request shape). */
function parseParams(params: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      out[key] =
        value.startsWith('[') || value.startsWith('{') || /^(true|false|-?\d+(\.\d+)?)$/.test(value)
          ? JSON.parse(value)
          : value;
    } catch {
      out[key] = value;
    }
  }
  return out;
}

/**
 * Accepts every request shape the lite client accepts: `{requests: [...]}` (DocSearch),
 * `[{indexName, params}]` (algoliasearch-helper, with params as object or string).
 */
export function normaliseRequests(argument: unknown): EngineRequest[] {
  const list = Array.isArray(argument)
    ? argument
    : argument && typeof argument === 'object' && Array.isArray((argument as SearchRequestsArgument).requests)
      ? (argument as SearchRequestsArgument).requests
      : null;
  if (!list) throw new TypeError('search() expects {requests: [...]} or an array of requests');
  return list.map((entry) => {
    const raw = (entry ?? {}) as Record<string, unknown>;
    const {params, ...rest} = raw;
    const fromParams =
      typeof params === 'string'
        ? parseParams(params)
        : params && typeof params === 'object'
          ? (params as Record<string, unknown>)
          : {};
    const merged = {...fromParams, ...rest} as EngineRequest;
    merged.indexName = String(merged.indexName ?? '');
    merged.query = typeof merged.query === 'string' ? merged.query : merged.query == null ? '' : String(merged.query);
    return merged;
  });
}

export interface EmbeddedClientOptions {
  appId: string;
  apiKey: string;
  /** Resolves to the engine; rejects (with a RetryError) when the index cannot be loaded. */
  loadEngine: () => Promise<Searcher>;
  /** Turns a record's path (relative to the base URL) and anchor into the URL of the hit. */
  urlFor: UrlFor;
  /** Longest query sent to the engine (the modal's 64 characters). */
  maxQueryLength?: number;
  /** Told the total hits of each query answered (the modal's "See all" footer uses it). */
  onResults?: (query: string, nbHits: number) => void;
}

export interface SearchResponse {
  results: EngineResult[];
}

export interface LiteClientLike {
  appId: string;
  apiKey: string;
  transporter: {algoliaAgent: {value: string; add: (segment: {segment: string; version?: string}) => void}};
  addAlgoliaAgent: (segment: string, version?: string) => void;
  search: (argument: unknown, requestOptions?: unknown) => Promise<SearchResponse>;
  searchForHits: (argument: unknown, requestOptions?: unknown) => Promise<SearchResponse>;
  clearCache: () => Promise<void>;
}

export function createEmbeddedClient(options: EmbeddedClientOptions): LiteClientLike {
  const agents = ['Embedded search (MiniSearch)'];
  const algoliaAgent = {
    get value() {
      return agents.join('; ');
    },
    add({segment, version}: {segment: string; version?: string}) {
      agents.push(version ? `${segment} (${version})` : segment);
    },
  };
  let calls = 0;
  /** Per request shape (the requests without their query), the newest call and, once asked, its answer. */
  const newest = new Map<string, {call: number; answer: Promise<EngineResult[]> | null}>();
  const ask = async (engine: Searcher, requests: EngineRequest[]): Promise<EngineResult[]> => {
    const {maxQueryLength} = options;
    try {
      return await engine.searchAll(
        maxQueryLength
          ? requests.map((request) => ({...request, query: request.query.slice(0, maxQueryLength)}))
          : requests,
        options.urlFor,
      );
    } catch (error) {
      throw new RetryError(`Unreachable hosts - the search engine stopped (${(error as Error)?.message ?? error})`);
    }
  };
  const search = async (argument: unknown): Promise<SearchResponse> => {
    const requests = normaliseRequests(argument);
    const call = ++calls;
    const shape = JSON.stringify(requests.map(({query: _query, ...rest}) => rest));
    newest.set(shape, {call, answer: null});
    const engine = await options.loadEngine();
    // While the index loads, every keystroke's query waits for it. The reader is looking at the newest one, so
    // it alone goes to the engine. An older query of the same shape gets the newest one's answer: the modal
    // (autocomplete) and the search page (algoliasearch-helper) both drop an answer older than one they have
    // shown, and computing a dozen overtaken prefixes took the CPU the first results needed.
    const latest = newest.get(shape)!;
    if (latest.call !== call) {
      if (!latest.answer) await new Promise((resolve) => setTimeout(resolve, 0));
      // Not told to onResults: these are not this query's hits.
      if (latest.answer) return {results: await latest.answer};
    }
    const answer = ask(engine, requests);
    if (latest.call === call) latest.answer = answer;
    const results = await answer;
    // The reader's next pages start the search once idle (see returning.ts).
    if (requests.some((request) => request.query.trim())) noteSearch();
    if (options.onResults && requests[0])
      options.onResults(
        requests[0].query,
        results.reduce((sum, result) => sum + result.nbHits, 0),
      );
    return {results};
  };
  return {
    appId: options.appId,
    apiKey: options.apiKey,
    transporter: {algoliaAgent},
    addAlgoliaAgent: (segment, version) => algoliaAgent.add({segment, version}),
    search,
    searchForHits: search,
    clearCache: async () => {},
  };
}

/** An engine on the page's own thread. */
export function inThread(engine: Pick<SearchEngine, 'search'>): Searcher {
  return {searchAll: async (requests, urlFor) => requests.map((request) => engine.search(request, urlFor))};
}

async function buildInThread(payload: unknown): Promise<Searcher> {
  const {SearchEngine} = await import(/* webpackChunkName: "search-engine" */ './engine');
  return inThread(SearchEngine.fromPayload(payload as IndexPayload));
}

/** Fetches the index once per URL; a failed load is forgotten, so the next query tries again. */
const engines = new Map<string, Promise<Searcher>>();

export interface LoadIndexOptions {
  /** How the page downloads the index when the engine runs on the page (the worker uses its own `fetch`). */
  fetchImpl?: typeof fetch;
  /** How long the index may take to download. */
  timeoutMs?: number;
  /**
   * A worker already downloading the index at the (absolute) URL, that builds and queries the engine (by default
   * the one started when the reader reached for search, see worker-start.ts); `null` (or no `Worker` in the
   * browser) keeps the engine on the page.
   */
  startWorker?: ((url: string, timeoutMs: number) => WorkerLike | null) | null;
}

export function loadIndex(
  indexUrl: string,
  {fetchImpl, timeoutMs = INDEX_TIMEOUT_MS, startWorker = takeSearchWorker}: LoadIndexOptions = {},
): Promise<Searcher> {
  const cached = engines.get(indexUrl);
  if (cached) return cached;
  const forget = () => {
    if (engines.get(indexUrl) === pending) engines.delete(indexUrl);
  };
  const pending = (async () => {
    const started = startWorker ? startWorker(absolute(indexUrl), timeoutMs) : null;
    if (started) {
      const worker = connectWorker(started, {timeoutMs, onBroken: forget});
      try {
        return await worker.ready();
      } catch (error) {
        if (error instanceof IndexError) throw new RetryError(`Unreachable hosts - ${error.message}`);
        // A worker that cannot start (its script blocked or missing) must not cost the reader the search.
        console.warn(`Search runs on the page: ${(error as Error).message}`);
      }
    }
    try {
      return await buildInThread(await fetchIndex(indexUrl, timeoutMs, fetchImpl));
    } catch (error) {
      throw new RetryError(
        error instanceof IndexError
          ? `Unreachable hosts - ${error.message}`
          : `Unreachable hosts - the search index could not be read (${(error as Error)?.message ?? error})`,
      );
    }
  })();
  engines.set(indexUrl, pending);
  pending.catch(forget);
  return pending;
}

/** The absolute URL of a hit on this site: `origin + baseUrl + path + #anchor`. */
export function siteUrlFor(origin: string, baseUrl: string) {
  const base = normaliseBaseUrl(baseUrl);
  return (path: string, anchor: string | null): string => `${origin}${base}${path}${anchor ? `#${anchor}` : ''}`;
}

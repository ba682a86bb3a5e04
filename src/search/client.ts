/**
 * A search client with the surface of Algolia's lite client (`search`,
 * `searchForHits`, `addAlgoliaAgent`, `clearCache`, `transporter`), answered by
 * the embedded engine. DocSearch's modal receives it through
 * `transformSearchClient`, the search page through the `algoliasearch/lite`
 * alias; neither can tell it from Algolia.
 *
 * This module is small and has no dependency on the engine: the engine (and
 * MiniSearch) load with the index, on the first query.
 */
import type {EngineRequest, EngineResult, SearchEngine} from './engine';
import type {IndexPayload} from './types';

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
  loadEngine: () => Promise<SearchEngine>;
  /** Turns a record's path (relative to the base URL) and anchor into the URL of the hit. */
  urlFor: (path: string, anchor: string | null) => string;
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
  const search = async (argument: unknown): Promise<SearchResponse> => {
    const requests = normaliseRequests(argument);
    const engine = await options.loadEngine();
    const results = requests.map((request) =>
      engine.search(
        options.maxQueryLength ? {...request, query: request.query.slice(0, options.maxQueryLength)} : request,
        options.urlFor,
      ),
    );
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

/** Fetches the index once per URL; a failed load is forgotten, so the next query tries again. */
const engines = new Map<string, Promise<SearchEngine>>();

export interface LoadIndexOptions {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export function loadIndex(
  indexUrl: string,
  {fetchImpl, timeoutMs = 15_000}: LoadIndexOptions = {},
): Promise<SearchEngine> {
  const cached = engines.get(indexUrl);
  if (cached) return cached;
  const pending = (async () => {
    const doFetch = fetchImpl ?? fetch;
    const controller = typeof AbortController === 'function' ? new AbortController() : undefined;
    const timer = controller ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
    let payload: IndexPayload;
    try {
      const [response, engineModule] = await Promise.all([
        doFetch(indexUrl, {signal: controller?.signal, credentials: 'same-origin'}),
        import(/* webpackChunkName: "search-engine" */ './engine'),
      ]);
      if (!response.ok) throw new RetryError(`Unreachable hosts - the search index answered HTTP ${response.status}`);
      payload = (await response.json()) as IndexPayload;
      return engineModule.SearchEngine.fromPayload(payload);
    } catch (error) {
      if (error instanceof RetryError) throw error;
      throw new RetryError(
        `Unreachable hosts - the search index could not be loaded (${(error as Error)?.message ?? error})`,
      );
    } finally {
      if (timer) clearTimeout(timer);
    }
  })();
  engines.set(indexUrl, pending);
  pending.catch(() => engines.delete(indexUrl));
  return pending;
}

/** The absolute URL of a hit on this site: `origin + baseUrl + path + #anchor`. */
export function siteUrlFor(origin: string, baseUrl: string) {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return (path: string, anchor: string | null): string => `${origin}${base}${path}${anchor ? `#${anchor}` : ''}`;
}

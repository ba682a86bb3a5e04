/**
 * What the page and the search worker (`engine.worker.ts`) say to each other.
 *
 * Building the engine from the index (about 120 ms of MiniSearch indexing) is
 * the longest step before the first result. In a worker it runs on the second
 * core while the page parses and renders the DocSearch modal, and typing never
 * waits for it. The worker also downloads the index: opening the modal keeps
 * the page busy for over 100 ms, and an index fetched by the page reached the
 * worker only once the page was free again (measured: 60 ms later than in the
 * worker). Both sides download with `fetchIndex`, so a failure reads the same
 * wherever it happens; retries stay in client.ts.
 *
 * No engine code here: the page side must stay small.
 */
import type {EngineRequest, EngineResult} from './engine';
import {IndexError, downloadIndex} from './index-download';

export {IndexError} from './index-download';

export type ToWorker =
  /**
   * `fromPage`: the page downloads the index and sends it as `index` (see worker-start.ts). `warm`: a query searched
   * once the engine is built, its answer dropped, unless the page has asked its own by then (see warmUp): the search
   * page's `?q=`, or the page's title where the reader only reached for the search.
   */
  | {type: 'load'; url: string; timeoutMs: number; fromPage?: boolean; warm?: string}
  /** The index the page downloaded, or null when it could not: the worker then downloads it itself. */
  | {type: 'index'; bytes: ArrayBuffer | null}
  | {type: 'search'; id: number; requests: EngineRequest[]};

export type FromWorker =
  | {type: 'ready'}
  /** `index`: the index could not be downloaded or read (the page would fail the same way); else the worker broke. */
  | {type: 'failed'; message: string; index?: boolean}
  | {type: 'results'; id: number; results: EngineResult[]}
  | {type: 'error'; id: number; message: string};

export type UrlFor = (path: string, anchor: string | null) => string;

/**
 * The worker does not know the page's origin, so its hits carry `[path, anchor]` where the URL goes and the
 * page makes the URLs (`resolveUrls`).
 */
export const deferredUrl: UrlFor = (path, anchor) => JSON.stringify([path, anchor]);

export function resolveUrls(results: EngineResult[], urlFor: UrlFor): EngineResult[] {
  for (const result of results) {
    for (const hit of result.hits) {
      const [path, anchor] = JSON.parse(hit.url) as [string, string | null];
      hit.url = urlFor(path, anchor);
      hit.url_without_anchor = urlFor(path, null);
    }
  }
  return results;
}

/** Downloads and reads the index, the same way on the page and in the worker. Fails with an IndexError. */
export async function fetchIndex(url: string, timeoutMs: number, fetchImpl?: typeof fetch): Promise<unknown> {
  return readIndex(await downloadIndex(url, timeoutMs, fetchImpl));
}

function readIndex(bytes: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    throw new IndexError(`the search index could not be read (${(error as Error)?.message ?? error})`);
  }
}

/** What the client needs of an engine, wherever it runs. */
export interface Searcher {
  searchAll(requests: EngineRequest[], urlFor: UrlFor): Promise<EngineResult[]>;
}

/** The part of `Worker` the page uses (a fake in unit tests). */
export interface WorkerLike {
  postMessage(message: ToWorker, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: {data: FromWorker}) => void): void;
  addEventListener(type: 'error', listener: (event: {message?: string}) => void): void;
  terminate(): void;
}

export interface WorkerConnection {
  /**
   * Resolves, once the worker has downloaded the index and built the engine (it was sent `load` when it
   * started, see worker-start.ts), to a searcher that asks the worker. Rejects with an IndexError when the
   * index cannot be downloaded or read, and with another error when the worker itself fails: its script did
   * not load (even before this call), or it did not answer in time.
   */
  ready(): Promise<Searcher>;
  close(): void;
}

/**
 * Listens to the worker from the moment it is created: a script that fails to load reports it at once, often
 * before the index has arrived. A worker that fails after loading makes the pending and later searches reject,
 * and `onBroken` is told so the next query can load the index again.
 */
export function connectWorker(
  worker: WorkerLike,
  {timeoutMs, onBroken}: {timeoutMs: number; onBroken: () => void},
): WorkerConnection {
  const pending = new Map<number, {resolve: (results: EngineResult[]) => void; reject: (error: Error) => void}>();
  let nextId = 0;
  let broken: string | null = null;
  /** Why the engine never became ready (kept for a `ready()` asked after the worker failed). */
  let failure: Error | null = null;
  let ready = false;
  let loading: {resolve: (searcher: Searcher) => void; reject: (error: Error) => void} | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const searcher: Searcher = {
    searchAll: (requests, urlFor) =>
      broken !== null
        ? Promise.reject(new Error(broken))
        : new Promise<EngineResult[]>((resolve, reject) => {
            const id = nextId++;
            pending.set(id, {resolve: (results) => resolve(resolveUrls(results, urlFor)), reject});
            worker.postMessage({type: 'search', id, requests});
          }),
  };
  /** `index`: the index could not be downloaded or read, rather than the worker breaking. */
  const fail = (message: string, index = false) => {
    if (broken !== null) return;
    broken = message;
    clearTimeout(timer);
    worker.terminate();
    if (!ready) {
      failure = index ? new IndexError(message) : new Error(message);
      loading?.reject(failure);
      return;
    }
    for (const {reject} of pending.values()) reject(new Error(message));
    pending.clear();
    onBroken();
  };
  worker.addEventListener('error', (event) =>
    fail(`the search worker failed (${event.message || 'its script did not load'})`),
  );
  worker.addEventListener('message', ({data}) => {
    if (data.type === 'ready') {
      ready = true;
      clearTimeout(timer);
      loading?.resolve(searcher);
    } else if (data.type === 'failed') {
      fail(data.message, data.index);
    } else {
      const waiting = pending.get(data.id);
      pending.delete(data.id);
      if (data.type === 'results') waiting?.resolve(data.results);
      else waiting?.reject(new Error(data.message));
    }
  });
  return {
    ready: () =>
      new Promise<Searcher>((resolve, reject) => {
        if (broken !== null) {
          reject(failure ?? new Error(broken));
          return;
        }
        if (ready) {
          resolve(searcher);
          return;
        }
        loading = {resolve, reject};
        // The worker gives up on a download after timeoutMs (an IndexError); this is for a worker that hangs:
        // it gets as long again to build the engine.
        timer = setTimeout(() => fail(`the search worker did not answer within ${2 * timeoutMs} ms`), 2 * timeoutMs);
      }),
    close: () => {
      broken ??= 'the search worker was closed';
      clearTimeout(timer);
      worker.terminate();
    },
  };
}

type Engine = {search(request: EngineRequest, urlFor: UrlFor): EngineResult};

/**
 * Searches `query` once and drops the answer: the engine's first query compiles its code and looks up the query's
 * words. The search page asks for its `?q=` only 300 ms after it renders (the theme's typing delay), and by then
 * this has run: its answer then came 22-90 ms after the request instead of 54-155 ms (2 cores). In the modal, the
 * first query of a fresh engine took 18 ms, after a warm-up of another query 7 ms (medians of 9, Node, bundled).
 */
function warmUp(engine: Engine, query: string): void {
  try {
    engine.search({indexName: 'warm-up', query}, deferredUrl);
  } catch {
    // The page's own search of the query reports what went wrong.
  }
}

/**
 * The worker's side: downloads the index and builds the engine on the first message, then answers searches in
 * order. `loadBuild` gives the engine's `fromPayload`; it is asked for once the download has started, so the
 * engine's code (MiniSearch) and the index download at the same time, and this file never loads them on the page.
 */
export function workerMessageHandler(
  loadBuild: () => ((payload: unknown) => Engine) | Promise<(payload: unknown) => Engine>,
  post: (message: FromWorker) => void,
  fetchImpl?: typeof fetch,
): (message: ToWorker) => void {
  let engine: Engine | null = null;
  let fromPage: ((bytes: ArrayBuffer | null) => void) | null = null;
  let searched = false;
  return (message) => {
    if (message.type === 'index') {
      fromPage?.(message.bytes);
      return;
    }
    if (message.type === 'load') {
      const {url, timeoutMs} = message;
      const download = message.fromPage
        ? new Promise<ArrayBuffer | null>((resolve) => (fromPage = resolve)).then((bytes) =>
            bytes ? readIndex(bytes) : fetchIndex(url, timeoutMs, fetchImpl),
          )
        : fetchIndex(url, timeoutMs, fetchImpl);
      const build = Promise.resolve().then(loadBuild);
      void Promise.all([download, build])
        .then(([payload, buildEngine]) => {
          try {
            engine = buildEngine(payload);
          } catch (error) {
            throw new IndexError(`the search index is not valid (${(error as Error)?.message ?? error})`);
          }
          post({type: 'ready'});
          // After the searches already waiting for the engine: a reader's query must not wait for the warm-up.
          const {warm} = message;
          if (warm) setTimeout(() => searched || warmUp(engine!, warm), 0);
        })
        .catch((error: Error) => post({type: 'failed', message: error.message, index: error instanceof IndexError}));
      return;
    }
    searched = true;
    if (!engine) {
      post({type: 'error', id: message.id, message: 'the search index is not loaded'});
      return;
    }
    try {
      post({
        type: 'results',
        id: message.id,
        results: message.requests.map((request) => engine!.search(request, deferredUrl)),
      });
    } catch (error) {
      post({type: 'error', id: message.id, message: String((error as Error)?.message ?? error)});
    }
  };
}

/**
 * What the page and the search worker (`engine.worker.ts`) say to each other.
 *
 * Building the engine from the index (about 200 ms of MiniSearch indexing) is
 * the longest step before the first result. In a worker it runs on the second
 * core while the page parses and renders the DocSearch modal, and typing never
 * waits for it. The page still fetches the index itself: errors, timeouts and
 * retries stay in one place (client.ts), and the worker only gets the bytes.
 *
 * No engine code here: the page side must stay small.
 */
import type {EngineRequest, EngineResult} from './engine';

export type ToWorker = {type: 'load'; index: ArrayBuffer} | {type: 'search'; id: number; requests: EngineRequest[]};

export type FromWorker =
  | {type: 'ready'}
  | {type: 'failed'; message: string}
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

/** The index as the page downloaded it, read the same way wherever the engine is built. */
export function parseIndex(bytes: ArrayBuffer): unknown {
  return JSON.parse(new TextDecoder().decode(bytes));
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
   * Sends the index and resolves, once the worker has built the engine, to a searcher that asks the worker.
   * Rejects when the worker cannot build it: its script did not load (even before this call), the index is not
   * valid, or `timeoutMs` passed.
   */
  load(index: ArrayBuffer): Promise<Searcher>;
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
  const fail = (message: string) => {
    if (broken !== null) return;
    broken = message;
    clearTimeout(timer);
    worker.terminate();
    if (!ready) {
      loading?.reject(new Error(message));
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
      fail(data.message);
    } else {
      const waiting = pending.get(data.id);
      pending.delete(data.id);
      if (data.type === 'results') waiting?.resolve(data.results);
      else waiting?.reject(new Error(data.message));
    }
  });
  return {
    load: (index) =>
      new Promise<Searcher>((resolve, reject) => {
        if (broken !== null) {
          reject(new Error(broken));
          return;
        }
        loading = {resolve, reject};
        timer = setTimeout(() => fail(`the search worker did not answer within ${timeoutMs} ms`), timeoutMs);
        // A copy goes to the worker, so the page keeps the bytes for building the engine itself if the worker fails.
        const copy = index.slice(0);
        worker.postMessage({type: 'load', index: copy}, [copy]);
      }),
    close: () => {
      broken ??= 'the search worker was closed';
      clearTimeout(timer);
      worker.terminate();
    },
  };
}

/**
 * The worker's side: builds the engine from the first message, then answers searches in order.
 * `build` is the engine's `fromPayload`, passed in so this file never loads MiniSearch on the page.
 */
export function workerMessageHandler(
  build: (payload: unknown) => {search(request: EngineRequest, urlFor: UrlFor): EngineResult},
  post: (message: FromWorker) => void,
): (message: ToWorker) => void {
  let engine: ReturnType<typeof build> | null = null;
  return (message) => {
    if (message.type === 'load') {
      try {
        engine = build(parseIndex(message.index));
        post({type: 'ready'});
      } catch (error) {
        post({type: 'failed', message: `the search index is not valid (${(error as Error)?.message ?? error})`});
      }
      return;
    }
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

/**
 * Starts the search worker and its index download at the reader's first sign of searching (the shortcut, the
 * pointer on the search button, the search page's start), or once the page is idle (`preload: 'idle'`, or a
 * reader who searched here lately: see returning.ts), before the client and the modal have loaded: the engine's
 * build is the longest step before the first results.
 * Part of every page's script, so it stays small: the client (client.ts) loads with the modal and takes the
 * started worker over.
 */
import {readerAwaits} from '../../../lib/when-idle';
import {downloadIndex} from './index-download';
import type {FromWorker, ToWorker, WorkerLike} from './worker-protocol';

/** How long the index may take to download. */
export const INDEX_TIMEOUT_MS = 15_000;

type Listeners = {
  message: ((event: {data: FromWorker}) => void)[];
  error: ((event: {message?: string}) => void)[];
};

/**
 * A worker whose events wait for their listeners: the client attaches them when its code has arrived, and
 * by then the worker may already have said it is ready, or that its script failed.
 */
function holdingEvents(worker: Worker, onTerminate: () => void): WorkerLike {
  const listeners: Listeners = {message: [], error: []};
  const held: {type: keyof Listeners; event: unknown}[] = [];
  for (const type of ['message', 'error'] as const)
    worker.addEventListener(type, (event) => {
      if (listeners[type].length) for (const listener of listeners[type]) (listener as (event: unknown) => void)(event);
      else held.push({type, event});
    });
  return {
    postMessage: (message: ToWorker, transfer?: Transferable[]) => worker.postMessage(message, transfer ?? []),
    terminate: () => {
      onTerminate();
      worker.terminate();
    },
    addEventListener(type: keyof Listeners, listener: (event: never) => void) {
      (listeners[type] as unknown[]).push(listener);
      for (const entry of held.filter((entry) => entry.type === type)) {
        held.splice(held.indexOf(entry), 1);
        (listener as (event: unknown) => void)(entry.event);
      }
    },
  };
}

/**
 * How long after the engine is ready idle work may wait for the search page's first answer: the theme asks 300 ms
 * after the page renders, so a page that has not asked by then never will (its script failed, say).
 */
export const FIRST_ANSWER_WAIT_MS = 2000;

/**
 * Holds the page's idle work, link prefetching above all, until the worker first speaks (ready, or failed), fails
 * or is terminated (see readerAwaits). Where the page will ask a query as soon as it can (`answer`: the search
 * page's `?q=`), the reader waits for its answer, not for the engine: the hold lasts until the worker answers
 * (or fails), or FIRST_ANSWER_WAIT_MS after it is ready. The prefetches issued between the engine's build and the
 * answer (30 on the search page) ran with the query and the rendering of its results, and the first results
 * showed about 100 ms later (2 cores, medians of 7). Returns what ends the hold.
 */
function holdIdleWork(worker: Worker, answer: boolean): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  readerAwaits(held);
  const onMessage = ({data}: MessageEvent<FromWorker>) => {
    if (answer && data.type === 'ready') setTimeout(release, FIRST_ANSWER_WAIT_MS);
    else release();
  };
  worker.addEventListener('message', onMessage);
  void held.then(() => worker.removeEventListener('message', onMessage));
  worker.addEventListener('error', () => release(), {once: true});
  return () => release();
}

/**
 * The index downloaded by the page, for the worker: on the search page the HTML preloads it, and only the
 * page's own request can take that download over. Null when it fails (the worker then tries itself and
 * reports what went wrong).
 */
function downloadOnPage(url: string, timeoutMs: number): Promise<ArrayBuffer | null> {
  return downloadIndex(url, timeoutMs).catch(() => null);
}

/**
 * A new search worker, already downloading the index at `url` (absolute: the worker resolves URLs against
 * its own script's), or receiving it from the page when `onPage`, and searching `warm` once it is ready (see
 * worker-protocol.ts); null where the browser cannot start one.
 */
export function startSearchWorker(
  url: string,
  timeoutMs: number = INDEX_TIMEOUT_MS,
  onPage = false,
  warm?: string,
): WorkerLike | null {
  if (typeof Worker !== 'function') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./engine.worker.ts', import.meta.url), {name: 'search-worker'});
  } catch {
    return null;
  }
  // On the search page (`onPage`) the page asks `warm` itself as soon as it can.
  const started = holdingEvents(worker, holdIdleWork(worker, onPage && Boolean(warm)));
  started.postMessage({type: 'load', url, timeoutMs, fromPage: onPage, ...(warm ? {warm} : {})});
  if (onPage)
    void downloadOnPage(url, timeoutMs).then((bytes) =>
      started.postMessage({type: 'index', bytes}, bytes ? [bytes] : []),
    );
  return started;
}

/** Workers started ahead of the client, by index URL (one each). */
const early = new Map<string, WorkerLike | null>();

/** The index URL as the worker needs it: absolute, since it resolves URLs against its own script's. */
export const absolute = (indexUrl: string) => new URL(indexUrl, globalThis.location?.href).href;

/**
 * Starts the worker for `indexUrl` ahead of the client (once; a later call does nothing). `onPage`: the page
 * downloads the index (the search page, whose HTML preloads it). `warm`: a query the page will ask.
 */
export function startSearchEarly(
  indexUrl: string,
  {onPage = false, warm}: {onPage?: boolean; warm?: string} = {},
): void {
  const url = absolute(indexUrl);
  if (!early.has(url)) early.set(url, startSearchWorker(url, INDEX_TIMEOUT_MS, onPage, warm));
}

/** The worker started early for `url`, handed over once, or a new one. */
export function takeSearchWorker(url: string, timeoutMs: number = INDEX_TIMEOUT_MS): WorkerLike | null {
  const started = early.get(url);
  if (started) {
    // Handed over, and forgotten: a failed load starts a new worker on the next query.
    early.set(url, null);
    return started;
  }
  return startSearchWorker(url, timeoutMs);
}

/**
 * Whether the connection allows a download the reader did not ask for: not when they asked to save data, nor on
 * a 2G connection (browsers without the Network Information API are given the benefit of the doubt).
 */
export function preloadAllowed(navigator: object | undefined): boolean {
  // The Network Information API: Chromium's, not in the DOM types.
  const connection = (navigator as {connection?: {saveData?: boolean; effectiveType?: string}} | undefined)?.connection;
  return !connection?.saveData && !/2g$/.test(connection?.effectiveType ?? '');
}

/**
 * The site's idle scheduling: work a reader did not ask for (link prefetching, the figure zoom, the search's idle
 * start) waits for a moment when the browser is idle, and the prefetching and the search's start wait for the
 * page's load event first. Idle work also waits while the reader waits for something (see readerAwaits).
 */

/** What the schedulers need of the window (a fake in unit tests). */
export interface IdleScope {
  document: {readyState: string};
  addEventListener(type: 'load', listener: () => void): void;
  removeEventListener(type: 'load', listener: () => void): void;
  requestIdleCallback?(callback: () => void, options: {timeout: number}): number;
  cancelIdleCallback?(handle: number): void;
  setTimeout(callback: () => void, delay: number): number;
  clearTimeout(handle: number): void;
}

/** The longest whenIdle waits for the browser to be idle. */
export const IDLE_TIMEOUT_MS = 2000;

export interface IdleOptions {
  /** Where there is no requestIdleCallback (Safari), how long to wait instead. */
  fallbackMs?: number;
  scope?: IdleScope;
}

const pageScope = () => globalThis as unknown as IdleScope;

/** Work the reader asked for and is waiting on, while it lasts. */
const awaited = new Set<Promise<unknown>>();

/**
 * Holds idle work back until `work` settles. The browser calls idle callbacks whenever the page's main thread is
 * free, also while the search worker builds its engine on the machine's other core: the link prefetches issued
 * then took the processor and the network that build needed, and on a 2-core machine the search page showed its
 * first results 50-200 ms later.
 */
export function readerAwaits(work: Promise<unknown>): void {
  awaited.add(work);
  const settled = () => void awaited.delete(work);
  work.then(settled, settled);
}

/**
 * Runs `run` once the browser is idle (within IDLE_TIMEOUT_MS at the latest), or after `fallbackMs` where
 * `requestIdleCallback` is missing, and after what the reader waits for (see readerAwaits); returns a function
 * that cancels it.
 */
export function whenIdle(run: () => void, {fallbackMs = 50, scope = pageScope()}: IdleOptions = {}): () => void {
  let cancelled = false;
  let cancelWait = () => {};
  const attempt = () => {
    if (cancelled) return;
    if (awaited.size === 0) return run();
    void Promise.allSettled([...awaited]).then(() => void (cancelled || schedule()));
  };
  const schedule = () => {
    if (typeof scope.requestIdleCallback === 'function') {
      const handle = scope.requestIdleCallback(attempt, {timeout: IDLE_TIMEOUT_MS});
      cancelWait = () => scope.cancelIdleCallback?.(handle);
    } else {
      const handle = scope.setTimeout(attempt, fallbackMs);
      cancelWait = () => scope.clearTimeout(handle);
    }
  };
  schedule();
  return () => {
    cancelled = true;
    cancelWait();
  };
}

/** Runs `start` once the page has loaded (at once if it has); returns a function that cancels it until then. */
export function afterPageLoad(start: () => void, scope: IdleScope = pageScope()): () => void {
  if (scope.document.readyState === 'complete') {
    start();
    return () => {};
  }
  scope.addEventListener('load', start);
  return () => scope.removeEventListener('load', start);
}

/** whenIdle, once the page has loaded; returns a function that cancels it until it has run. */
export function whenPageIdle(run: () => void, options: IdleOptions = {}): () => void {
  let cancelIdle: (() => void) | undefined;
  const cancelLoad = afterPageLoad(() => (cancelIdle = whenIdle(run, options)), options.scope);
  return () => {
    cancelLoad();
    cancelIdle?.();
  };
}

/**
 * The index's download, shared by the worker, the page's fallback engine and the search page's early start
 * (worker-start.ts, part of every page's script: this file stays small for it).
 */

/** The index could not be downloaded or read; `message` says why, for the reader's console. */
export class IndexError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IndexError';
  }
}

/** Downloads the index's bytes within `timeoutMs`. Fails with an IndexError. */
export async function downloadIndex(
  url: string,
  timeoutMs: number,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<ArrayBuffer> {
  const controller = typeof AbortController === 'function' ? new AbortController() : undefined;
  const timer = controller ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
  try {
    const response = await fetchImpl(url, {signal: controller?.signal, credentials: 'same-origin'});
    if (!response.ok) throw new IndexError(`the search index answered HTTP ${response.status}`);
    return await response.arrayBuffer();
  } catch (error) {
    if (error instanceof IndexError) throw error;
    throw new IndexError(`the search index could not be loaded (${(error as Error)?.message ?? error})`);
  } finally {
    clearTimeout(timer);
  }
}
